import { clearSession } from './clear-session';
import { requestLogin } from './request-login';
import { getSession, updateSession } from './session-store';

/**
 * SPEC §8 401: the API client has already cleared the stored token, its expiry and the
 * sports-programme data; the app stops treating the visitor as a member and asks for login.
 * During app start a dismissed login is the Unauthorized that logs out (SPEC §4, §8) whichever
 * start call met the 401: restoreSession sees its own calls fail, but not the cart count, whose
 * error stays inside the query cache.
 */
export async function handleSessionExpired(): Promise<boolean> {
  const duringAppStart = !getSession().ready;
  updateSession({ token: null, user: null });
  const loggedIn = await requestLogin();
  if (!loggedIn && duringAppStart) clearSession();
  return loggedIn;
}
