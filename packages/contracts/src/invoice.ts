import { z } from 'zod';
import type { MessageKey } from './messages';

/*
 * Taiwan e-invoices at checkout (SPEC §3 Invoice, §7 generateOrder `invoiceData`). SPEC numbers
 * the mobile-carrier invoice 2 and the company invoice 3; the member's own e-invoice (kept in the
 * shop's member carrier) is 1, and a donation, which SPEC names without a number, is 4
 * (docs/decisions/invoice-types.md). Every rule is a predicate and a zod schema built on it, as
 * in validation.ts, so the checkout form and generateOrder refuse the same things.
 */

export const INVOICE_TYPE = { member: 1, mobileCarrier: 2, company: 3, donation: 4 } as const;
export type InvoiceType = (typeof INVOICE_TYPE)[keyof typeof INVOICE_TYPE];
export const INVOICE_TYPES = Object.values(INVOICE_TYPE);

/**
 * The Ministry of Finance's mobile barcode: a slash, then 7 of 0-9, A-Z, period, plus and minus.
 * Shoppers type it in lower case too; it is stored upper-cased, as the barcode reads.
 */
export const MOBILE_BARCODE_PATTERN = /^\/[0-9A-Z.+-]{7}$/;

export function normaliseMobileBarcode(code: string): string {
  return code.trim().toUpperCase();
}

export function isMobileBarcode(code: string): boolean {
  return MOBILE_BARCODE_PATTERN.test(normaliseMobileBarcode(code));
}

/** A donation code (捐贈碼, 愛心碼) names the receiving charity with 3 to 7 digits. */
export const DONATION_CODE_PATTERN = /^\d{3,7}$/;

export function isDonationCode(code: string): boolean {
  return DONATION_CODE_PATTERN.test(code.trim());
}

/**
 * Charities offered in one tap beside the donation-code field: codes the charities publish
 * themselves. A shopper may type any other code.
 */
export const WELL_KNOWN_CHARITIES = [
  { code: '919', name: { zhTW: '創世基金會', zhCN: '创世基金会', en: 'Genesis Social Welfare Foundation' } },
  {
    code: '88888',
    name: { zhTW: '兒童癌症基金會', zhCN: '儿童癌症基金会', en: "Children's Cancer Foundation" },
  },
] as const;

const TAX_ID_WEIGHTS = [1, 2, 1, 2, 1, 2, 4, 1] as const;

/**
 * A company's uniform number (統一編號), by the Ministry of Finance's check in force since
 * April 2023: multiply the eight digits by 1,2,1,2,1,2,4,1, add the digits of each product, and
 * the sum must be divisible by 5 (it was 10 before; every old number still passes). When the
 * seventh digit is 7 its product 28 counts as 10, or as 1 (2+8 carried once more), so the number
 * also passes when the sum plus one is divisible by 5.
 */
export function isTaxId(taxId: string): boolean {
  const trimmed = taxId.trim();
  if (!/^\d{8}$/.test(trimmed)) return false;
  const digits = [...trimmed].map(Number);
  let sum = 0;
  digits.forEach((digit, index) => {
    const product = digit * TAX_ID_WEIGHTS[index]!;
    sum += Math.floor(product / 10) + (product % 10);
  });
  if (sum % 5 === 0) return true;
  return digits[6] === 7 && (sum + 1) % 5 === 0;
}

/** The buyer's name printed on a company invoice; the platform limits it to 60 characters. */
export const COMPANY_TITLE_MAX_LENGTH = 60;

function issue(message: MessageKey) {
  return { error: message } as const;
}

const text = () => z.string(issue('warning_required')).trim();

/** §7 generateOrder `invoiceData`: the type, and what that type needs (invoiceCode, invoiceTitle). */
export const invoiceDataSchema = z.discriminatedUnion(
  'invoiceType',
  [
    z.object({ invoiceType: z.literal(INVOICE_TYPE.member) }),
    z.object({
      invoiceType: z.literal(INVOICE_TYPE.mobileCarrier),
      invoiceCode: text()
        .min(1, issue('warning_required'))
        .refine(isMobileBarcode, issue('warning_invalid_mobile_barcode'))
        .transform(normaliseMobileBarcode),
    }),
    z.object({
      invoiceType: z.literal(INVOICE_TYPE.company),
      invoiceTitle: text()
        .min(1, issue('warning_required'))
        .max(COMPANY_TITLE_MAX_LENGTH, issue('validation_out_of_range')),
      invoiceCode: text().min(1, issue('warning_required')).refine(isTaxId, issue('warning_invalid_tax_id')),
    }),
    z.object({
      invoiceType: z.literal(INVOICE_TYPE.donation),
      invoiceCode: text()
        .min(1, issue('warning_required'))
        .refine(isDonationCode, issue('warning_invalid_donation_code')),
    }),
  ],
  issue('warning_invalid_invoice_type'),
);
export type InvoiceData = z.output<typeof invoiceDataSchema>;

/** GET /api/web/invoice/queryInvoiceType (SPEC §7, §3 invoiceType and invoiceTypeDesc). */
export const INVOICE_TYPE_PATH = '/api/web/invoice/queryInvoiceType';

/** The catalogue key of each type's description, in the order the checkout offers them. */
export const INVOICE_TYPE_DESCRIPTIONS = {
  [INVOICE_TYPE.member]: 'invoice_type_member',
  [INVOICE_TYPE.mobileCarrier]: 'invoice_type_mobile_carrier',
  [INVOICE_TYPE.company]: 'invoice_type_company',
  [INVOICE_TYPE.donation]: 'invoice_type_donation',
} as const satisfies Record<InvoiceType, MessageKey>;

export const invoiceTypeListAnswer = z.array(
  z.object({ invoiceType: z.number().int(), invoiceTypeDesc: z.string() }),
);
export type InvoiceTypeListAnswer = z.infer<typeof invoiceTypeListAnswer>;
