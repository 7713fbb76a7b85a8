import {
  businessCredentialsAnswer,
  registerBusinessUserBody,
  type BusinessCredentialsAnswer,
  type RegisterBusinessUserBody,
} from '@wellfit/contracts/auth';
import { apiClient, parseAnswer } from '~/lib/api-client';

/** POST /api/app/login/registerBusinessUser (SPEC §7): type 1 an employee (businessId, email), type 2 a demo account. */
export async function registerBusinessUser(body: RegisterBusinessUserBody): Promise<BusinessCredentialsAnswer> {
  const answer = await apiClient.post('/api/app/login/registerBusinessUser', registerBusinessUserBody.parse(body), {
    noAuth: true,
    muteToast: true,
  });
  return parseAnswer(businessCredentialsAnswer, answer);
}
