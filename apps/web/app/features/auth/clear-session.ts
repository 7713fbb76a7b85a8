import { STORAGE_KEYS } from '@wellfit/contracts/constants';
import { storage } from '~/lib/storage';
import { getSession, updateSession } from '~/lib/session-store';
import { readToken } from '~/lib/token';

/**
 * Forgets the member on this device (SPEC §4 Logout): token and expiry, stored user, login type,
 * account and sports-programme data, and every cached member answer.
 */
export function clearSession(): void {
  const hadSession = readToken() !== null || getSession().user !== null;
  storage.remove(
    STORAGE_KEYS.token,
    STORAGE_KEYS.tokenExpireAt,
    STORAGE_KEYS.currentUser,
    STORAGE_KEYS.currentUserExpireAt,
    STORAGE_KEYS.loginType,
    STORAGE_KEYS.account,
    STORAGE_KEYS.uSport,
  );
  updateSession({ token: null, user: null });
  // A visitor who never logged in has no member answers cached, and no query code to load.
  if (hadSession) void import('~/lib/query-client').then(({ getQueryClient }) => getQueryClient().clear());
}
