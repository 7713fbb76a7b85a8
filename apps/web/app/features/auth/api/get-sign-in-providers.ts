import { SIGN_IN_PROVIDERS_PATH, signInProvidersAnswer } from '@wellfit/contracts/auth';
import type { SignInProvider } from '@wellfit/contracts/constants';
import { apiClient, parseAnswer } from '~/lib/api-client';

/** GET /api/web/login/providers: the external sign-in providers this shop offers (possibly none). */
export async function getSignInProviders(): Promise<SignInProvider[]> {
  const answer = await apiClient.get(SIGN_IN_PROVIDERS_PATH, { noAuth: true, muteToast: true });
  return parseAnswer(signInProvidersAnswer, answer).providers;
}
