import { createCipheriv, createDecipheriv, createHash, timingSafeEqual } from 'node:crypto';

/*
 * ECPay's two ways of protecting a message, as its published SDK computes them (ECPay/SDK_PHP
 * CheckMacValueService, UrlService::ecpayUrlEncode and AesService):
 * - CheckMacValue for form posts (card notifications, trade queries);
 * - AES-128-CBC over URL-encoded JSON for the JSON APIs (站內付 2.0, B2C e-invoice).
 * Both encode URLs the PHP way, which encodeURIComponent does not (STACK.md's ECPay trap).
 */

export interface EcpayKeys {
  hashKey: string;
  hashIv: string;
}

/** PHP's urlencode(): like encodeURIComponent, but space is `+` and !'()*~ are encoded. */
export function phpUrlEncode(text: string): string {
  return encodeURIComponent(text)
    .replace(/%20/g, '+')
    .replace(/[!'()*~]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** PHP's urldecode(): `+` is a space. */
export function phpUrlDecode(text: string): string {
  return decodeURIComponent(text.replace(/\+/g, ' '));
}

/** ECPay's URL encoding for CheckMacValue: PHP urlencode, lower-cased, then .NET's unreserved characters back. */
export function ecpayUrlEncode(text: string): string {
  return phpUrlEncode(text)
    .toLowerCase()
    .replace(/%2d/g, '-')
    .replace(/%5f/g, '_')
    .replace(/%2e/g, '.')
    .replace(/%21/g, '!')
    .replace(/%2a/g, '*')
    .replace(/%28/g, '(')
    .replace(/%29/g, ')');
}

/**
 * SHA-256 CheckMacValue (EncryptType 1): every parameter but CheckMacValue, sorted by name
 * case-insensitively, as `HashKey=…&name=value&…&HashIV=…`, ECPay-URL-encoded, hashed, upper-case hex.
 */
export function checkMacValue(parameters: Record<string, string | number>, keys: EcpayKeys): string {
  const names = Object.keys(parameters)
    .filter((name) => name !== 'CheckMacValue')
    .sort((a, b) => {
      const left = a.toLowerCase();
      const right = b.toLowerCase();
      return left < right ? -1 : left > right ? 1 : 0;
    });
  const joined = names.map((name) => `${name}=${parameters[name]}`).join('&');
  const source = `HashKey=${keys.hashKey}&${joined}&HashIV=${keys.hashIv}`;
  return createHash('sha256').update(ecpayUrlEncode(source)).digest('hex').toUpperCase();
}

/**
 * Whether a received form carries the CheckMacValue its other fields give (constant-time compare
 * of bytes: 64 characters of which some are not ASCII are more than 64 bytes, and unequal).
 */
export function hasValidCheckMacValue(parameters: Record<string, string>, keys: EcpayKeys): boolean {
  const received = parameters.CheckMacValue;
  if (typeof received !== 'string') return false;
  const expected = Buffer.from(checkMacValue(parameters, keys));
  const given = Buffer.from(received.toUpperCase());
  return given.length === expected.length && timingSafeEqual(expected, given);
}

/** AesService::encrypt: JSON, PHP-URL-encoded, AES-128-CBC with HashKey and HashIV, base64. */
export function ecpayEncrypt(data: unknown, keys: EcpayKeys): string {
  const cipher = createCipheriv('aes-128-cbc', Buffer.from(keys.hashKey), Buffer.from(keys.hashIv));
  const plain = phpUrlEncode(JSON.stringify(data));
  return Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]).toString('base64');
}

/** AesService::decrypt: the reverse of ecpayEncrypt; throws on a wrong key or broken data. */
export function ecpayDecrypt<T = unknown>(data: string, keys: EcpayKeys): T {
  const decipher = createDecipheriv('aes-128-cbc', Buffer.from(keys.hashKey), Buffer.from(keys.hashIv));
  const plain = Buffer.concat([decipher.update(Buffer.from(data, 'base64')), decipher.final()]).toString('utf8');
  return JSON.parse(phpUrlDecode(plain)) as T;
}
