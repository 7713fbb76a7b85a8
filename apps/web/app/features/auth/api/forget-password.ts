import { forgetPasswordBody, type ForgetPasswordBody } from '@wellfit/contracts/auth';
import { apiClient } from '~/lib/api-client';

/**
 * POST /api/web/user/forgetPassword (SPEC §7): sets the new password with the reset token. Every
 * session of the member ends, except the caller's own when `asMember` sends it (a signed-in member
 * setting a password on /member/settings stays signed in).
 */
export async function forgetPassword(body: ForgetPasswordBody, options: { asMember?: boolean } = {}): Promise<void> {
  await apiClient.post('/api/web/user/forgetPassword', forgetPasswordBody.parse(body), {
    noAuth: !options.asMember,
    muteToast: true,
  });
}
