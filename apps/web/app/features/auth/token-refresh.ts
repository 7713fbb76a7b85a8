import { TOKEN_REFRESH_WINDOW_MS } from '@wellfit/contracts/constants';

/**
 * SPEC §4: the token is refreshed only when its expiry is within one day. A login stores expiry
 * 0 (SPEC §4 Login), so the first start after a login always refreshes.
 */
export function isTokenRefreshDue(expiresAt: number, now: number): boolean {
  return expiresAt - now < TOKEN_REFRESH_WINDOW_MS;
}
