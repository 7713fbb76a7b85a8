import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AVATAR_UPLOAD, uploadAvatarAnswer, type UploadAvatarAnswer } from '@wellfit/contracts/account';
import type { UserDetails } from '@wellfit/contracts/user';
import { replaceCurrentUser } from '~/lib/current-user-cache';
import { apiClient, parseAnswer } from '~/lib/api-client';
import { accountKeys } from './account-query-keys';

/** POST /api/web/user/uploadAvatar as multipart/form-data; the form shows a refusal itself. */
export async function uploadAvatar(file: File): Promise<UploadAvatarAnswer> {
  const form = new FormData();
  form.append(AVATAR_UPLOAD.fieldName, file);
  return parseAnswer(uploadAvatarAnswer, await apiClient.post(AVATAR_UPLOAD.path, form, { muteToast: true }));
}

export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadAvatar,
    onSuccess: ({ avatarUrl }) => {
      const profile = queryClient.getQueryData<UserDetails>(accountKeys.profile());
      if (profile) {
        const user = { ...profile, avatarUrl };
        queryClient.setQueryData(accountKeys.profile(), user);
        replaceCurrentUser(user);
      }
      void queryClient.invalidateQueries({ queryKey: accountKeys.profile() });
    },
  });
}
