import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS, STORAGE_PREFIX, STORAGE_VERSION, STORAGE_VERSION_KEY } from '@wellfit/contracts/constants';
import { MemoryStorage } from '../test-support/memory-storage';
import { createAppStorage, isNonEmptyText, isTimestamp } from './storage';

const versionKey = STORAGE_PREFIX + STORAGE_VERSION_KEY;

describe('app storage (SPEC §9 local storage)', () => {
  it('writes JSON under the fixed prefix and records the storage version', () => {
    const backend = new MemoryStorage();
    const storage = createAppStorage(() => backend);
    storage.set(STORAGE_KEYS.token, 'abc');
    storage.set(STORAGE_KEYS.tokenExpireAt, 1_700_000_000_000);
    expect(backend.getItem(`${STORAGE_PREFIX}token`)).toBe('"abc"');
    expect(backend.getItem(`${STORAGE_PREFIX}token_expire_at`)).toBe('1700000000000');
    expect(backend.getItem(versionKey)).toBe(String(STORAGE_VERSION));
    expect(storage.get(STORAGE_KEYS.token, isNonEmptyText)).toBe('abc');
  });

  it('wipes every prefixed key, and only those, when the stored version differs', () => {
    const backend = new MemoryStorage();
    backend.setItem(versionKey, '1');
    backend.setItem(`${STORAGE_PREFIX}token`, '"old-token"');
    backend.setItem(`${STORAGE_PREFIX}current_user`, '{"id":"7"}');
    backend.setItem('another_site_key', 'kept');
    const storage = createAppStorage(() => backend);

    expect(storage.get(STORAGE_KEYS.token, isNonEmptyText)).toBeNull();
    expect(backend.keys().sort()).toEqual(['another_site_key', versionKey].sort());
    expect(backend.getItem(versionKey)).toBe(String(STORAGE_VERSION));
  });

  it('wipes prefixed keys left without any version (an older release)', () => {
    const backend = new MemoryStorage();
    backend.setItem(`${STORAGE_PREFIX}locale`, '"en"');
    createAppStorage(() => backend).set(STORAGE_KEYS.cacheEmail, 'a@b.tw');
    expect(backend.getItem(`${STORAGE_PREFIX}locale`)).toBeNull();
    expect(backend.getItem(`${STORAGE_PREFIX}cache_email`)).toBe('"a@b.tw"');
  });

  it('keeps data when the version matches', () => {
    const backend = new MemoryStorage();
    backend.setItem(versionKey, String(STORAGE_VERSION));
    backend.setItem(`${STORAGE_PREFIX}account`, '"0912345678"');
    expect(createAppStorage(() => backend).get(STORAGE_KEYS.account, isNonEmptyText)).toBe('0912345678');
  });

  it('reads a value that fails its guard, or is not JSON, as null', () => {
    const backend = new MemoryStorage();
    const storage = createAppStorage(() => backend);
    storage.set(STORAGE_KEYS.tokenExpireAt, 'soon');
    expect(storage.get(STORAGE_KEYS.tokenExpireAt, isTimestamp)).toBeNull();
    backend.setItem(`${STORAGE_PREFIX}token`, '{not json');
    expect(storage.get(STORAGE_KEYS.token, isNonEmptyText)).toBeNull();
  });

  it('removes keys', () => {
    const backend = new MemoryStorage();
    const storage = createAppStorage(() => backend);
    storage.set(STORAGE_KEYS.token, 't');
    storage.set(STORAGE_KEYS.uSport, { authCode: 'x' });
    storage.remove(STORAGE_KEYS.token, STORAGE_KEYS.uSport);
    expect(backend.keys()).toEqual([versionKey]);
  });

  it('is safe without a browser: reads are null and writes do nothing', () => {
    const storage = createAppStorage(() => undefined);
    expect(() => storage.set(STORAGE_KEYS.locale, 'en')).not.toThrow();
    expect(storage.get(STORAGE_KEYS.locale, isNonEmptyText)).toBeNull();
    expect(() => storage.remove(STORAGE_KEYS.locale)).not.toThrow();
  });

  it('keeps working when the browser refuses to store (quota, private mode)', () => {
    const backend = new MemoryStorage();
    backend.setItem(versionKey, String(STORAGE_VERSION));
    backend.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    const storage = createAppStorage(() => backend);
    expect(() => storage.set(STORAGE_KEYS.token, 'x')).not.toThrow();
  });
});
