import { sendCodeAnswer, sendVerifyCodeBody, type SendVerifyCodeBody } from '@wellfit/contracts/auth';
import { apiClient } from '~/lib/api-client';

/** POST /api/web/login/sendVerifyCode (SPEC §7): a code for registration or a password reset. */
export async function sendVerifyCode(body: SendVerifyCodeBody): Promise<void> {
  sendCodeAnswer.parse(
    await apiClient.post<unknown>('/api/web/login/sendVerifyCode', sendVerifyCodeBody.parse(body), {
      noAuth: true,
      muteToast: true,
    }),
  );
}
