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
import { invoicePeriodOf, type InvoiceIssuer } from './invoice-issuer.ts';
import {
  countAllowancesOf,
  findInvoiceById,
  findInvoiceOfOrder,
  insertAllowance,
  insertOrderEvent,
  insertPendingInvoice,
  listAllowancesOfOrder,
  lockInvoiceOfOrder,
  lockNextDueAllowance,
  lockNextDueInvoice,
  lockNextVoidDueInvoice,
  markInvoiceDue,
  markVoidDue,
  markVoidedBeforeIssue,
  recordAllowanceFailure,
  recordAllowanceIssued,
  recordIssued,
  recordIssueFailure,
  recordIssueSkipped,
  recordVoided,
  recordVoidFailure,
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

/** Orders that were paid and not cancelled: the only ones an invoice is issued for. */
const INVOICED_ORDER_STATUSES: readonly string[] = ['unshipped', 'shipped', 'delivered', 'completed', 'returned'];

async function issueOne(
  ctx: ServiceContext,
  issuer: InvoiceIssuer,
  now: Date,
  log: IssueLog,
): Promise<{ invoice: InvoiceRow; invoiceNo: string } | 'none' | 'failed' | 'skipped'> {
  try {
    return await withTransaction(ctx, async (tx) => {
      const invoice = await lockNextDueInvoice(tx.db, now);
      if (!invoice) return 'none' as const;
      const order = await orderPaymentFacts(tx, invoice.orderId);
      if (!order) throw new Error(`order ${invoice.orderId} is gone`);
      if (!INVOICED_ORDER_STATUSES.includes(order.status)) {
        // Cancelled (or never paid) before its invoice was issued: it never is; its refund
        // marks it voided (scheduleRefundInvoiceWork).
        await recordIssueSkipped(tx.db, invoice.id, `order ${order.status}: not issued`);
        return 'skipped' as const;
      }
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
    if (result === 'skipped') continue;
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

// ── Refunds: void or allowance (issue 35, docs/decisions/invoice-void-and-allowance.md) ──

/**
 * The last moment an invoice of `period` (YYYYMM of its first month) may be voided: the 13th of
 * the month after the period, 23:59:59 in Taipei. The period is filed by the 15th of that month;
 * ECPay uploads voids the next day and refuses them after the 13th, so the shop keeps to the 13th
 * whichever issuer it uses.
 */
export function invoiceVoidDeadline(period: string): Date {
  const year = Number(period.slice(0, 4));
  const firstMonth = Number(period.slice(4, 6));
  // Month index (0-based) of the month after the period's second month.
  const after = firstMonth + 1;
  return new Date(Date.UTC(year, after, 13, 23, 59, 59, 999) - 8 * 3600_000);
}

/** What a refund does to its order's invoice. */
export type RefundInvoiceWork = 'none' | 'voided_before_issue' | 'void' | 'allowance';

/**
 * Called in the transaction that records a refund's success. All of the payment back while the
 * invoice's filing period is open (and no allowance made against it) → the invoice is voided; an
 * invoice not yet issued is never issued; otherwise an allowance (折讓) for the refunded amount,
 * one per refund. The void and the allowance are made by the invoices' refund-work job.
 */
export async function scheduleRefundInvoiceWork(
  ctx: ServiceContext,
  refund: { orderId: number; refundId: number; amount: number; whole: boolean; now: Date },
): Promise<RefundInvoiceWork> {
  const invoice = await lockInvoiceOfOrder(ctx.db, refund.orderId);
  if (!invoice || invoice.status === 'voided') return 'none';
  const reason = `refund ${refund.refundId}`;
  if (invoice.status === 'pending' && refund.whole) {
    await markVoidedBeforeIssue(ctx.db, invoice.id, reason, refund.now);
    return 'voided_before_issue';
  }
  if (invoice.status === 'issued' && refund.whole && (await countAllowancesOf(ctx.db, invoice.id)) === 0) {
    const period = invoice.issuePeriod ?? invoicePeriodOf(invoice.issuedAt ?? refund.now);
    if (refund.now.getTime() <= invoiceVoidDeadline(period).getTime()) {
      await markVoidDue(ctx.db, invoice.id, reason, refund.now);
      return 'void';
    }
  }
  await insertAllowance(ctx.db, {
    invoiceId: invoice.id,
    refundId: refund.refundId,
    amount: refund.amount,
    dueAt: refund.now,
  });
  return 'allowance';
}

/** A refund's number and lines, for its allowance (the app hands the refunds module's lookup in). */
export type RefundForAllowance = (
  ctx: ServiceContext,
  refundId: number,
) => Promise<{ refundNo: string; items: { name: string; quantity: number; amount: number }[] } | undefined>;

/** Minutes an allowance waits for its invoice to be issued before it looks again. */
const ALLOWANCE_WAITS_FOR_ISSUE_MINUTES = 5;

async function voidOne(
  ctx: ServiceContext,
  issuer: InvoiceIssuer,
  refundFor: RefundForAllowance,
  now: Date,
  log: IssueLog,
) {
  return withTransaction(ctx, async (tx) => {
    const invoice = await lockNextVoidDueInvoice(tx.db, now);
    if (!invoice) return 'none' as const;
    const period = invoice.issuePeriod ?? invoicePeriodOf(invoice.issuedAt ?? now);
    if (now.getTime() > invoiceVoidDeadline(period).getTime()) {
      // Retries ran past the filing deadline: the invoice can no longer be voided, so the refund
      // that asked for the void gets an allowance instead.
      const refundId = Number(/^refund (\d+)$/.exec(invoice.voidReason ?? '')?.[1] ?? Number.NaN);
      const refund = Number.isSafeInteger(refundId) ? await refundFor(tx, refundId) : undefined;
      if (refund) {
        const amount = refund.items.reduce((sum, item) => sum + item.amount, 0);
        await insertAllowance(tx.db, { invoiceId: invoice.id, refundId, amount, dueAt: now });
      } else {
        log.warn({ orderId: invoice.orderId }, 'invoice void past its deadline: staff issue an allowance');
      }
      await recordVoidFailure(tx.db, invoice.id, 'past the void deadline: an allowance instead', null);
      return 'failed' as const;
    }
    try {
      const voided = await issuer.voidInvoice(tx, {
        invoiceNo: invoice.invoiceNo ?? '',
        issuedAt: invoice.issuedAt ?? now,
        reason: invoice.voidReason ?? 'refund',
      });
      await recordVoided(tx.db, invoice.id, voided.voidedAt);
      await insertOrderEvent(tx.db, {
        orderId: invoice.orderId,
        kind: 'invoice_voided',
        detail: { invoiceNo: invoice.invoiceNo },
      });
      return 'done' as const;
    } catch (error) {
      const retryAt = new Date(now.getTime() + issueRetryDelayMinutes(invoice.voidAttempts + 1) * 60_000);
      log.warn({ err: error, orderId: invoice.orderId, retryAt }, 'invoice not voided; will retry');
      await recordVoidFailure(tx.db, invoice.id, (error as Error).message, retryAt);
      return 'failed' as const;
    }
  });
}

async function allowanceOne(
  ctx: ServiceContext,
  issuer: InvoiceIssuer,
  refundFor: RefundForAllowance,
  now: Date,
  log: IssueLog,
) {
  return withTransaction(ctx, async (tx) => {
    const allowance = await lockNextDueAllowance(tx.db, now);
    if (!allowance) return 'none' as const;
    const invoice = await findInvoiceById(tx.db, allowance.invoiceId);
    if (!invoice || invoice.status !== 'issued' || !invoice.invoiceNo) {
      // A partial refund before the invoice was issued waits for it; a voided invoice needs none.
      const waiting = invoice?.status === 'pending';
      await recordAllowanceFailure(
        tx.db,
        allowance.id,
        waiting ? 'waiting for the invoice to be issued' : `invoice ${invoice?.status ?? 'missing'}: no allowance`,
        waiting ? new Date(now.getTime() + ALLOWANCE_WAITS_FOR_ISSUE_MINUTES * 60_000) : farFuture,
        false,
      );
      return 'waiting' as const;
    }
    const refund = await refundFor(tx, allowance.refundId);
    const order = await orderPaymentFacts(tx, invoice.orderId);
    const user = order ? await findActiveUserById(tx, order.userId) : undefined;
    const buyer = order?.purchaser ?? order?.recipient;
    try {
      const issued = await issuer.issueAllowance(tx, {
        invoiceNo: invoice.invoiceNo,
        issuedAt: invoice.issuedAt ?? now,
        refundNo: refund?.refundNo ?? `R${allowance.refundId}`,
        amount: allowance.amount,
        items: refund?.items ?? [{ name: 'refund', quantity: 1, amount: allowance.amount }],
        buyer: { name: buyer?.name ?? user?.nickName ?? '', email: user?.email ?? buyer?.email ?? '' },
      });
      await recordAllowanceIssued(tx.db, allowance.id, issued);
      await insertOrderEvent(tx.db, {
        orderId: invoice.orderId,
        kind: 'allowance_issued',
        detail: { invoiceNo: invoice.invoiceNo, allowanceNo: issued.allowanceNo, amount: allowance.amount },
      });
      return 'done' as const;
    } catch (error) {
      const retryAt = new Date(now.getTime() + issueRetryDelayMinutes(allowance.attempts + 1) * 60_000);
      log.warn({ err: error, orderId: invoice.orderId, retryAt }, 'allowance not issued; will retry');
      await recordAllowanceFailure(tx.db, allowance.id, (error as Error).message, retryAt);
      return 'failed' as const;
    }
  });
}

/** An allowance that will never be issued stays on record, out of the queue. */
const farFuture = new Date('9999-12-31T00:00:00Z');

/**
 * The job's body: voids due invoices, then issues due allowances (each retried with the issue
 * job's backoff). Safe in several processes at once (row locks skip each other).
 */
export async function processInvoiceRefundWork(
  ctx: ServiceContext,
  issuer: InvoiceIssuer,
  refundFor: RefundForAllowance,
  log: IssueLog,
  now = new Date(),
  stopping?: AbortSignal,
  limit = 100,
) {
  const counts = { voided: 0, allowances: 0, failed: 0 };
  for (let i = 0; i < limit && !stopping?.aborted; i += 1) {
    const result = await voidOne(ctx, issuer, refundFor, now, log);
    if (result === 'none') break;
    if (result === 'done') counts.voided += 1;
    else counts.failed += 1;
  }
  for (let i = 0; i < limit && !stopping?.aborted; i += 1) {
    const result = await allowanceOne(ctx, issuer, refundFor, now, log);
    if (result === 'none') break;
    if (result === 'done') counts.allowances += 1;
    else if (result === 'failed') counts.failed += 1;
  }
  return counts;
}

/** The order's allowances (折讓), newest first. */
export async function listOrderAllowances(ctx: ServiceContext, orderId: number) {
  return (await listAllowancesOfOrder(ctx.db, orderId)).map((row) => ({
    allowanceNo: row.allowanceNo,
    amount: row.amount,
    status: row.status,
    issuedAt: row.issuedAt,
  }));
}
