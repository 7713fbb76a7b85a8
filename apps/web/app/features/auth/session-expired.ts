import { clearSession } from './clear-session';
import { requestLogin } from '~/lib/request-login';
import { getSession, updateSession } from '~/lib/session-store';

/**
 * SPEC §8 401: the API client has already cleared the stored token, its expiry and the
 * sports-programme data; the app stops treating the visitor as a member.
 *
 * During app start the 401 is the Unauthorized that logs out (SPEC §4, §8 "on startup it causes
 * logout") whichever start call met it (restoreSession sees its own calls fail, but not the
 * cart count, whose error stays inside the query cache). No dialog is opened then: app start
 * must finish for routes to render, and a needAuth page asks for login itself once it has.
 *
 * Later, login is forced: true when the visitor logged in again (the client reloads the page).
 * A new member goes to /register first and is reloaded once registration is finished.
 */
export async function handleSessionExpired(): Promise<boolean> {
  const duringAppStart = !getSession().ready;
  updateSession({ token: null, user: null });
  if (duringAppStart) {
    clearSession();
    return false;
  }
  return (await requestLogin()) === 'loggedIn';
}
