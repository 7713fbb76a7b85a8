import i18next from 'i18next';
import { showToast } from '~/lib/toast';

let pending: Promise<boolean> | null = null;

/**
 * The one way the app asks the visitor to log in (SPEC §2 route guards, §8 session 401); true
 * when they did. Concurrent callers (several requests answered 401 together) share one prompt.
 *
 * The login dialog arrives with the accounts issue and replaces this body; until then the
 * visitor sees the "Please login to continue" notice and the request counts as dismissed.
 */
export function requestLogin(): Promise<boolean> {
  pending ??= Promise.resolve()
    .then(() => {
      showToast(i18next.t('messages:please_login'));
      return false;
    })
    .finally(() => {
      pending = null;
    });
  return pending;
}

/** The login request on screen, if any: a page whose session ended under it waits for that one. */
export function pendingLoginRequest(): Promise<boolean> | null {
  return pending;
}
