import { loginAnswer, pcLoginBody, type LoginAnswer, type PcLoginBody } from '@wellfit/contracts/auth';
import { apiClient, parseAnswer } from '~/lib/api-client';
import { withPendingInviteCode } from '../invite-code';

/**
 * POST /api/web/login/pcLogin (SPEC §7): one-time-code login; the first one creates the member,
 * so it carries the /r/{inviteCode} code the visitor arrived with.
 */
export async function pcLogin(body: PcLoginBody): Promise<LoginAnswer> {
  return withPendingInviteCode(async (inviteCode) =>
    parseAnswer(
      loginAnswer,
      await apiClient.post('/api/web/login/pcLogin', pcLoginBody.parse({ inviteCode, ...body }), {
        noAuth: true,
        muteToast: true,
      }),
    ),
  );
}
