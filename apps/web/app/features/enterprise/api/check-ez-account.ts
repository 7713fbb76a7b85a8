import { businessCredentialsAnswer, checkEzAccountBody, type BusinessCredentialsAnswer } from '@wellfit/contracts/auth';
import { apiClient, parseAnswer } from '~/lib/api-client';

/** POST /api/app/login/checkEzAccount (SPEC §7): an /ezr/{token} link's credentials. */
export async function checkEzAccount(token: string): Promise<BusinessCredentialsAnswer> {
  const answer = await apiClient.post('/api/app/login/checkEzAccount', checkEzAccountBody.parse({ token }), {
    noAuth: true,
    muteToast: true,
  });
  return parseAnswer(businessCredentialsAnswer, answer);
}
