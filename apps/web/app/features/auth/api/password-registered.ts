import {
  loginAnswer,
  passwordRegisteredBody,
  type LoginAnswer,
  type PasswordRegisteredBody,
} from '@wellfit/contracts/auth';
import { apiClient, parseAnswer } from '~/lib/api-client';
import { withPendingInviteCode } from '../invite-code';

/**
 * POST /api/web/login/passwordRegistered (SPEC §7): sign up with a password and the code from
 * sendVerifyCode, and log in. Like a first code login it carries the /r/{inviteCode} code.
 */
export async function passwordRegistered(body: PasswordRegisteredBody): Promise<LoginAnswer> {
  return withPendingInviteCode(async (inviteCode) =>
    parseAnswer(
      loginAnswer,
      await apiClient.post('/api/web/login/passwordRegistered', passwordRegisteredBody.parse({ inviteCode, ...body }), {
        noAuth: true,
        muteToast: true,
      }),
    ),
  );
}
