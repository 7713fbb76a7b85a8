import { createHmac, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Development and tests only: a known key is harmless where nothing real is protected. */
export const DEVELOPMENT_APP_SECRET = 'wellfit-development-secret-not-for-production-use';

/**
 * `npm start` without APP_SECRET: a random secret kept beside the embedded database, so a
 * restart keeps codes and video addresses valid and a new shop needs no setup. Created once,
 * readable by its owner only; two processes starting together both read the first one written.
 */
export function secretFromDataDir(dataDir: string): string {
  const file = path.join(dataDir, 'app-secret');
  mkdirSync(dataDir, { recursive: true });
  try {
    writeFileSync(file, randomBytes(32).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return readFileSync(file, 'utf8').trim();
}

/** One key per use, so a key that leaks from one use (a log, a URL) says nothing of the others. */
export function deriveKey(
  appSecret: string,
  purpose: 'one-time-code-hash' | 'video-playback-address' | 'contact-verification' | 'private-file-address',
): string {
  return createHmac('sha256', appSecret).update(purpose).digest('base64url');
}
