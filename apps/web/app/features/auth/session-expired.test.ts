import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS, STORAGE_PREFIX, STORAGE_VERSION, STORAGE_VERSION_KEY } from '@wellfit/contracts/constants';
import { MemoryStorage } from '~/test-support/memory-storage';
import { closeAuthDialog, currentAuthDialog } from '~/lib/auth-dialog-store';
import { finishRegistration, settleLoginRequest } from '~/lib/request-login';
import { handleSessionExpired } from './session-expired';
import { getSession, updateSession } from '~/lib/session-store';

/**
 * What is left on the device after a 401 (SPEC §8). The API client has removed token, expiry and
 * sport data before this runs; the test starts from that state.
 */
let localStorage: MemoryStorage;

const MEMBER_KEYS = {
  [STORAGE_KEYS.currentUser]: { id: 1, nickName: '怡君' },
  [STORAGE_KEYS.currentUserExpireAt]: Date.now() + 60_000,
  [STORAGE_KEYS.loginType]: 2,
  [STORAGE_KEYS.account]: '0912345678',
};

function stored(key: string): unknown {
  const raw = localStorage.getItem(STORAGE_PREFIX + key);
  return raw === null ? null : JSON.parse(raw);
}

beforeEach(() => {
  localStorage = new MemoryStorage();
  localStorage.setItem(STORAGE_PREFIX + STORAGE_VERSION_KEY, String(STORAGE_VERSION));
  localStorage.setItem(
    STORAGE_PREFIX + STORAGE_KEYS.cookieConsent,
    JSON.stringify({ id: 'x', status: true, updatedAt: 1 }),
  );
  for (const [key, value] of Object.entries(MEMBER_KEYS))
    localStorage.setItem(STORAGE_PREFIX + key, JSON.stringify(value));
  vi.stubGlobal('window', { localStorage });
});

afterEach(() => {
  vi.unstubAllGlobals();
  updateSession({ ready: false, token: null, user: null });
});

describe('handleSessionExpired (SPEC §8 401, no login)', () => {
  it('during app start logs out: nothing of the member is left (SPEC §4)', async () => {
    updateSession({ ready: false, token: 'ended', user: { id: 1 } });

    await expect(handleSessionExpired()).resolves.toBe(false);
    // App start must finish (routes wait for it): no login dialog is opened then.
    expect(currentAuthDialog()).toBeNull();

    expect(getSession()).toMatchObject({ token: null, user: null });
    for (const key of Object.keys(MEMBER_KEYS)) expect(stored(key), key).toBeNull();
    // Keys that are not the member's stay.
    expect(stored(STORAGE_KEYS.cookieConsent)).toMatchObject({ status: true });
  });

  it('after app start asks for login; dismissed, it stops treating the visitor as a member but clears only what SPEC §8 names', async () => {
    updateSession({ ready: true, token: 'ended', user: { id: 1 } });

    const handled = handleSessionExpired();
    expect(currentAuthDialog()).toBe('login');
    closeAuthDialog();
    await expect(handled).resolves.toBe(false);

    expect(getSession()).toMatchObject({ ready: true, token: null, user: null });
    for (const [key, value] of Object.entries(MEMBER_KEYS)) expect(stored(key), key).toEqual(value);
  });
});

describe('handleSessionExpired (SPEC §8 401, logged in again)', () => {
  it('answers true so the page reloads (SPEC §8: on success reload the page)', async () => {
    updateSession({ ready: true, token: 'ended', user: { id: 1 } });
    const handled = handleSessionExpired();
    settleLoginRequest('loggedIn');
    await expect(handled).resolves.toBe(true);
    expect(currentAuthDialog()).toBeNull();
  });

  it('a new member on the way to /register is not reloaded before registration is finished, and nothing they stored is cleared', async () => {
    updateSession({ ready: true, token: 'ended', user: { id: 1 } });
    const handled = handleSessionExpired();
    settleLoginRequest('registering');
    expect(currentAuthDialog()).toBeNull();
    const early = await Promise.race([handled, new Promise((resolve) => setTimeout(() => resolve('open'), 20))]);
    expect(early).toBe('open');
    for (const [key, value] of Object.entries(MEMBER_KEYS)) expect(stored(key), key).toEqual(value);
    finishRegistration('loggedIn');
    await expect(handled).resolves.toBe(true);
  });

  it('a new member who leaves registration is not reloaded', async () => {
    updateSession({ ready: true, token: 'ended', user: { id: 1 } });
    const handled = handleSessionExpired();
    settleLoginRequest('registering');
    finishRegistration('dismissed');
    await expect(handled).resolves.toBe(false);
  });
});
