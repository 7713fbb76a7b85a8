import { loginAnswer, pcLoginBody, type LoginAnswer, type PcLoginBody } from '@wellfit/contracts/auth';
import { apiClient } from '~/lib/api-client';

/** POST /api/web/login/pcLogin (SPEC §7): one-time-code login; the first one creates the member. */
export async function pcLogin(body: PcLoginBody): Promise<LoginAnswer> {
  return loginAnswer.parse(
    await apiClient.post<unknown>('/api/web/login/pcLogin', pcLoginBody.parse(body), { noAuth: true, muteToast: true }),
  );
}
