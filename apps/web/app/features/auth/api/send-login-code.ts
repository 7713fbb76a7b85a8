import {
  sendCodeAnswer,
  sendEmailCodeBody,
  sendMobileCodeBody,
  type SendEmailCodeBody,
  type SendMobileCodeBody,
} from '@wellfit/contracts/auth';
import { apiClient, parseAnswer } from '~/lib/api-client';

/** POST /api/web/login/send (SPEC §7): a login code by SMS. */
export async function sendMobileLoginCode(body: SendMobileCodeBody): Promise<void> {
  parseAnswer(
    sendCodeAnswer,
    await apiClient.post('/api/web/login/send', sendMobileCodeBody.parse(body), { muteToast: true }),
  );
}

/** POST /api/web/login/sendEmail (SPEC §7): a login code by e-mail. */
export async function sendEmailLoginCode(body: SendEmailCodeBody): Promise<void> {
  parseAnswer(
    sendCodeAnswer,
    await apiClient.post('/api/web/login/sendEmail', sendEmailCodeBody.parse(body), { muteToast: true }),
  );
}
