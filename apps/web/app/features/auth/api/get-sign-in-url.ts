import { SIGN_IN_URL_PATHS, signInUrlAnswer } from '@wellfit/contracts/auth';
import type { SignInProvider } from '@wellfit/contracts/constants';
import { apiClient, parseAnswer } from '~/lib/api-client';

/** GET /api/web/login/getGoogleUrl, getAppleUrl, getFacebookUrl (SPEC §7): where the browser signs in. */
export async function getSignInUrl(provider: SignInProvider): Promise<string> {
  const answer = await apiClient.get(SIGN_IN_URL_PATHS[provider], { noAuth: true, muteToast: true });
  return parseAnswer(signInUrlAnswer, answer).url;
}
