import { STORAGE_KEYS } from '@wellfit/contracts/constants';
import { UnauthorizedError } from '~/lib/api-client';
import { isTimestamp, storage } from '~/lib/storage';
import { getUserDetails, isCurrentUser, type CurrentUser } from '~/lib/get-user-details';
import { refreshToken } from './api/refresh-token';
import { clearSession } from './clear-session';
import { storeCurrentUser } from '~/lib/current-user-cache';
import { isEmptyUser, updateSession } from '~/lib/session-store';
import { readToken, readTokenExpiry, storeToken } from '~/lib/token';
import { isTokenRefreshDue } from './token-refresh';

function cachedUser(now: number): CurrentUser | null {
  const expiresAt = storage.get(STORAGE_KEYS.currentUserExpireAt, isTimestamp) ?? 0;
  if (expiresAt <= now) return null;
  return storage.get(STORAGE_KEYS.currentUser, isCurrentUser);
}

async function loadCurrentUser(now: number): Promise<CurrentUser> {
  const cached = cachedUser(now);
  if (cached) return cached;
  const user = await getUserDetails();
  storeCurrentUser(user, now);
  return user;
}

/**
 * The member part of app start (SPEC §4): refresh the token when it expires within a day, load
 * the current user (from the cache while it lasts), and log out on an empty user or Unauthorized.
 * At start the logout is silent: a visitor who never logged in must not see "You have logged out".
 */
export async function restoreSession(now: number = Date.now()): Promise<CurrentUser | null> {
  try {
    if (isTokenRefreshDue(readTokenExpiry(), now)) {
      const answer = await refreshToken();
      storeToken(answer.token, answer.expires_in, now);
    }
    const user = await loadCurrentUser(now);
    if (isEmptyUser(user)) {
      clearSession();
      return null;
    }
    updateSession({ token: readToken(), user });
    return user;
  } catch (error) {
    if (error instanceof UnauthorizedError) {
      clearSession();
      return null;
    }
    // The server could not answer (network, 5xx): keep the stored session, member calls retry later.
    const token = readToken();
    const user = token ? storage.get(STORAGE_KEYS.currentUser, isCurrentUser) : null;
    updateSession({ token, user });
    return user;
  }
}
