import { sendCodeAnswer, sendVerifyCodeBody, type SendVerifyCodeBody } from '@wellfit/contracts/auth';
import { apiClient, parseAnswer } from '~/lib/api-client';

/** POST /api/web/login/sendVerifyCode (SPEC §7): a code for registration or a password reset. */
export async function sendVerifyCode(body: SendVerifyCodeBody): Promise<void> {
  parseAnswer(
    sendCodeAnswer,
    await apiClient.post('/api/web/login/sendVerifyCode', sendVerifyCodeBody.parse(body), {
      noAuth: true,
      muteToast: true,
    }),
  );
}
