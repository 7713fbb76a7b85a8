import { STORAGE_KEYS } from '@wellfit/contracts/constants';
import { isNonEmptyText, isTimestamp, storage } from '~/lib/storage';

export function readToken(): string | null {
  return storage.get(STORAGE_KEYS.token, isNonEmptyText);
}

/** Stores a token that expires `expiresInSeconds` from now (SPEC §7 refreshToken answer). */
export function storeToken(token: string, expiresInSeconds: number, now: number): void {
  storage.set(STORAGE_KEYS.token, token);
  storage.set(STORAGE_KEYS.tokenExpireAt, now + expiresInSeconds * 1000);
}

export function readTokenExpiry(): number {
  return storage.get(STORAGE_KEYS.tokenExpireAt, isTimestamp) ?? 0;
}
