import { randomInt } from 'node:crypto';
import { isLocale, type Locale } from '@wellfit/contracts/locale';
import { formatPrice } from '@wellfit/contracts/price';
import { withTransaction, type ServiceContext } from '../../context.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { serverText, serverTextInEveryLocale } from '../../server-texts.ts';
import { findActiveUserById } from '../accounts/accounts.service.ts';
import { scheduleRefundInvoiceWork } from '../invoices/invoices.service.ts';
import { notifyMember } from '../notifications/notifications.service.ts';
import {
  orderItemsOf,
  orderPaymentFacts,
  type RefundReason,
  type RefundRequest as OrderRefundRequest,
  type RefundRequester,
} from '../orders/orders.service.ts';
import {
  GatewayUnavailableError,
  lockPaymentForRefund,
  markPaymentWhollyRefunded,
  paymentForRefund,
  releaseRefundAmount,
  takeRefundAmount,
  type CardGateway,
  type GatewayRefundResult,
} from '../payments/payments.service.ts';
import {
  claimRefundAttempt,
  findRefundById,
  findRefundByKey,
  insertOrderEvent,
  insertRefund,
  insertRefundLines,
  listRefundLines,
  listRefundsOfOrder,
  lockNextDueRefund,
  lockRefund,
  moveRefundStatus,
  recordRefundError,
  sumSucceededRefunds,
  type RefundRow,
  type RefundStatus,
} from './refunds.queries.ts';

/*
 * Money that comes back (issue 35, docs/decisions/refunds.md). requestRefund records a refund
 * (pending) and takes its amount from what the payment may still give back, in the caller's
 * transaction; the refunds job (processDueRefunds) asks the gateway and settles it, retrying with
 * backoff. A refund moves only through transitionRefund (pending → succeeded | failed), each move
 * an order_events row.
 */

export type { RefundReason, RefundRequester };

/**
 * What the orders and returns modules ask for (orders/after-sale-links.ts; amount omitted:
 * everything the payment may still give back, or the lines' sum when lines are given), and:
 */
export interface RefundRequest extends OrderRefundRequest {
  /** The payment to refund (a late payment of an order another payment paid); else the order's payment. */
  paymentId?: number;
}

export interface RefundAnswer {
  id: number;
  refundNo: string;
  amount: number;
  status: RefundStatus;
}

export interface RefundMail {
  to: string;
  subject: string;
  text: string;
}

interface RefundLog {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** What the refunds job works with; the app configures it once per database (configureRefunds). */
export interface RefundEnvironment {
  gateway: CardGateway;
  sendMail(mail: RefundMail): Promise<void>;
  log: RefundLog;
  /** Asks for a run of the refunds job soon (after the requesting transaction committed). */
  kick(): void;
  /** Asks for a run of the invoices' void and allowance job soon. */
  invoiceWorkDue(): void;
  /**
   * The order hooks of a succeeded refund (orders/order-hooks.ts runRefundSucceeded: coupons,
   * W Coin), run in the transaction that records it. Handed in by the app, which composes modules.
   */
  refundSucceeded(ctx: ServiceContext, event: RefundSucceededEvent): Promise<void>;
  /**
   * Tests only: runs after the gateway answered and before the answer is recorded. Throwing here
   * is a crash at the worst moment: the gateway refunded, the shop has not written it down.
   */
  afterGatewayAnswer?(refund: RefundRow): void | Promise<void>;
}

/** What orders/order-hooks.ts's RefundSucceeded carries. */
export interface RefundSucceededEvent {
  orderId: number;
  userId: number;
  refundId: number;
  amount: number;
  lines: { orderItemId: number; quantity: number; amount: number }[];
  whole: boolean;
}

const environments = new WeakMap<Database, RefundEnvironment>();
let latestEnvironment: RefundEnvironment | undefined;

/** The app's refunds environment on its database (app.ts). */
export function configureRefunds(db: Database, environment: RefundEnvironment): void {
  environments.set(db, environment);
  latestEnvironment = environment;
}

function environmentOf(ctx: ServiceContext): RefundEnvironment | undefined {
  return environments.get(ctx.db) ?? latestEnvironment;
}

// ── The one transition ──────────────────────────────────────────────────────────────────

/** The refund's allowed moves: a pending refund succeeds or fails for good, and that is final. */
export const REFUND_MOVES: Readonly<Record<RefundStatus, readonly RefundStatus[]>> = {
  pending: ['succeeded', 'failed'],
  succeeded: [],
  failed: [],
};

const statusesMovingTo = (to: RefundStatus) =>
  (Object.keys(REFUND_MOVES) as RefundStatus[]).filter((from) => REFUND_MOVES[from].includes(to));

export type RefundMover = { actor: 'system' } | { actor: 'admin'; operatorId: number } | { actor: 'member' };

/**
 * Moves the refund to `to` when the table allows it from the status it is in now, with the
 * columns the move sets, and writes the order's history row (`refund_<to>`). Concurrent moves
 * make one; the others answer undefined. Call it in the transaction that does what the move means.
 */
export async function transitionRefund(
  ctx: ServiceContext,
  refundId: number,
  to: RefundStatus,
  by: RefundMover,
  set: Partial<RefundRow> = {},
  detail: Record<string, unknown> = {},
): Promise<RefundRow | undefined> {
  const moved = await moveRefundStatus(ctx.db, refundId, statusesMovingTo(to), to, set);
  if (!moved) return undefined;
  await insertOrderEvent(ctx.db, {
    orderId: moved.orderId,
    kind: `refund_${to}`,
    actor: by.actor,
    operatorId: by.actor === 'admin' ? by.operatorId : null,
    detail: { refundId: moved.id, refundNo: moved.refundNo, amount: moved.amount, ...detail },
  });
  return moved;
}

// ── Asking for a refund ─────────────────────────────────────────────────────────────────

/** RF + the Taipei date and time to the second + 6 random digits: 20 letters and digits (ECPay's limit), unguessable. */
function newRefundNo(now: Date): string {
  const taipei = new Date(now.getTime() + 8 * 3_600_000).toISOString();
  return `RF${taipei.slice(2, 19).replace(/\D/g, '')}${String(randomInt(1_000_000)).padStart(6, '0')}`;
}

const REFUND_NO_DRAWS = 5;

const answerOf = (row: RefundRow): RefundAnswer => ({
  id: row.id,
  refundNo: row.refundNo,
  amount: row.amount,
  status: row.status,
});

/** Keys are one namespace for every order: callers prefix theirs (a key of another order's refund is a bug). */
function sameOrder(row: RefundRow, request: RefundRequest): RefundAnswer {
  if (row.orderId !== request.orderId) {
    throw new Error(`refund key ${request.idempotencyKey} belongs to order ${row.orderId}, not ${request.orderId}`);
  }
  return answerOf(row);
}

const requesterColumns = (by: RefundRequester) =>
  by.kind === 'operator'
    ? { requestedBy: 'operator' as const, requestedByOperatorId: by.operatorId }
    : { requestedBy: by.kind, requestedByOperatorId: null };

const requesterActor = (by: RefundRequester): RefundMover =>
  by.kind === 'operator' ? { actor: 'admin', operatorId: by.operatorId } : { actor: by.kind };

/**
 * Records a refund of the order's succeeded payment (pending, due now) and takes its amount from
 * what that payment may still give back, by a conditional update on the payment row locked first:
 * two refunds at once never take more than was paid. Call it inside the caller's transaction.
 * The same idempotency key answers the refund it made. refund_exceeds_payment (409) when the
 * amount is more than is left; order_not_paid (409) when the order has no succeeded payment.
 */
export async function requestRefund(ctx: ServiceContext, request: RefundRequest): Promise<RefundAnswer> {
  const earlier = await findRefundByKey(ctx.db, request.idempotencyKey);
  if (earlier) return sameOrder(earlier, request);
  const linesTotal = request.lines?.reduce((sum, line) => sum + line.amount, 0);
  const answer = await withTransaction(ctx, async (tx) => {
    const payment = await lockPaymentForRefund(tx, request.orderId, request.paymentId);
    if (!payment) throw new AppError('order_not_paid', 409);
    // A twin request that held the lock before us has committed by now: answer its refund.
    const twin = await findRefundByKey(tx.db, request.idempotencyKey);
    if (twin) return sameOrder(twin, request);
    const refundable = payment.amount - payment.refundedAmount;
    const amount = request.amount ?? linesTotal ?? refundable;
    if (!Number.isSafeInteger(amount) || amount <= 0 || amount > refundable) {
      throw new AppError('refund_exceeds_payment', 409, { refundable });
    }
    if (linesTotal !== undefined && linesTotal !== amount) {
      throw new Error(`refund lines add up to ${linesTotal}, not the refund's ${amount}`);
    }
    if (!(await takeRefundAmount(tx, payment.id, amount))) {
      throw new AppError('refund_exceeds_payment', 409, { refundable });
    }
    const now = new Date();
    let row: RefundRow | undefined;
    for (let draw = 0; draw < REFUND_NO_DRAWS && !row; draw += 1) {
      row = await insertRefund(tx.db, {
        refundNo: newRefundNo(now),
        paymentId: payment.id,
        orderId: request.orderId,
        returnRequestId: request.returnRequestId ?? null,
        amount,
        reason: request.reason,
        note: request.note ?? null,
        status: 'pending',
        nextAttemptAt: now,
        idempotencyKey: request.idempotencyKey,
        ...requesterColumns(request.requestedBy),
      });
    }
    if (!row) throw new Error(`no free refund number in ${REFUND_NO_DRAWS} draws`);
    await insertRefundLines(tx.db, row.id, request.lines ?? []);
    const mover = requesterActor(request.requestedBy);
    await insertOrderEvent(tx.db, {
      orderId: request.orderId,
      kind: 'refund_requested',
      actor: mover.actor,
      operatorId: mover.actor === 'admin' ? mover.operatorId : null,
      detail: {
        refundId: row.id,
        refundNo: row.refundNo,
        amount,
        reason: request.reason,
        ...(request.note ? { note: request.note } : {}),
      },
    });
    return answerOf(row);
  });
  // The job would find it within a minute anyway; this asks for a run right after the commit.
  if (answer.status === 'pending') environmentOf(ctx)?.kick();
  return answer;
}

/** What the order's payment may still give back (0 when nothing was paid). */
export async function refundableAmount(ctx: ServiceContext, orderId: number): Promise<number> {
  const payment = await lockPaymentForRefund(ctx, orderId, undefined, false);
  return payment ? payment.amount - payment.refundedAmount : 0;
}

export interface OrderRefund {
  id: number;
  refundNo: string;
  amount: number;
  status: RefundStatus;
  reason: string;
  returnRequestId: number | null;
  createdAt: Date;
  succeededAt: Date | null;
  /** For staff (the operator's order view): who asked, why in words, and how the tries went. */
  note: string | null;
  requestedBy: 'member' | 'operator' | 'system';
  requestedByOperatorId: number | null;
  attempts: number;
  lastError: string | null;
  /** void (an authorisation not captured) or refund, once the gateway did it. */
  gatewayAction: string | null;
}

/** The order's refunds, newest first. */
export async function listOrderRefunds(ctx: ServiceContext, orderId: number): Promise<OrderRefund[]> {
  return (await listRefundsOfOrder(ctx.db, orderId)).map((row) => ({
    id: row.id,
    refundNo: row.refundNo,
    amount: row.amount,
    status: row.status,
    reason: row.reason,
    returnRequestId: row.returnRequestId,
    createdAt: row.createdAt,
    succeededAt: row.succeededAt,
    note: row.note,
    requestedBy: row.requestedBy,
    requestedByOperatorId: row.requestedByOperatorId,
    attempts: row.attempts,
    lastError: row.lastError,
    gatewayAction: row.gatewayAction,
  }));
}

/** The late-payment path of the payments module (registered by the app): the whole payment back. */
export async function refundLatePayment(
  ctx: ServiceContext,
  payment: { orderId: number; paymentId: number },
): Promise<RefundAnswer> {
  return requestRefund(ctx, {
    orderId: payment.orderId,
    paymentId: payment.paymentId,
    reason: 'late_payment',
    requestedBy: { kind: 'system' },
    idempotencyKey: `late-payment-${payment.paymentId}`,
  });
}

/** A refund's number and what it gave back, for its invoice allowance's lines (invoices job). */
export async function refundForAllowance(
  ctx: ServiceContext,
  refundId: number,
): Promise<{ refundNo: string; items: { name: string; quantity: number; amount: number }[] } | undefined> {
  const refund = await findRefundById(ctx.db, refundId);
  if (!refund) return undefined;
  const order = await orderPaymentFacts(ctx, refund.orderId);
  const lines = await listRefundLines(ctx.db, refundId);
  if (lines.length === 0) {
    const name = serverText('refund_allowance_item', 'zhTW', { orderNo: order?.orderNo ?? '' });
    return { refundNo: refund.refundNo, items: [{ name, quantity: 1, amount: refund.amount }] };
  }
  const items = new Map((await orderItemsOf(ctx, refund.orderId)).map((item) => [item.id, item]));
  return {
    refundNo: refund.refundNo,
    items: lines.map((line) => ({
      name: items.get(line.orderItemId)?.productName.zhTW ?? String(line.orderItemId),
      quantity: line.quantity,
      amount: line.amount,
    })),
  };
}

// ── The job: asking the gateway ─────────────────────────────────────────────────────────

/**
 * Tries before a refund fails for good: with the delays below, about 28 hours of trying. That
 * outlasts a day: ECPay refuses (to be retried) a part of an authorisation until its daily
 * capture (20:15–20:30) has run, so a partial refund asked for just after one waits for the next.
 */
export const MAX_REFUND_ATTEMPTS = 14;

/** Minutes until the next try after `attempts` tries: 1, 2, 4 … capped at 4 hours. */
export function refundRetryDelayMinutes(attempts: number): number {
  return Math.min(2 ** Math.max(attempts - 1, 0), 240);
}

export interface ProcessRefundsOptions extends Partial<RefundEnvironment> {
  stopping?: AbortSignal;
  /** At most this many tries in one run. */
  limit?: number;
}

type TryOutcome = 'none' | 'succeeded' | 'failed' | 'retry' | 'already';

/**
 * Runs the refunds due at `now`: each is claimed (locked, skipping those another worker holds;
 * its try counted and its next try set, so a try that dies half way comes back then), the
 * gateway asked with the refund's own number (asking again never refunds twice), and the answer
 * recorded in a second transaction: succeeded, tried again later, or failed for good after
 * MAX_REFUND_ATTEMPTS or a refusal that will never pass. Answers how many refunds were tried.
 */
export async function processDueRefunds(
  ctx: ServiceContext,
  now: Date = new Date(),
  options: ProcessRefundsOptions = {},
): Promise<number> {
  const configured = environmentOf(ctx);
  const gateway = options.gateway ?? configured?.gateway;
  if (!gateway) throw new Error('processDueRefunds: no gateway configured (configureRefunds)');
  const environment: RefundEnvironment = {
    sendMail: async () => {},
    log: { warn: () => {}, error: () => {} },
    kick: () => {},
    invoiceWorkDue: () => {},
    refundSucceeded: async () => {},
    ...configured,
    ...options,
    gateway,
  };
  const limit = options.limit ?? 100;
  let tried = 0;
  while (tried < limit && !options.stopping?.aborted) {
    const outcome = await tryOneRefund(ctx, environment, now);
    if (outcome === 'none') break;
    tried += 1;
  }
  return tried;
}

async function tryOneRefund(ctx: ServiceContext, environment: RefundEnvironment, now: Date): Promise<TryOutcome> {
  const claimed = await withTransaction(ctx, async (tx) => {
    const due = await lockNextDueRefund(tx.db, now);
    if (!due) return undefined;
    const retryAt = new Date(now.getTime() + refundRetryDelayMinutes(due.attempts + 1) * 60_000);
    const refund = await claimRefundAttempt(tx.db, due.id, retryAt);
    const payment = await paymentForRefund(tx, refund.paymentId);
    if (!payment) throw new Error(`refund ${refund.id}: payment ${refund.paymentId} is gone`);
    return { refund, payment, refundedBefore: await sumSucceededRefunds(tx.db, refund.paymentId, refund.id) };
  });
  if (!claimed) return 'none';
  const { refund, payment } = claimed;

  let result: GatewayRefundResult;
  try {
    result = await environment.gateway.refund({
      merchantTradeNo: payment.merchantTradeNo,
      refundNo: refund.refundNo,
      amount: refund.amount,
      tradeAmount: payment.amount,
      refundedBefore: claimed.refundedBefore,
    });
  } catch (error) {
    // Unreachable (or an answer we could not read): nothing is known to have happened; the same
    // refund number asks again later.
    const message = error instanceof GatewayUnavailableError ? error.message : `gateway error: ${String(error)}`;
    result = { ok: false, message, retry: true };
  }
  await environment.afterGatewayAnswer?.(refund);

  const recorded = await recordAnswer(ctx, environment, refund, result, now).catch((error: unknown) => {
    // Recording failed (a hook's error, the database): the refund stays pending and its next try
    // asks the gateway again, which answers the refund already made. The run goes on.
    environment.log.error({ err: error, refundId: refund.id }, 'refund answer not recorded; will retry');
    return { outcome: 'retry' as const };
  });

  if (recorded.outcome === 'succeeded') {
    environment.invoiceWorkDue();
    try {
      await mailRefunded(ctx, environment, recorded.mail);
    } catch (error) {
      environment.log.warn({ err: error, refundId: refund.id }, 'refund e-mail not sent');
    }
  } else if (recorded.outcome === 'failed') {
    environment.log.error(
      { refundId: refund.id, orderId: refund.orderId, error: result.ok ? '' : result.message },
      'refund failed for good: its amount may be refunded again',
    );
  } else if (recorded.outcome === 'retry') {
    environment.log.warn({ refundId: refund.id, attempts: refund.attempts }, 'refund not made yet; will retry');
  }
  return recorded.outcome;
}

/** The gateway's answer recorded, in a transaction that locks the refund again (another worker may have settled it). */
async function recordAnswer(
  ctx: ServiceContext,
  environment: RefundEnvironment,
  refund: RefundRow,
  result: GatewayRefundResult,
  now: Date,
): Promise<
  | { outcome: 'succeeded'; mail: RefundedMail | undefined }
  | { outcome: 'failed' | 'retry' | 'already'; mail?: undefined }
> {
  return withTransaction(ctx, async (tx) => {
    const current = await lockRefund(tx.db, refund.id);
    if (!current || current.status !== 'pending') return { outcome: 'already' as const };
    if (result.ok) {
      const mail = await settleSucceeded(tx, environment.refundSucceeded, current, result, now);
      return { outcome: 'succeeded' as const, mail };
    }
    if (!result.retry || current.attempts >= MAX_REFUND_ATTEMPTS) {
      await settleFailed(tx, current, result.message);
      return { outcome: 'failed' as const };
    }
    await recordRefundError(tx.db, current.id, result.message);
    return { outcome: 'retry' as const };
  });
}

interface RefundedMail {
  userId: number;
  orderNo: string;
  refundNo: string;
  amount: number;
}

/**
 * The gateway gave the money back: the refund succeeded, the payment marked refunded once all of
 * it came back, the order's hooks run (coupons, W Coin), the invoice voided or an allowance made,
 * and the member told, all in this one transaction.
 */
async function settleSucceeded(
  ctx: ServiceContext,
  refundSucceeded: RefundEnvironment['refundSucceeded'],
  refund: RefundRow,
  result: Extract<GatewayRefundResult, { ok: true }>,
  now: Date,
): Promise<RefundedMail | undefined> {
  const moved = await transitionRefund(
    ctx,
    refund.id,
    'succeeded',
    { actor: 'system' },
    {
      succeededAt: now,
      gatewayPayload: result.payload,
      gatewayAction: result.action,
      nextAttemptAt: null,
      lastError: null,
    },
    { action: result.action },
  );
  if (!moved) return undefined;
  // The payment row is the one lock every refund of this payment takes: two succeeding at once
  // each see the other's success before deciding whether the whole payment came back.
  const payment = await lockPaymentForRefund(ctx, refund.orderId, refund.paymentId);
  const given = await sumSucceededRefunds(ctx.db, refund.paymentId, 0);
  const whole = payment !== undefined && given >= payment.amount;
  if (whole) await markPaymentWhollyRefunded(ctx, refund.paymentId);
  const order = await orderPaymentFacts(ctx, refund.orderId);
  if (!order) throw new Error(`refund ${refund.id}: order ${refund.orderId} is gone`);
  await refundSucceeded(ctx, {
    orderId: refund.orderId,
    userId: order.userId,
    refundId: refund.id,
    amount: refund.amount,
    lines: await listRefundLines(ctx.db, refund.id),
    whole,
  });
  await scheduleRefundInvoiceWork(ctx, {
    orderId: refund.orderId,
    refundId: refund.id,
    amount: refund.amount,
    whole,
    now,
  });
  await notifyMember(ctx, order.userId, {
    title: serverTextInEveryLocale('refund_succeeded_notification_title'),
    content: serverTextInEveryLocale('refund_succeeded_notification_content', (locale) => ({
      orderNo: order.orderNo,
      amount: formatPrice(refund.amount, locale),
    })),
    jump: { url: '/order-list/returns' },
  });
  return { userId: order.userId, orderNo: order.orderNo, refundNo: refund.refundNo, amount: refund.amount };
}

/** The gateway will not give it back: failed for good, its amount free to be refunded again. */
async function settleFailed(ctx: ServiceContext, refund: RefundRow, message: string): Promise<void> {
  const moved = await transitionRefund(
    ctx,
    refund.id,
    'failed',
    { actor: 'system' },
    { nextAttemptAt: null, lastError: message.slice(0, 1000) },
    { error: message.slice(0, 200), attempts: refund.attempts },
  );
  if (!moved) return;
  if (!(await releaseRefundAmount(ctx, refund.paymentId, refund.amount))) {
    throw new Error(`refund ${refund.id}: payment ${refund.paymentId} holds less than the refund's amount`);
  }
}

/** The "refunded" e-mail, in the member's language, after the refund committed. */
async function mailRefunded(ctx: ServiceContext, environment: RefundEnvironment, mail: RefundedMail | undefined) {
  if (!mail) return;
  const user = await findActiveUserById(ctx, mail.userId);
  if (!user?.email) return;
  const locale: Locale = isLocale(user.locale) ? user.locale : 'zhTW';
  const values = { orderNo: mail.orderNo, refundNo: mail.refundNo, amount: formatPrice(mail.amount, locale) };
  await environment.sendMail({
    to: user.email,
    subject: serverText('refund_succeeded_subject', locale, values),
    text: serverText('refund_succeeded_text', locale, values),
  });
}
