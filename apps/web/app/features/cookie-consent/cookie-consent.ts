import { STORAGE_KEYS } from '@wellfit/contracts/constants';
import { isNonEmptyText, isTimestamp, type AppStorage } from '../../lib/storage';

/** SPEC §3 Cookie consent record: status true (accepted) or false (declined), with when it was given. */
export interface CookieConsentRecord {
  id: string;
  status: boolean;
  /** Millisecond timestamp. */
  updatedAt: number;
}

export function isCookieConsentRecord(value: unknown): value is CookieConsentRecord {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return isNonEmptyText(record.id) && typeof record.status === 'boolean' && isTimestamp(record.updatedAt);
}

export function readCookieConsent(storage: AppStorage): CookieConsentRecord | null {
  return storage.get(STORAGE_KEYS.cookieConsent, isCookieConsentRecord);
}

const listeners = new Set<() => void>();

/** Lets the banner follow answers given in this tab. */
export function subscribeCookieConsent(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** SPEC §4: the record is created on the first answer and updated (same id, new time) afterwards. */
export function saveCookieConsent(
  storage: AppStorage,
  status: boolean,
  now: number,
  newId: () => string,
): CookieConsentRecord {
  const previous = readCookieConsent(storage);
  const record: CookieConsentRecord = { id: previous?.id ?? newId(), status, updatedAt: now };
  storage.set(STORAGE_KEYS.cookieConsent, record);
  for (const listener of listeners) listener();
  return record;
}
