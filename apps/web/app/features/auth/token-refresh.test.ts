import { describe, expect, it } from 'vitest';
import { TOKEN_REFRESH_WINDOW_MS } from '@wellfit/contracts/constants';
import { isTokenRefreshDue } from './token-refresh';

const now = Date.parse('2026-11-21T10:00:00+08:00');

describe('isTokenRefreshDue (SPEC §4: only within one day of expiry)', () => {
  it('skips the refresh while more than a day is left', () => {
    expect(isTokenRefreshDue(now + TOKEN_REFRESH_WINDOW_MS + 1, now)).toBe(false);
    expect(isTokenRefreshDue(now + 30 * TOKEN_REFRESH_WINDOW_MS, now)).toBe(false);
  });

  it('refreshes once the expiry is within a day', () => {
    expect(isTokenRefreshDue(now + TOKEN_REFRESH_WINDOW_MS - 1, now)).toBe(true);
    expect(isTokenRefreshDue(now + 60_000, now)).toBe(true);
  });

  it('refreshes after a login, which stores expiry 0', () => {
    expect(isTokenRefreshDue(0, now)).toBe(true);
  });
});
