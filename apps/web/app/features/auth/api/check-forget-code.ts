import { checkForgetCodeAnswer, checkForgetCodeBody, type CheckForgetCodeBody } from '@wellfit/contracts/auth';
import { apiClient, parseAnswer } from '~/lib/api-client';

/** POST /api/web/user/checkForgetCode (SPEC §7): proves the reset code; answers the reset token. */
export async function checkForgetCode(body: CheckForgetCodeBody): Promise<string> {
  const answer = await apiClient.post('/api/web/user/checkForgetCode', checkForgetCodeBody.parse(body), {
    noAuth: true,
    muteToast: true,
  });
  return parseAnswer(checkForgetCodeAnswer, answer).uuid;
}
