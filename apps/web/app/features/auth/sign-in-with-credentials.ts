import { LOGIN_TYPE } from '@wellfit/contracts/constants';
import type { BusinessCredentialsAnswer } from '@wellfit/contracts/auth';
import { commonLogin } from './api/common-login';
import { completeLogin } from './complete-login';

/**
 * SPEC §6, §7: enterprise registration answers a username and password; the member is signed in
 * with them at once (commonLogin loginType 1), as if they had typed them.
 */
export async function signInWithCredentials(
  credentials: BusinessCredentialsAnswer,
): Promise<'loggedIn' | 'registering'> {
  const answer = await commonLogin({
    loginType: LOGIN_TYPE.password,
    loginDTO: { username: credentials.username, password: credentials.password },
  });
  return completeLogin(answer, { loginType: LOGIN_TYPE.password, account: credentials.username });
}
