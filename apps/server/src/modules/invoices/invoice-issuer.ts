import type { ServiceContext } from '../../context.ts';

/*
 * Who numbers a Taiwan e-invoice (docs/decisions/invoice-issuing.md): the local issuer (the
 * default: numbers from the shop's own database) or ECPay's B2C e-invoice API.
 */

export interface InvoiceToIssue {
  orderNo: string;
  amount: number;
  paidAt: Date;
  invoiceType: number;
  carrierCode: string | null;
  donationCode: string | null;
  companyTitle: string | null;
  taxId: string | null;
  buyer: { name: string; email: string; phone: string; address: string };
}

export interface IssuedInvoice {
  invoiceNo: string;
  randomNumber: string;
  /** The bi-monthly period's first month, YYYYMM in Taiwan time. */
  period: string;
  issuedAt: Date;
}

export interface InvoiceIssuer {
  readonly name: 'local' | 'ecpay';
  /** Issues one invoice; `ctx` is the transaction that will record it. Throws when it was not issued. */
  issue(ctx: ServiceContext, invoice: InvoiceToIssue): Promise<IssuedInvoice>;
  /** Voids an issued invoice (作廢), within its filing period (docs/decisions/invoice-void-and-allowance.md). Throws when it was not voided. */
  voidInvoice(ctx: ServiceContext, request: InvoiceVoid): Promise<{ voidedAt: Date }>;
  /** Issues a sales allowance (折讓) against an issued invoice. Throws when it was not issued. */
  issueAllowance(ctx: ServiceContext, request: AllowanceToIssue): Promise<IssuedAllowance>;
  /** Voids an allowance (作廢折讓). Throws when it was not voided. */
  voidAllowance(ctx: ServiceContext, request: AllowanceVoid): Promise<{ voidedAt: Date }>;
}

export interface InvoiceVoid {
  invoiceNo: string;
  /** When it was issued (ECPay's InvoiceDate). */
  issuedAt: Date;
  reason: string;
}

export interface AllowanceToIssue {
  invoiceNo: string;
  issuedAt: Date;
  /** The shop's refund number, so asking again never issues twice. */
  refundNo: string;
  /** NT$ including tax. */
  amount: number;
  /** What is given back, for the allowance's item lines. */
  items: { name: string; quantity: number; amount: number }[];
  buyer: { name: string; email: string };
}

export interface IssuedAllowance {
  allowanceNo: string;
  issuedAt: Date;
}

export interface AllowanceVoid {
  invoiceNo: string;
  allowanceNo: string;
  reason: string;
}

/** Taiwan's invoice periods are two months, January–February first; answers the first month as YYYYMM. */
export function invoicePeriodOf(date: Date): string {
  const taipei = new Date(date.getTime() + 8 * 3600_000);
  const year = taipei.getUTCFullYear();
  const firstMonth = taipei.getUTCMonth() - (taipei.getUTCMonth() % 2) + 1;
  return `${year}${String(firstMonth).padStart(2, '0')}`;
}
