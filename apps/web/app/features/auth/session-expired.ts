import { requestLogin } from './request-login';
import { updateSession } from './session-store';

/**
 * SPEC §8 401: the API client has already cleared the stored token, its expiry and the
 * sports-programme data; the app stops treating the visitor as a member and asks for login.
 */
export function handleSessionExpired(): Promise<boolean> {
  updateSession({ token: null, user: null });
  return requestLogin();
}
