import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateUserInfoAnswer, updateUserInfoBody, type UpdateUserInfoBody } from '@wellfit/contracts/account';
import type { UserDetails } from '@wellfit/contracts/user';
import { replaceCurrentUser } from '~/lib/current-user-cache';
import { apiClient, parseAnswer } from '~/lib/api-client';
import { accountKeys } from './account-query-keys';

/** POST /api/web/user/updateUserInfo: changes the fields sent, answers the updated user. */
export async function updateUserInfo(body: UpdateUserInfoBody): Promise<UserDetails> {
  const answer = await apiClient.post('/api/web/user/updateUserInfo', updateUserInfoBody.parse(body), {
    muteToast: true,
  });
  return parseAnswer(updateUserInfoAnswer, answer);
}

/** Saves the profile; the header (nickname) and the profile query show the answer at once. */
export function useUpdateUserInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserInfo,
    onSuccess: (user) => {
      replaceCurrentUser(user);
      queryClient.setQueryData(accountKeys.profile(), user);
    },
  });
}
