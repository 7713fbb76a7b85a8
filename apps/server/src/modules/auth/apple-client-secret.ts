import { importPKCS8, SignJWT, type CryptoKey } from 'jose';
import type { AppleSigningKey } from '../../config.ts';

/** Apple's token endpoint checks the client secret's audience against this. */
export const APPLE_AUDIENCE = 'https://appleid.apple.com';

/** Apple accepts up to 6 months; a secret signed per exchange needs only minutes. */
const SECRET_VALIDITY_SECONDS = 5 * 60;

const importedKeys = new Map<string, Promise<CryptoKey>>();

function privateKey(pem: string): Promise<CryptoKey> {
  let key = importedKeys.get(pem);
  if (!key) importedKeys.set(pem, (key = importPKCS8(pem, 'ES256')));
  return key;
}

/**
 * Sign in with Apple's client_secret: an ES256 JWT signed with the team's .p8 key, with kid =
 * key id, iss = team id, sub = the Services ID (our client id), aud = appleid.apple.com. Signed
 * for each code exchange (a fraction of a millisecond), so no long-lived secret sits anywhere.
 */
export async function appleClientSecret(key: AppleSigningKey, clientId: string): Promise<string> {
  return new SignJWT({})
    .setProtectedHeader({ alg: 'ES256', kid: key.keyId })
    .setIssuer(key.teamId)
    .setSubject(clientId)
    .setAudience(APPLE_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${SECRET_VALIDITY_SECONDS}s`)
    .sign(await privateKey(key.privateKeyPem));
}
