import { commonLoginBody, loginAnswer, type CommonLoginBody, type LoginAnswer } from '@wellfit/contracts/auth';
import { LOGIN_TYPE } from '@wellfit/contracts/constants';
import { apiClient, parseAnswer } from '~/lib/api-client';
import { withPendingInviteCode } from '../invite-code';

async function send(body: CommonLoginBody): Promise<LoginAnswer> {
  return parseAnswer(
    loginAnswer,
    await apiClient.post('/api/web/login/commonLogin', commonLoginBody.parse(body), {
      noAuth: true,
      muteToast: true,
    }),
  );
}

/**
 * POST /api/web/login/commonLogin (SPEC §7): password (loginType 1) or an external provider's
 * code and state (2, 3, 4). A failure keyed require_action_reset_password (405) means the password must be reset.
 * Only an external sign-in can create a member, so only it carries the /r/{inviteCode} code.
 */
export async function commonLogin(body: CommonLoginBody): Promise<LoginAnswer> {
  if (body.loginType === LOGIN_TYPE.password) return send(body);
  return withPendingInviteCode((inviteCode) => send({ inviteCode, ...body }));
}
