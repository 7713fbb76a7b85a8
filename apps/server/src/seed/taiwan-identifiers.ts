import type { Faker } from '@faker-js/faker';

/**
 * Identifiers with Taiwanese formats, so seeded data passes the same checks real input does.
 */

const UBN_WEIGHTS = [1, 2, 1, 2, 1, 2, 4, 1] as const;

/** Uniform business number (統一編號): weighted digit sums divisible by 5 (rule since 2023). */
export function isBusinessNumber(value: string): boolean {
  if (!/^\d{8}$/.test(value)) return false;
  const digits = [...value].map(Number);
  const sum = digits.reduce((total, digit, index) => {
    const product = digit * UBN_WEIGHTS[index]!;
    return total + Math.floor(product / 10) + (product % 10);
  }, 0);
  return sum % 5 === 0 || (digits[6] === 7 && (sum + 1) % 5 === 0);
}

export function businessNumber(faker: Faker): string {
  for (;;) {
    const candidate = faker.string.numeric({ length: 8, allowLeadingZeros: false });
    if (isBusinessNumber(candidate)) return candidate;
  }
}

/** Mobile barcode carrier (手機條碼): a slash and seven of 0-9, A-Z, + - . */
export function mobileCarrierCode(faker: Faker): string {
  return `/${faker.string.fromCharacters('0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ+-.', 7)}`;
}

/** E-invoice number: two capital letters and eight digits. */
export function invoiceNumber(faker: Faker): string {
  return `${faker.string.alpha({ length: 2, casing: 'upper' })}${faker.string.numeric(8)}`;
}

const MODULUS = 90_000_000;

/**
 * The n-th generated member's mobile, without its leading 0 (how users.phone stores it): 9 and
 * eight digits. n → n × 62,838,451 mod 90,000,000 is a bijection (the multiplier shares no
 * factor with 2, 3 or 5), so numbers never repeat while they look scattered.
 */
export function generatedMobile(memberIndex: number): string {
  return `9${10_000_000 + Number((BigInt(memberIndex) * 62_838_451n + 41_234_567n) % BigInt(MODULUS))}`;
}

const INVITE_SPACE = 36 ** 6;

/** A member's invite code for /r/{inviteCode}: unique per id for the same reason. */
export function inviteCode(memberId: number): string {
  return `WF${((memberId * 7919 + 104_729) % INVITE_SPACE).toString(36).toUpperCase().padStart(6, '0')}`;
}
