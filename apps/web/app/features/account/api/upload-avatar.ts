import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AVATAR_UPLOAD, uploadAvatarAnswer, type UploadAvatarAnswer } from '@wellfit/contracts/account';
import { STORAGE_KEYS } from '@wellfit/contracts/constants';
import { COUNTRY, HEADER, LANGUAGE, NO_TOKEN, PLATFORM_WEB } from '@wellfit/contracts/headers';
import type { UserDetails } from '@wellfit/contracts/user';
import i18next from 'i18next';
import { replaceCurrentUser } from '~/features/auth/current-user-cache';
import { ApiError } from '~/lib/api-client';
import { isNonEmptyText, storage } from '~/lib/storage';
import { accountKeys } from './account-query-keys';

/**
 * POST /api/web/user/uploadAvatar as multipart/form-data. The shared API client sends JSON only,
 * so this one call builds its request here with the same SPEC §7 headers; once the client
 * accepts a FormData body this should move onto it (noted for the lead).
 */
export async function uploadAvatar(file: File): Promise<UploadAvatarAnswer> {
  const form = new FormData();
  form.append(AVATAR_UPLOAD.fieldName, file);
  const response = await fetch(AVATAR_UPLOAD.path, {
    method: 'POST',
    body: form,
    credentials: 'same-origin',
    headers: {
      [HEADER.country]: COUNTRY,
      [HEADER.language]: LANGUAGE,
      [HEADER.locale]: i18next.language,
      [HEADER.token]: storage.get(STORAGE_KEYS.token, isNonEmptyText) ?? NO_TOKEN,
      [HEADER.platform]: PLATFORM_WEB,
      [HEADER.deviceId]: storage.get(STORAGE_KEYS.deviceId, isNonEmptyText) ?? '',
      accept: 'application/json',
    },
  }).catch(() => {
    throw new ApiError(i18next.t('messages:network_error'), 0);
  });
  const body = (await response.json().catch(() => null)) as { code?: number; msg?: string; data?: unknown } | null;
  if (!response.ok || body?.code !== 200) {
    throw new ApiError(body?.msg || i18next.t('messages:common_error'), body?.code ?? response.status);
  }
  return uploadAvatarAnswer.parse(body.data);
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
