import {
  INVOICE_TYPE,
  INVOICE_TYPES,
  type InvoiceData,
  type InvoiceType,
  type InvoiceTypeListAnswer,
} from '@wellfit/contracts/invoice';
import type { Locale } from '@wellfit/contracts/locale';
import { formatPrice } from '@wellfit/contracts/price';
import { serverText, type ServerTextKey } from '../../server-texts.ts';
import { withTransaction, type ServiceContext } from '../../context.ts';
import { findActiveUserById } from '../accounts/accounts.service.ts';
import { orderPaymentFacts } from '../orders/orders.service.ts';
import type { InvoiceIssuer } from './invoice-issuer.ts';
import {
  findInvoiceOfOrder,
  insertPendingInvoice,
  lockNextDueInvoice,
  markInvoiceDue,
  recordIssued,
  recordIssueFailure,
  type InvoiceRow,
} from './invoices.queries.ts';

/*
 * Taiwan e-invoices (docs/decisions/invoice-issuing.md). The invoice row is made with the order
 * (status pending); the transaction that marks the order paid makes it due (queueInvoiceIssue),
 * and the invoices.issue-due job issues due invoices, retrying failures with backoff. Issuing
 * never touches the payment.
 */

/** Call in the transaction that marks the order paid: the invoice is due from its commit on. */
export async function queueInvoiceIssue(ctx: ServiceContext, orderId: number): Promise<void> {
  await markInvoiceDue(ctx.db, orderId);
}

/** Minutes until the next try after `attempts` failed ones: 1, 2, 4 … capped at 6 hours. */
export function issueRetryDelayMinutes(attempts: number): number {
  return Math.min(2 ** Math.max(attempts - 1, 0), 360);
}

/** The "order paid" e-mail, in the member's language, with the invoice number. */
export interface OrderPaidMail {
  to: string;
  subject: string;
  text: string;
}

export type SendMail = (mail: OrderPaidMail) => Promise<void>;

export interface IssueLog {
  warn(details: object, message: string): void;
}

async function issueOne(
  ctx: ServiceContext,
  issuer: InvoiceIssuer,
  now: Date,
  log: IssueLog,
): Promise<{ invoice: InvoiceRow; invoiceNo: string } | 'none' | 'failed'> {
  try {
    return await withTransaction(ctx, async (tx) => {
      const invoice = await lockNextDueInvoice(tx.db, now);
      if (!invoice) return 'none' as const;
      const order = await orderPaymentFacts(tx, invoice.orderId);
      if (!order) throw new Error(`order ${invoice.orderId} is gone`);
      const buyer = order.purchaser ?? order.recipient;
      const user = await findActiveUserById(tx, order.userId);
      try {
        const issued = await issuer.issue(tx, {
          orderNo: order.orderNo,
          amount: order.payAmount,
          paidAt: order.paidAt ?? now,
          invoiceType: invoice.invoiceType,
          carrierCode: invoice.carrierCode,
          donationCode: invoice.donationCode,
          companyTitle: invoice.companyTitle,
          taxId: invoice.taxId,
          buyer: {
            name: buyer?.name ?? user?.nickName ?? '',
            email: user?.email ?? buyer?.email ?? '',
            phone: buyer?.phone ?? '',
            address: buyer ? `${buyer.zipCode ?? ''}${buyer.city}${buyer.region}${buyer.detailAddress}` : '',
          },
        });
        await recordIssued(tx.db, invoice.id, issued);
        return { invoice, invoiceNo: issued.invoiceNo };
      } catch (error) {
        const attempts = invoice.issueAttempts + 1;
        const retryAt = new Date(now.getTime() + issueRetryDelayMinutes(attempts) * 60_000);
        log.warn({ err: error, orderId: invoice.orderId, attempts, retryAt }, 'e-invoice not issued; will retry');
        await recordIssueFailure(tx.db, invoice.id, (error as Error).message, retryAt);
        return 'failed' as const;
      }
    });
  } catch (error) {
    log.warn({ err: error }, 'e-invoice issuing failed');
    return 'failed';
  }
}

/**
 * Issues every invoice due at `now` (at most `limit`), then mails each member the order-paid
 * message with the number. Safe in several processes at once (row locks skip each other).
 */
export async function issueDueInvoices(
  ctx: ServiceContext,
  issuer: InvoiceIssuer,
  sendMail: SendMail,
  log: IssueLog,
  now = new Date(),
  stopping?: AbortSignal,
  limit = 100,
) {
  const counts = { issued: 0, failed: 0 };
  for (let i = 0; i < limit && !stopping?.aborted; i += 1) {
    const result = await issueOne(ctx, issuer, now, log);
    if (result === 'none') break;
    if (result === 'failed') {
      counts.failed += 1;
      continue;
    }
    counts.issued += 1;
    try {
      await mailOrderPaid(ctx, result.invoice.orderId, result.invoiceNo, sendMail);
    } catch (error) {
      log.warn({ err: error, orderId: result.invoice.orderId }, 'order-paid e-mail not sent');
    }
  }
  return counts;
}

async function mailOrderPaid(ctx: ServiceContext, orderId: number, invoiceNo: string, sendMail: SendMail) {
  const order = await orderPaymentFacts(ctx, orderId);
  if (!order) return;
  const user = await findActiveUserById(ctx, order.userId);
  const to = order.purchaser?.email || user?.email;
  if (!to) return;
  const locale = (user?.locale ?? 'zhTW') as Locale;
  const values = { orderNo: order.orderNo, payAmount: formatPrice(order.payAmount, locale), invoiceNo };
  await sendMail({
    to,
    subject: serverText('order_paid_subject', locale, values),
    text: serverText('order_paid_text', locale, values),
  });
}

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

/** The order's invoice as the order detail shows it (the number once issued), or undefined when it has none. */
export async function orderInvoice(ctx: ServiceContext, orderId: number) {
  const row = await findInvoiceOfOrder(ctx.db, orderId);
  if (!row) return undefined;
  return {
    invoiceType: row.invoiceType,
    invoiceCode: row.carrierCode ?? row.donationCode ?? row.taxId,
    invoiceTitle: row.companyTitle,
    invoiceNo: row.status === 'issued' ? row.invoiceNo : null,
    status: row.status,
  };
}

/** The text key of each type's description. */
const INVOICE_TYPE_DESCRIPTIONS = {
  [INVOICE_TYPE.member]: 'invoice_type_member',
  [INVOICE_TYPE.mobileCarrier]: 'invoice_type_mobile_carrier',
  [INVOICE_TYPE.company]: 'invoice_type_company',
  [INVOICE_TYPE.donation]: 'invoice_type_donation',
} as const satisfies Record<InvoiceType, ServerTextKey>;

/** GET /api/web/invoice/queryInvoiceType: every type, in the order the checkout offers them, with its description in the request's language. */
export function invoiceTypes(locale: Locale): InvoiceTypeListAnswer {
  return INVOICE_TYPES.map((invoiceType) => ({
    invoiceType,
    invoiceTypeDesc: serverText(INVOICE_TYPE_DESCRIPTIONS[invoiceType], locale),
  }));
}
