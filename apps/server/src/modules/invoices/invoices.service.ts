import { INVOICE_TYPE, type InvoiceData } from '@wellfit/contracts/invoice';
import type { ServiceContext } from '../../context.ts';
import { findInvoiceOfOrder, insertPendingInvoice } from './invoices.queries.ts';

/*
 * An order's e-invoice request (SPEC §3 Invoice), stored pending when the order is placed; the
 * payments issue issues it after payment.
 */

/** Stores what generateOrder's invoiceData asked for (already checked by contracts/invoice.ts). */
export function requestInvoice(ctx: ServiceContext, orderId: number, data: InvoiceData): Promise<void> {
  return insertPendingInvoice(ctx.db, {
    orderId,
    invoiceType: data.invoiceType,
    carrierCode: data.invoiceType === INVOICE_TYPE.mobileCarrier ? data.invoiceCode : null,
    donationCode: data.invoiceType === INVOICE_TYPE.donation ? data.invoiceCode : null,
    companyTitle: data.invoiceType === INVOICE_TYPE.company ? data.invoiceTitle : null,
    taxId: data.invoiceType === INVOICE_TYPE.company ? data.invoiceCode : null,
  });
}

/** The order's invoice as the order detail shows it, or undefined when it has none. */
export async function orderInvoice(ctx: ServiceContext, orderId: number) {
  const row = await findInvoiceOfOrder(ctx.db, orderId);
  if (!row) return undefined;
  return {
    invoiceType: row.invoiceType,
    invoiceCode: row.carrierCode ?? row.donationCode ?? row.taxId,
    invoiceTitle: row.companyTitle,
    invoiceNo: row.invoiceNo,
    status: row.status,
  };
}
