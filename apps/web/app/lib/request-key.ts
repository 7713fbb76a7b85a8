/**
 * A key for one attempt of a call a client may resend (generateOrder, pay/payment): random,
 * URL-safe, and made without crypto.randomUUID, which plain-HTTP pages outside localhost lack.
 */
export function newRequestKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(18));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
