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
}

/** Taiwan's invoice periods are two months, January–February first; answers the first month as YYYYMM. */
export function invoicePeriodOf(date: Date): string {
  const taipei = new Date(date.getTime() + 8 * 3600_000);
  const year = taipei.getUTCFullYear();
  const firstMonth = taipei.getUTCMonth() - (taipei.getUTCMonth() % 2) + 1;
  return `${year}${String(firstMonth).padStart(2, '0')}`;
}
