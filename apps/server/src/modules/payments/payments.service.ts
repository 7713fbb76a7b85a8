import { randomBytes } from 'node:crypto';
import { MIN_PAID_ORDER_AMOUNT, PAYMENT } from '@wellfit/contracts/constants';
import type { OrderDetailAnswer } from '@wellfit/contracts/checkout';
import type { ChargePaymentAnswer, StartPaymentAnswer } from '@wellfit/contracts/payment';
import { orderPaidPath, orderPayFailPath, PAYMENT_FAILURE_REASONS, PAYMENT_PATHS } from '@wellfit/contracts/payment';
import { withTransaction, type ServiceContext } from '../../context.ts';
import { hasValidCheckMacValue, type EcpayKeys } from '../../ecpay-crypto.ts';
import { AppError } from '../../errors.ts';
import { queueInvoiceIssue } from '../invoices/invoices.service.ts';
import {
  expireUnpaidOrder,
  listOverdueUnpaidOrders,
  markOrderPaid,
  orderPaymentFacts,
} from '../orders/orders.service.ts';
import { GatewayUnavailableError, type CardGateway, type GatewayTrade } from './card-gateway.ts';
import {
  claimCharge,
  lockSucceededPayments,
  lowerRefundedAmount,
  markPaymentRefunded,
  raiseRefundedAmount,
  findAttempt,
  findLatestAttempt,
  findOpenAttempts,
  findPaymentById,
  findPaymentByTradeNo,
  insertAttempt,
  markAttemptFailed,
  markAttemptSucceeded,
  noteOnAttempt,
  saveCreInfo,
  saveThreeDUrl,
  type PaymentRow,
} from './payments.queries.ts';

/*
 * Card payment (SPEC §7 Payment, docs/decisions/card-payment.md). The member's calls start an
 * attempt and charge it once per requestKey; only the gateway's verified notification (or the
 * gateway's own answer to a trade query, for an order whose time ran out) marks an order paid.
 */

export interface PaymentEnvironment {
  gateway: CardGateway;
  /** The shop's own absolute origin, for the gateway's ReturnURL and the browser's way back. */
  publicOrigin: string;
}

/** ECPay MerchantTradeNo: at most 20 letters and digits. */
function newMerchantTradeNo(): string {
  const time = Date.now().toString(36).toUpperCase();
  return `WF${time}${randomBytes(8).toString('hex').toUpperCase()}`.slice(0, 20);
}

async function payableOrder(ctx: ServiceContext, userId: number, orderId: number) {
  const order = await orderPaymentFacts(ctx, orderId);
  if (!order || order.userId !== userId) throw new AppError('order_not_found', 404);
  if (order.status !== 'pending' || order.payAmount <= MIN_PAID_ORDER_AMOUNT) throw new AppError('order_not_payable');
  return order;
}

/** POST /api/web/pay/payment: the attempt for this requestKey (created once) and its card-form token. */
export async function startPayment(
  ctx: ServiceContext,
  env: PaymentEnvironment,
  userId: number,
  input: { orderId: number; requestKey: string },
): Promise<StartPaymentAnswer> {
  const order = await payableOrder(ctx, userId, input.orderId);
  const attempt = await insertAttempt(ctx.db, {
    orderId: order.id,
    requestKey: input.requestKey,
    channel: PAYMENT.channel,
    provider: env.gateway.name,
    merchantTradeNo: newMerchantTradeNo(),
    amount: order.payAmount,
  });
  const cardFormUrl = (creInfo: string) =>
    env.gateway.name === 'simulator'
      ? `/simulated-gateway/card-form?creInfo=${encodeURIComponent(creInfo)}&lang=${ctx.locale}`
      : null;
  if (attempt.creInfo) {
    return {
      credential: { creInfo: attempt.creInfo, gateway: env.gateway.name, cardFormUrl: cardFormUrl(attempt.creInfo) },
    };
  }
  const consumer = order.purchaser ?? order.recipient;
  const trade: GatewayTrade = {
    merchantTradeNo: attempt.merchantTradeNo,
    amount: attempt.amount,
    description: `WellFit ${order.orderNo}`,
    returnUrl: `${env.publicOrigin}${PAYMENT_PATHS.notify}`,
    orderResultUrl: `${env.publicOrigin}${orderPaidPath(order.id)}`,
    failureUrl: `${env.publicOrigin}${orderPayFailPath(order.id)}`,
    memberId: String(userId),
    consumer: { name: consumer?.name ?? '', phone: consumer?.phone ?? '', email: consumer?.email ?? '' },
    locale: ctx.locale,
  };
  let token;
  try {
    token = await env.gateway.createToken(trade);
  } catch (error) {
    // Nothing was charged: the shopper may try again with the same key (the attempt is kept).
    if (error instanceof GatewayUnavailableError)
      throw new AppError('payment_gateway_unavailable', 400, {}, { cause: error });
    throw error;
  }
  const creInfo = await saveCreInfo(ctx.db, attempt.id, token.creInfo);
  return { credential: { creInfo, gateway: env.gateway.name, cardFormUrl: token.cardFormUrl ?? cardFormUrl(creInfo) } };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The answer of an attempt already charged: its 3-D address, or the failure it ended in. */
async function chargedAnswer(ctx: ServiceContext, attempt: PaymentRow): Promise<ChargePaymentAnswer> {
  // A concurrent call (double click) may still be talking to the gateway: wait for its outcome.
  let current: PaymentRow | undefined = attempt;
  for (
    let waited = 0;
    current && !current.threeDUrl && current.status === 'pending' && waited < 15_000;
    waited += 100
  ) {
    await sleep(100);
    current = await findPaymentById(ctx.db, attempt.id);
  }
  if (current?.threeDUrl && current.status !== 'failed') {
    return { TransMsg: 'Success', ThreeDInfo: { ThreeDURL: current.threeDUrl } };
  }
  throw new AppError('payment_failed');
}

/** POST /api/web/pay/ecpay/payment: charges the attempt's card once and answers where to verify it. */
export async function chargePayment(
  ctx: ServiceContext,
  env: PaymentEnvironment,
  userId: number,
  input: { orderId: number; requestKey: string; payToken: string },
): Promise<ChargePaymentAnswer> {
  const order = await payableOrder(ctx, userId, input.orderId);
  const attempt = await findAttempt(ctx.db, order.id, input.requestKey);
  if (!attempt?.creInfo) throw new AppError('payment_attempt_unknown');
  if (!(await claimCharge(ctx.db, attempt.id))) return chargedAnswer(ctx, attempt);
  let result;
  try {
    result = await env.gateway.charge(attempt.merchantTradeNo, input.payToken);
  } catch (error) {
    // The reason is a code the order page explains; the gateway's own words stay for support.
    await markAttemptFailed(ctx.db, attempt.id, 'gateway_unreachable', { error: (error as Error).message });
    throw new AppError('payment_failed', 400, {}, { cause: error });
  }
  if (!result.ok) {
    await markAttemptFailed(ctx.db, attempt.id, 'declined', { RtnMsg: result.message });
    throw new AppError('payment_failed');
  }
  await saveThreeDUrl(ctx.db, attempt.id, result.threeDUrl);
  return { TransMsg: result.message, ThreeDInfo: { ThreeDURL: result.threeDUrl } };
}

export type NotificationOutcome =
  | 'paid'
  | 'already_settled'
  | 'failed'
  | 'bad_check_mac_value'
  | 'unknown_merchant'
  | 'unknown_trade'
  | 'amount_mismatch'
  | 'order_not_pending'
  | 'simulated_paid_ignored';

/** Outcomes answered `0|…`: the notification was not for us or not believable, and changed nothing. */
export const REFUSED_NOTIFICATIONS: ReadonlySet<NotificationOutcome> = new Set([
  'bad_check_mac_value',
  'unknown_merchant',
  'unknown_trade',
  'amount_mismatch',
]);

export interface SettlementLog {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** Whose notifications the shop takes: the configured ECPay merchant, and whether it is a real shop. */
export interface NotificationMerchant extends EcpayKeys {
  merchantId: string;
  /** ECPay's "simulate paid" test notifications (SimulatePaid=1) never pay an order in production. */
  production: boolean;
}

/**
 * Marks the attempt succeeded and its order paid (pending → unshipped, credit card), and makes
 * the invoice due, in one transaction: the same notification five times, in any order or at
 * once, moves the order once.
 */
async function settlePaid(
  ctx: ServiceContext,
  attempt: PaymentRow,
  gatewayTradeNo: string,
  payload: Record<string, string>,
  log: SettlementLog,
): Promise<NotificationOutcome> {
  const outcome = await withTransaction(ctx, async (tx) => {
    if (!(await markAttemptSucceeded(tx.db, attempt.id, gatewayTradeNo, payload))) return 'already_settled' as const;
    const moved = await markOrderPaid(tx, attempt.orderId, 'credit_card', `payment ${attempt.id}`);
    if (!moved.moved) {
      // Money taken for an order that is no longer pending (paid by another attempt, cancelled or
      // expired): the payment stays succeeded and is refunded whole through the refunds job, in
      // this transaction, so the money is owed back exactly when it is recorded as taken.
      if (!latePaymentRefunder) throw new Error('no late-payment refunder registered (app.ts registers it)');
      await latePaymentRefunder(tx, { orderId: attempt.orderId, paymentId: attempt.id });
      return 'order_not_pending' as const;
    }
    await queueInvoiceIssue(tx, attempt.orderId);
    return 'paid' as const;
  });
  if (outcome === 'order_not_pending') {
    // The one log line that names the gateway's trade; the refund itself is on its way.
    log.warn(
      { orderId: attempt.orderId, paymentId: attempt.id, merchantTradeNo: attempt.merchantTradeNo },
      'payment for an order that is not pending: refunded automatically',
    );
  }
  return outcome;
}

/**
 * ECPay's notification (ReturnURL form). Answers what it did; only a notification of the
 * configured merchant, signed with its keys, for a known trade of the order's amount, changes
 * anything. ECPay's "simulate paid" (SimulatePaid=1, from its merchant back office) is recorded
 * and pays nothing in production: ECPay's documentation says such orders must not ship.
 */
export async function applyPaymentNotification(
  ctx: ServiceContext,
  merchant: NotificationMerchant,
  form: Record<string, string>,
  log: SettlementLog,
): Promise<{ outcome: NotificationOutcome; orderId: number | null }> {
  if (form.MerchantID !== merchant.merchantId) {
    log.warn({ merchantId: form.MerchantID }, 'payment notification for another merchant ignored');
    return { outcome: 'unknown_merchant', orderId: null };
  }
  if (!hasValidCheckMacValue(form, merchant)) {
    log.warn({}, 'payment notification with a wrong CheckMacValue ignored');
    return { outcome: 'bad_check_mac_value', orderId: null };
  }
  const attempt = await findPaymentByTradeNo(ctx.db, form.MerchantTradeNo ?? '');
  if (!attempt) {
    log.warn({}, 'payment notification for an unknown trade ignored');
    return { outcome: 'unknown_trade', orderId: null };
  }
  const order = await orderPaymentFacts(ctx, attempt.orderId);
  const amount = Number(form.TradeAmt);
  if (!order || amount !== attempt.amount || amount !== order.payAmount) {
    log.error(
      { paymentId: attempt.id, notified: form.TradeAmt, expected: attempt.amount },
      'payment notification amount differs from the order: ignored',
    );
    return { outcome: 'amount_mismatch', orderId: attempt.orderId };
  }
  if (form.RtnCode === '1' && form.SimulatePaid === '1' && merchant.production) {
    await noteOnAttempt(ctx.db, attempt.id, 'simulate_paid_notification_ignored');
    log.warn({ paymentId: attempt.id }, "ECPay's simulated payment recorded; it pays nothing in production");
    return { outcome: 'simulated_paid_ignored', orderId: attempt.orderId };
  }
  if (form.RtnCode === '1') {
    return { outcome: await settlePaid(ctx, attempt, form.TradeNo ?? '', form, log), orderId: attempt.orderId };
  }
  await markAttemptFailed(ctx.db, attempt.id, 'payment_failed', form);
  return { outcome: 'failed', orderId: attempt.orderId };
}

/**
 * One charged attempt as the gateway reports it now: paid (once) when the gateway took the
 * attempt's amount, failed with the gateway's reason, otherwise still open. Throws when the
 * gateway cannot be asked.
 */
async function settleFromGateway(
  ctx: ServiceContext,
  gateway: CardGateway,
  attempt: PaymentRow,
  log: SettlementLog,
): Promise<NotificationOutcome | 'open'> {
  const state = await gateway.queryTrade(attempt.merchantTradeNo);
  if (state.state === 'paid' && state.amount === attempt.amount) {
    return settlePaid(ctx, attempt, state.gatewayTradeNo, state.payload, log);
  }
  if (state.state === 'failed') {
    await markAttemptFailed(ctx.db, attempt.id, state.failure, null);
    return 'failed';
  }
  return 'open';
}

/**
 * The simulator's settlement of a trade it finished (simulated-gateway.ts): the shop reads the
 * trade back from the gateway in-process, as the expiry job does. Answers the order paid, if so.
 */
export async function settleTrade(
  ctx: ServiceContext,
  gateway: CardGateway,
  merchantTradeNo: string,
  log: SettlementLog,
): Promise<{ outcome: NotificationOutcome | 'open'; orderId: number | null }> {
  const attempt = await findPaymentByTradeNo(ctx.db, merchantTradeNo);
  if (!attempt) return { outcome: 'unknown_trade', orderId: null };
  return { outcome: await settleFromGateway(ctx, gateway, attempt, log), orderId: attempt.orderId };
}

/** How long one run keeps taking batches of a backlog: runs come every minute. */
const EXPIRY_RUN_MS = 45_000;

/**
 * Every minute: each overdue unpaid order's open attempts are asked about at the gateway first
 * (a payment may be in flight or its notification lost); paid → paid, otherwise the order lapses
 * (expireUnpaidOrder gives its stock back once). An unreachable gateway leaves the order for the
 * next run rather than expiring a payment it cannot see. Orders are taken `limit` at a time; a
 * batch that was full and all settled may have more behind it, so the run takes another, for up
 * to EXPIRY_RUN_MS: a backlog (a sale's abandoned orders) lapses on time, not 200 a minute.
 */
export async function expireOverdueOrders(
  ctx: ServiceContext,
  gateway: CardGateway,
  log: SettlementLog,
  now = new Date(),
  stopping?: AbortSignal,
  limit = 200,
) {
  const counts = { paid: 0, expired: 0, skipped: 0 };
  const startedAt = performance.now();
  for (;;) {
    let settled = 0;
    for (const order of await listOverdueUnpaidOrders(ctx, now, limit)) {
      if (stopping?.aborted) break;
      const outcome = await settleOverdueOrder(ctx, order.id, gateway, log);
      if (outcome === 'unchanged') continue;
      counts[outcome] += 1;
      if (outcome !== 'skipped') settled += 1;
    }
    // A skipped order would come back first in the next batch: that waits for the next run.
    if (settled < limit || stopping?.aborted || performance.now() - startedAt > EXPIRY_RUN_MS) return counts;
  }
}

/**
 * One overdue unpaid order: paid if the gateway says one of its charged attempts was, skipped
 * if the gateway could not be asked, otherwise lapsed (unchanged when another run lapsed it first).
 */
async function settleOverdueOrder(
  ctx: ServiceContext,
  orderId: number,
  gateway: CardGateway,
  log: SettlementLog,
): Promise<'paid' | 'skipped' | 'expired' | 'unchanged'> {
  let unreachable = false;
  for (const attempt of await findOpenAttempts(ctx.db, orderId)) {
    if (!attempt.chargedAt) continue;
    try {
      if ((await settleFromGateway(ctx, gateway, attempt, log)) === 'paid') return 'paid';
    } catch (error) {
      unreachable = true;
      log.warn({ err: error, orderId }, 'gateway trade query failed; the order waits for the next run');
    }
  }
  if (unreachable) return 'skipped';
  return (await expireUnpaidOrder(ctx, orderId)).moved ? 'expired' : 'unchanged';
}

/**
 * The order-detail answer's payment part: the latest attempt, if any. A failed attempt's reason
 * is one of PAYMENT_FAILURE_REASONS; older rows' free text reads as payment_failed.
 */
export async function paymentSummaryForOrder(
  ctx: ServiceContext,
  orderId: number,
): Promise<OrderDetailAnswer['payment']> {
  const attempt = await findLatestAttempt(ctx.db, orderId);
  if (!attempt) return undefined;
  return {
    status: attempt.status,
    method: attempt.status === 'succeeded' || attempt.status === 'refunded' ? 'credit_card' : null,
    amount: attempt.amount,
    paidAt: attempt.paidAt?.toISOString() ?? null,
    failureReason:
      attempt.status === 'failed'
        ? (PAYMENT_FAILURE_REASONS.find((reason) => reason === attempt.failureReason) ?? 'payment_failed')
        : null,
  };
}

// ── Refunds (issue 35, docs/decisions/refunds.md) ──────────────────────────────────────────
// The refunds module keeps the refund records and calls these for the payment's side of it.

export type { CardGateway, GatewayRefund, GatewayRefundResult } from './card-gateway.ts';
export { GatewayUnavailableError } from './card-gateway.ts';

/**
 * Refunds a payment that arrived for an order no longer pending. Registered by the app
 * (app.ts: the refunds module's requestRefund), so payments and refunds do not import each other.
 */
export type LatePaymentRefunder = (
  ctx: ServiceContext,
  payment: { orderId: number; paymentId: number },
) => Promise<void>;

let latePaymentRefunder: LatePaymentRefunder | undefined;

export function registerLatePaymentRefunder(refunder: LatePaymentRefunder): void {
  latePaymentRefunder = refunder;
}

export interface RefundablePayment {
  id: number;
  orderId: number;
  amount: number;
  refundedAmount: number;
  merchantTradeNo: string;
}

const refundable = (row: PaymentRow): RefundablePayment => ({
  id: row.id,
  orderId: row.orderId,
  amount: row.amount,
  refundedAmount: row.refundedAmount,
  merchantTradeNo: row.merchantTradeNo,
});

/**
 * The order's payment a refund takes from (succeeded, or refunded already), locked until the
 * caller's transaction ends: the one named, or else the first paid that still has something to
 * give back (the first paid when none has). Undefined when no payment of the order took money.
 */
export async function lockPaymentForRefund(
  ctx: ServiceContext,
  orderId: number,
  paymentId?: number,
  /** False: only read (what is left to refund, for a page). */
  lock = true,
): Promise<RefundablePayment | undefined> {
  const rows = await lockSucceededPayments(ctx.db, orderId, lock);
  const row =
    paymentId !== undefined
      ? rows.find((payment) => payment.id === paymentId)
      : (rows.find((payment) => payment.refundedAmount < payment.amount) ?? rows[0]);
  return row ? refundable(row) : undefined;
}

/** Takes `amount` of what the payment may still give back; false when that would exceed what it took. */
export function takeRefundAmount(ctx: ServiceContext, paymentId: number, amount: number): Promise<boolean> {
  return raiseRefundedAmount(ctx.db, paymentId, amount);
}

/** A refund that failed for good gives its amount back to what may still be refunded. */
export function releaseRefundAmount(ctx: ServiceContext, paymentId: number, amount: number): Promise<boolean> {
  return lowerRefundedAmount(ctx.db, paymentId, amount);
}

/** The payment wholly given back: its status says so (succeeded → refunded). */
export function markPaymentWhollyRefunded(ctx: ServiceContext, paymentId: number): Promise<boolean> {
  return markPaymentRefunded(ctx.db, paymentId);
}

/** A payment's facts for its refund (any status), or undefined. */
export async function paymentForRefund(ctx: ServiceContext, paymentId: number): Promise<RefundablePayment | undefined> {
  const row = await findPaymentById(ctx.db, paymentId);
  return row ? refundable(row) : undefined;
}
