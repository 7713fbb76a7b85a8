import { hash, verify } from '@node-rs/argon2';
import type { Config } from '../../config.ts';

/**
 * argon2id (memory-hard). Parameters come from the config (PASSWORD_HASH_MEMORY_KIB,
 * PASSWORD_HASH_ITERATIONS) and are written into each hash, so raising them later still
 * verifies older hashes, including the seed's (made with the library defaults).
 */
export function hashPassword(config: Pick<Config, 'passwordHash'>, password: string): Promise<string> {
  // The library's default algorithm is argon2id (its const enum cannot be imported here); tests check the $argon2id$ prefix.
  return hash(password, {
    memoryCost: config.passwordHash.memoryCost,
    timeCost: config.passwordHash.timeCost,
    parallelism: 1,
  });
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let decoyHash: Promise<string> | undefined;

/**
 * Spends the time of a real check when the account has no password (or does not exist), so
 * the answer's timing does not tell which accounts exist.
 */
export async function verifyDecoy(config: Pick<Config, 'passwordHash'>, password: string): Promise<false> {
  decoyHash ??= hashPassword(config, 'decoy-password-never-matches');
  await verifyPassword(await decoyHash, password);
  return false;
}
