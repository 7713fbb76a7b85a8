import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The disk store's short-lived addresses of private files: /private-files/<key>?expires=…&signature=…,
 * an HMAC-SHA256 of the key and the expiry under a key derived from APP_SECRET, so every
 * process (and every node with the same secret) accepts what another signed.
 */
export const PRIVATE_FILES_PATH = '/private-files';

function signatureOf(signingKey: string, key: string, expires: number): string {
  return createHmac('sha256', signingKey).update(`${key}\n${expires}`).digest('base64url');
}

export function signPrivateAddress(signingKey: string, key: string, expiresAtSeconds: number): string {
  const path = key.split('/').map(encodeURIComponent).join('/');
  return `${PRIVATE_FILES_PATH}/${path}?expires=${expiresAtSeconds}&signature=${signatureOf(signingKey, key, expiresAtSeconds)}`;
}

/** 'ok' only for our own signature over this key that has not expired yet. */
export function checkPrivateAddress(
  signingKey: string,
  key: string,
  query: { expires?: unknown; signature?: unknown },
  nowSeconds = Math.floor(Date.now() / 1000),
): 'ok' | 'expired' | 'forged' {
  const expires = typeof query.expires === 'string' && /^\d{1,12}$/.test(query.expires) ? Number(query.expires) : NaN;
  const given = typeof query.signature === 'string' ? Buffer.from(query.signature) : Buffer.alloc(0);
  if (!Number.isFinite(expires)) return 'forged';
  const expected = Buffer.from(signatureOf(signingKey, key, expires));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'forged';
  return expires < nowSeconds ? 'expired' : 'ok';
}
