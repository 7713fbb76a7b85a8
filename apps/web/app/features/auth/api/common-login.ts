import { commonLoginBody, loginAnswer, type CommonLoginBody, type LoginAnswer } from '@wellfit/contracts/auth';
import { apiClient } from '~/lib/api-client';

/**
 * POST /api/web/login/commonLogin (SPEC §7): password (loginType 1) or an external provider's
 * code and state (2, 3, 4). A 405 answer (RESET_REQUIRED_STATUS) means the password must be reset.
 */
export async function commonLogin(body: CommonLoginBody): Promise<LoginAnswer> {
  return loginAnswer.parse(
    await apiClient.post<unknown>('/api/web/login/commonLogin', commonLoginBody.parse(body), {
      noAuth: true,
      muteToast: true,
    }),
  );
}
