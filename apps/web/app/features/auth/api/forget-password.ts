import { forgetPasswordBody, type ForgetPasswordBody } from '@wellfit/contracts/auth';
import { apiClient } from '~/lib/api-client';

/** POST /api/web/user/forgetPassword (SPEC §7): sets the new password with the reset token. */
export async function forgetPassword(body: ForgetPasswordBody): Promise<void> {
  await apiClient.post('/api/web/user/forgetPassword', forgetPasswordBody.parse(body), {
    noAuth: true,
    muteToast: true,
  });
}
