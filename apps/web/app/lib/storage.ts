import { STORAGE_PREFIX, STORAGE_VERSION, STORAGE_VERSION_KEY, type StorageKey } from '@wellfit/contracts/constants';

/** Checks a value read back from storage; local storage outlives releases and can be edited by hand. */
export type StoredValueGuard<T> = (value: unknown) => value is T;

export const isNonEmptyText: StoredValueGuard<string> = (value): value is string =>
  typeof value === 'string' && value.length > 0;

/** A millisecond timestamp (token and cached-user expiries). */
export const isTimestamp: StoredValueGuard<number> = (value): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0;

/**
 * The one local-storage wrapper (SPEC §9): every key carries STORAGE_PREFIX, and a stored
 * version other than STORAGE_VERSION wipes every prefixed key before the first read or write.
 * Values are JSON, checked by the caller's guard on the way out (an invalid value reads as
 * null). On the server (no window) reads answer null and writes do nothing.
 *
 * Guards are plain functions rather than zod schemas: every page loads this module, and the
 * home page's JavaScript budget (150 KB gzip) has no room for a validation library.
 */
export interface AppStorage {
  get<T>(key: StorageKey, guard: StoredValueGuard<T>): T | null;
  set<T>(key: StorageKey, value: T): void;
  remove(...keys: StorageKey[]): void;
}

export function createAppStorage(backend: () => Storage | undefined): AppStorage {
  let versionChecked = false;

  function open(): Storage | undefined {
    const store = backend();
    if (!store) return undefined;
    if (!versionChecked) {
      versionChecked = true;
      ensureVersion(store);
    }
    return store;
  }

  return {
    get(key, guard) {
      const raw = open()?.getItem(STORAGE_PREFIX + key);
      if (raw == null) return null;
      try {
        const value: unknown = JSON.parse(raw);
        return guard(value) ? value : null;
      } catch {
        return null;
      }
    },
    set(key, value) {
      try {
        open()?.setItem(STORAGE_PREFIX + key, JSON.stringify(value));
      } catch {
        // Quota exceeded or storage disabled (Safari private mode): the app works without persistence.
      }
    },
    remove(...keys) {
      const store = open();
      for (const key of keys) store?.removeItem(STORAGE_PREFIX + key);
    },
  };
}

function ensureVersion(store: Storage): void {
  const versionKey = STORAGE_PREFIX + STORAGE_VERSION_KEY;
  if (store.getItem(versionKey) === String(STORAGE_VERSION)) return;
  const ours: string[] = [];
  for (let index = 0; index < store.length; index += 1) {
    const key = store.key(index);
    if (key?.startsWith(STORAGE_PREFIX)) ours.push(key);
  }
  for (const key of ours) store.removeItem(key);
  try {
    store.setItem(versionKey, String(STORAGE_VERSION));
  } catch {
    // Storage disabled: nothing was kept, so there is nothing to protect.
  }
}

function browserLocalStorage(): Storage | undefined {
  if (typeof window === 'undefined') return undefined;
  try {
    return window.localStorage;
  } catch {
    // Access throws when the visitor blocks site data.
    return undefined;
  }
}

export const storage = createAppStorage(browserLocalStorage);
