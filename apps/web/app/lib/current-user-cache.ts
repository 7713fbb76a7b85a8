import { STORAGE_KEYS } from '@wellfit/contracts/constants';
import { storage } from '~/lib/storage';
import type { CurrentUser } from '~/lib/get-user-details';
import { updateSession } from '~/lib/session-store';

/**
 * How long the stored current user is trusted before it is fetched again. SPEC §9 says the
 * lifetime is not shown; five minutes keeps the header quick without showing stale VIP state
 * for long (docs/decisions/app-start-details.md).
 */
export const CURRENT_USER_CACHE_MS = 5 * 60 * 1000;

/** Keeps the member as the server last answered them (login, profile edit), for the header and the next start. */
export function storeCurrentUser(user: CurrentUser, now: number = Date.now()): void {
  storage.set(STORAGE_KEYS.currentUser, user);
  storage.set(STORAGE_KEYS.currentUserExpireAt, now + CURRENT_USER_CACHE_MS);
}

/** A profile change the server confirmed: the header and the cache show it at once. */
export function replaceCurrentUser(user: CurrentUser): void {
  storeCurrentUser(user);
  updateSession({ user });
}
