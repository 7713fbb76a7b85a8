import { randomInt } from 'node:crypto';
import type { ServiceContext } from '../../context.ts';
import { invoicePeriodOf, type InvoiceIssuer } from './invoice-issuer.ts';
import { nextInvoiceNumber } from './invoices.queries.ts';

/**
 * Two letters for a period, different for every period for 112 years (676 pairs, 6 periods a
 * year): the Ministry of Finance assigns real tracks per period too, so a number never repeats.
 */
export function trackLettersOf(period: string): string {
  const index = (Number(period.slice(0, 4)) * 6 + (Number(period.slice(4)) - 1) / 2) % 676;
  const letter = (n: number) => String.fromCharCode(65 + n);
  return `${letter(Math.floor(index / 26))}${letter(index % 26)}`;
}

/**
 * The local issuer's allowance numbers: AL, the Taipei year and month (YYMM) and eight digits,
 * sequential within the month from a counter row of its own (key `AL` + YYMM, which no invoice
 * period YYYYMM can equal), taken in the transaction that records the allowance: unique, no gaps.
 */
async function nextAllowanceNo(ctx: ServiceContext, now: Date): Promise<string> {
  const yymm = new Date(now.getTime() + 8 * 3600_000).toISOString().slice(2, 7).replace('-', '');
  const number = await nextInvoiceNumber(ctx.db, `AL${yymm}`);
  if (number > 99_999_999) throw new Error(`allowance numbers of ${yymm} are used up`);
  return `AL${yymm}${String(number).padStart(8, '0')}`;
}

/**
 * The default issuer: numbers of two letters and eight digits, sequential from 00000001 within
 * each bi-monthly period, taken from a counter row in the same transaction that records the
 * invoice (a rolled-back issue gives its number back, so there are no gaps). Voids and
 * allowances are the shop's own records: the caller marks the invoice or allowance in the same
 * transaction; nothing is sent anywhere.
 */
export const localInvoiceIssuer: InvoiceIssuer = {
  name: 'local',
  async issue(ctx: ServiceContext, invoice) {
    const period = invoicePeriodOf(invoice.paidAt);
    const number = await nextInvoiceNumber(ctx.db, period);
    if (number > 99_999_999) throw new Error(`invoice numbers of period ${period} are used up`);
    return {
      invoiceNo: `${trackLettersOf(period)}${String(number).padStart(8, '0')}`,
      randomNumber: String(randomInt(0, 10_000)).padStart(4, '0'),
      period,
      issuedAt: new Date(),
    };
  },
  async voidInvoice() {
    return { voidedAt: new Date() };
  },
  async issueAllowance(ctx: ServiceContext) {
    const issuedAt = new Date();
    return { allowanceNo: await nextAllowanceNo(ctx, issuedAt), issuedAt };
  },
  async voidAllowance() {
    return { voidedAt: new Date() };
  },
};
