import { resetPasswordBody, type ResetPasswordBody } from '@wellfit/contracts/auth';
import { apiClient } from '~/lib/api-client';

/** POST /api/web/user/resetPassword (SPEC §7): the signed-in member changes their password. */
export async function changePassword(body: ResetPasswordBody): Promise<void> {
  await apiClient.post('/api/web/user/resetPassword', resetPasswordBody.parse(body), { muteToast: true });
}
