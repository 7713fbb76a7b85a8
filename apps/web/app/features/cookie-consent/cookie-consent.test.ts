import { describe, expect, it } from 'vitest';
import { STORAGE_PREFIX } from '@wellfit/contracts/constants';
import { createAppStorage } from '../../lib/storage';
import { MemoryStorage } from '../../test-support/memory-storage';
import { readCookieConsent, saveCookieConsent } from './cookie-consent';

describe('cookie consent record (SPEC §3, §4)', () => {
  it('is absent until the visitor answers', () => {
    expect(readCookieConsent(createAppStorage(() => new MemoryStorage()))).toBeNull();
  });

  it('is created on the first answer with id, status and timestamp', () => {
    const backend = new MemoryStorage();
    const storage = createAppStorage(() => backend);
    const record = saveCookieConsent(storage, true, 1_000, () => 'consent-1');
    expect(record).toEqual({ id: 'consent-1', status: true, updatedAt: 1_000 });
    expect(JSON.parse(backend.getItem(`${STORAGE_PREFIX}cookie_consent`) ?? 'null')).toEqual(record);
    expect(readCookieConsent(storage)).toEqual(record);
  });

  it('is updated, keeping its id, when the answer changes', () => {
    const backend = new MemoryStorage();
    const storage = createAppStorage(() => backend);
    saveCookieConsent(storage, true, 1_000, () => 'consent-1');
    const updated = saveCookieConsent(storage, false, 2_000, () => 'never-used');
    expect(updated).toEqual({ id: 'consent-1', status: false, updatedAt: 2_000 });
  });

  it('ignores a malformed stored record', () => {
    const backend = new MemoryStorage();
    const storage = createAppStorage(() => backend);
    storage.set('cookie_consent', { id: 'x', status: 'yes', updatedAt: 1 });
    expect(readCookieConsent(storage)).toBeNull();
  });
});
