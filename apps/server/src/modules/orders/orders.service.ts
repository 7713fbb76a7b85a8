import { randomInt } from 'node:crypto';
import { UNPAID_ORDER_TTL_MINUTES, type OrderStatus } from '@wellfit/contracts/checkout';
import type { ServiceContext } from '../../context.ts';
import { withTransaction } from '../../context.ts';
import { returnFlashUnits, returnSkuStock } from '../catalog/stock.service.ts';
import { statusesMovingTo, type OrderActor } from './order-states.ts';
import { AppError } from '../../errors.ts';
import { formatPrice } from '@wellfit/contracts/price';
import { serverText, serverTextInEveryLocale } from '../../server-texts.ts';
import { notifyMember } from '../notifications/notifications.service.ts';
import { isLocale, type Locale } from '@wellfit/contracts/locale';
import { orderPagePath, returnWindowOf, RETURN_WINDOW_DAYS } from '@wellfit/contracts/orders';
import { findActiveUserById } from '../accounts/accounts.service.ts';
import { requestOrderRefund, type RequestedRefund } from './after-sale-links.ts';
import { runOrderReleased } from './order-hooks.ts';
import type { AddressSnapshot } from './orders.tables.ts';
import {
  findOrderPaymentFacts,
  findMemberOrder,
  deleteBonusItems,
  findOrderByKey,
  findOrderIdByKey,
  listFlashOrderKeys,
  findPendingOrdersCreatedBefore,
  insertOrder,
  listOrderItems,
  listStatusHistory,
  countMemberFlashUnits,
  lockAndCountMemberFlashUnits,
  lockAndReadMemberUnpaidHoldings,
  moveOrderStatus,
  orderStockLines,
  setOrderPaymentMethod,
  claimMailDueEvents,
  findDeliveredOrdersBefore,
  findOrder,
  insertOrderEvent,
  listItemsOfOrders,
  listMemberOrders,
  listOrderEvents,
  listStatusHistoryRows,
  lockOrder,
  markEventMailed,
  searchOrderRows,
  setOrderDelivery,
  setOrderRecipient,
  setOrderReturnStatus,
  type OrderDraft,
  type OrderItemDraft,
  type OrderRow,
} from './orders.queries.ts';

/*
 * The one way an order changes status (docs/decisions/order-states.md): the allowed-moves table
 * in order-states.ts, a conditional update on the status it is in now, and a history row.
 */

export interface TransitionOptions {
  actor: OrderActor;
  reason?: string;
  /** The operator who made an admin move (order_status_history.operator_id). */
  operatorId?: number | null;
}

export interface TransitionOutcome {
  moved: boolean;
  /** The status it moved from (when it moved). */
  from: OrderStatus | null;
}

/**
 * Moves the order to `to` when the table allows it from the status it is in now. Concurrent
 * moves of one order make exactly one (the others answer moved: false). Call it with the
 * context of the transaction that does whatever else the move means (stock, payment), so both
 * commit together.
 */
export async function transitionOrder(
  ctx: ServiceContext,
  orderId: number,
  to: OrderStatus,
  options: TransitionOptions,
): Promise<TransitionOutcome> {
  const from = await moveOrderStatus(
    ctx.db,
    orderId,
    statusesMovingTo(to),
    to,
    options.actor,
    options.reason ?? null,
    options.operatorId ?? null,
  );
  return { moved: from !== null, from };
}

/** When an unpaid order created at `createdAt` lapses. */
export function unpaidOrderExpiresAt(createdAt: Date): Date {
  return new Date(createdAt.getTime() + UNPAID_ORDER_TTL_MINUTES * 60_000);
}

/**
 * Gives back what an order holds (its SKUs' stock and its flash units). Only call it right after
 * a transition out of pending into cancelled or invalid moved, in the same transaction: the
 * transition happens once, so the stock comes back once.
 */
async function releaseOrderStock(ctx: ServiceContext, orderId: number): Promise<void> {
  const lines = await orderStockLines(ctx.db, orderId);
  await returnSkuStock(ctx, lines);
  const flashSaleId = lines.find((line) => line.flashSaleId !== null)?.flashSaleId ?? null;
  const flashUnits = lines.reduce((sum, line) => sum + line.productQuantity, 0);
  if (flashSaleId !== null && flashUnits > 0) await returnFlashUnits(ctx, flashSaleId, flashUnits);
}

/**
 * pending → invalid (unpaid past its time) and its reserved stock and flash units back, in one
 * transaction; the stock comes back only if this call made the move. The payments module asks
 * the gateway first (a payment in flight must not lose its stock) and then calls this.
 */
export function expireUnpaidOrder(ctx: ServiceContext, orderId: number): Promise<TransitionOutcome> {
  return withTransaction(ctx, async (tx) => {
    const outcome = await transitionOrder(tx, orderId, 'invalid', { actor: 'system', reason: 'unpaid_expired' });
    if (outcome.moved) await releaseOrderStock(tx, orderId);
    return outcome;
  });
}

/** pending → cancelled by the member or an admin, with the stock back (SPEC §4: cancel an unpaid order with a reason). */
export function cancelUnpaidOrder(
  ctx: ServiceContext,
  orderId: number,
  options: { actor: OrderActor; reason: string },
): Promise<TransitionOutcome> {
  return withTransaction(ctx, async (tx) => {
    const current = await transitionOrderFromPending(tx, orderId, 'cancelled', options);
    if (current.moved) await releaseOrderStock(tx, orderId);
    return current;
  });
}

/** A move that must start from pending (cancelled is also allowed from unshipped, where stock stays sold). */
async function transitionOrderFromPending(
  ctx: ServiceContext,
  orderId: number,
  to: OrderStatus,
  options: TransitionOptions,
): Promise<TransitionOutcome> {
  const from = await moveOrderStatus(
    ctx.db,
    orderId,
    ['pending'],
    to,
    options.actor,
    options.reason ?? null,
    options.operatorId ?? null,
  );
  return { moved: from !== null, from };
}

/**
 * Unpaid orders whose time ran out at `now`, oldest first, at most `limit`. The payments job
 * asks the gateway about each, then calls expireUnpaidOrder.
 */
export function listOverdueUnpaidOrders(ctx: ServiceContext, now: Date, limit: number) {
  return findPendingOrdersCreatedBefore(ctx.db, new Date(now.getTime() - UNPAID_ORDER_TTL_MINUTES * 60_000), limit);
}

export function orderStatusHistory(ctx: ServiceContext, orderId: number) {
  return listStatusHistory(ctx.db, orderId);
}

/** The order's owner, number, status and amount, for the payments module; undefined when there is none. */
export function orderPaymentFacts(ctx: ServiceContext, orderId: number) {
  return findOrderPaymentFacts(ctx.db, orderId);
}

/**
 * pending → unshipped because a payment succeeded, with its payment method. Call it inside the
 * transaction that records the payment; only the call that moved the order sets the method.
 */
export async function markOrderPaid(
  ctx: ServiceContext,
  orderId: number,
  method: 'credit_card' | 'weixin_pay' | 'alipay' | 'redeem_code',
  reason: string,
): Promise<TransitionOutcome> {
  const outcome = await transitionOrderFromPending(ctx, orderId, 'unshipped', { actor: 'payment', reason });
  if (outcome.moved) {
    await setOrderPaymentMethod(ctx.db, orderId, method);
    await notifyOrderPaid(ctx, orderId);
  }
  return outcome;
}

/**
 * Tells the member in their inbox that the order is paid, leading to its paid page (issue 13: the
 * events that matter to a member write notifications). Call it in the transaction that made the
 * order paid, so the message exists exactly when the payment does.
 */
export async function notifyOrderPaid(ctx: ServiceContext, orderId: number): Promise<void> {
  const order = await findOrderPaymentFacts(ctx.db, orderId);
  if (!order) return;
  await notifyMember(ctx, order.userId, {
    title: serverTextInEveryLocale('order_paid_notification_title'),
    content: serverTextInEveryLocale('order_paid_notification_content', (locale) => ({
      orderNo: order.orderNo,
      payAmount: formatPrice(order.payAmount, locale),
    })),
    jump: { url: `/order-paid/${orderId}` },
  });
}

// ── Placing and reading orders (checkout, issue 12) ──────────────────────────────────────

export type { OrderDraft, OrderItemDraft, OrderRow, AddressSnapshot };

// Other modules (returns, coupons, W Coin) reach these through this service.
export { registerOrderHooks } from './order-hooks.ts';
export { allowancesOfOrder, privateFileAddress, refundsOfOrder, requestOrderRefund } from './after-sale-links.ts';
export type { RefundReason, RefundRequest, RefundRequester } from './after-sale-links.ts';

/**
 * The order made under this (member-scoped) idempotency key and the fingerprint of the body that
 * made it (null for an order placed before fingerprints were kept), if any.
 */
export function findOrderByRequestKey(
  ctx: ServiceContext,
  idempotencyKey: string,
): Promise<{ id: number; requestFingerprint: string | null } | null> {
  return findOrderByKey(ctx.db, idempotencyKey);
}

/** Leaves out of a pending order the bonus items of these SKUs: gifts that ran out while it was placed. */
export async function dropBonusItems(ctx: ServiceContext, orderId: number, skuIds: number[]): Promise<void> {
  if (skuIds.length > 0) await deleteBonusItems(ctx.db, orderId, skuIds);
}

/** The (member-scoped) idempotency keys of every order the flash offer has had. */
export async function flashOrderKeys(ctx: ServiceContext, flashSaleId: number): Promise<Set<string>> {
  return new Set(await listFlashOrderKeys(ctx.db, flashSaleId));
}

/** WF + the Taipei date and time to the second + 6 random digits: sortable, unguessable enough, 20 characters. */
function newOrderNo(now: Date, draw: () => number): string {
  const taipei = new Date(now.getTime() + 8 * 3_600_000).toISOString();
  const stamp = taipei.slice(2, 19).replace(/\D/g, '');
  return `WF${stamp}${String(draw()).padStart(6, '0')}`;
}

/** Numbers drawn before giving up: two orders in the same second share a number once in a million. */
const ORDER_NO_DRAWS = 5;

/**
 * Creates a pending order with its items, a new order number and its first history row, unless
 * its idempotency key already made one (then null: the caller rolls back and answers that order).
 * A number another order took in the same second is drawn again (the bench's 2,000 buyers a
 * second met it). Call it inside the transaction that takes the order's stock, before the stock:
 * the stock statement locks rows every buyer of a product shares, so it goes last.
 */
export async function createPendingOrder(
  ctx: ServiceContext,
  draft: Omit<OrderDraft, 'orderNo'>,
  now = new Date(),
  drawDigits: () => number = () => randomInt(1_000_000),
): Promise<{ id: number; createdAt: Date; orderNo: string } | null> {
  for (let draw = 0; draw < ORDER_NO_DRAWS; draw += 1) {
    const orderNo = newOrderNo(now, drawDigits);
    const created = await insertOrder(ctx.db, { ...draft, orderNo });
    if (created) return { ...created, orderNo };
    if ((await findOrderIdByKey(ctx.db, draft.idempotencyKey)) !== null) return null;
  }
  throw new Error(`no free order number in ${ORDER_NO_DRAWS} draws`);
}

/**
 * Units of a flash offer the member already holds, read under the member's lock for that offer
 * (held until the transaction ends), so two simultaneous orders of one member cannot both pass
 * the per-member limit.
 */
export function memberFlashUnitsLocked(ctx: ServiceContext, userId: number, flashSaleId: number): Promise<number> {
  return lockAndCountMemberFlashUnits(ctx.db, userId, flashSaleId);
}

/**
 * How many unpaid orders of checkout types 1 and 2 the member has, and the units of these SKUs
 * they hold, read under the member's checkout lock (held until the transaction ends): two
 * simultaneous orders of one member cannot both pass the unpaid-order limits.
 */
export function memberUnpaidHoldingsLocked(ctx: ServiceContext, userId: number, skuIds: number[]) {
  return lockAndReadMemberUnpaidHoldings(ctx.db, userId, skuIds);
}

/** Units of a flash offer the member holds now, by the same count without its lock (for the product page). */
export function memberFlashUnits(ctx: ServiceContext, userId: number, flashSaleId: number): Promise<number> {
  return countMemberFlashUnits(ctx.db, userId, flashSaleId);
}

/** The member's order; order_not_found (404) for none or another member's. */
export async function requireMemberOrder(ctx: ServiceContext, userId: number, orderId: number): Promise<OrderRow> {
  const order = await findMemberOrder(ctx.db, userId, orderId);
  if (!order) throw new AppError('order_not_found', 404);
  return order;
}

export function orderItemsOf(ctx: ServiceContext, orderId: number) {
  return listOrderItems(ctx.db, orderId);
}

// ── After the sale: moves by members, operators and jobs (issue 35) ─────────────────────

/** Who moves an order: the member, an operator (their id goes into the history), or a job. */
export type OrderMover =
  { actor: 'member'; userId: number } | { actor: 'admin'; operatorId: number } | { actor: 'system' };

function transitionBy(by: OrderMover, reason?: string): TransitionOptions {
  return {
    actor: by.actor,
    ...(reason === undefined ? {} : { reason }),
    operatorId: by.actor === 'admin' ? by.operatorId : null,
  };
}

/** What a move answers: the order's status now and the status it came from. */
export interface OrderMoved {
  orderId: number;
  orderNo: string;
  status: OrderStatus;
  from: OrderStatus | null;
  /** The refund the move asked for (a paid order cancelled), or null. */
  refund: RequestedRefund | null;
}

/**
 * Writes a row of the order's timeline besides its status (order_events). `mail` marks the
 * events the member also hears of by e-mail (the after-sale e-mail job sends them).
 */
export async function recordOrderEvent(
  ctx: ServiceContext,
  orderId: number,
  kind: string,
  by: OrderMover | { actor: 'payment' },
  detail: Record<string, unknown> = {},
  options: { mail?: boolean } = {},
): Promise<void> {
  await insertOrderEvent(ctx.db, {
    orderId,
    kind,
    actor: by.actor,
    operatorId: by.actor === 'admin' ? by.operatorId : null,
    detail: options.mail ? { ...detail, mailDue: true } : detail,
  });
}

/**
 * Loads the order for a move, locked: a member's own order only (another member's is
 * order_not_found, 404, as if it did not exist), an operator's or a job's any order.
 */
async function lockedOrderFor(ctx: ServiceContext, orderId: number, by: OrderMover): Promise<OrderRow> {
  const order = await lockOrder(ctx.db, orderId);
  if (!order || (by.actor === 'member' && order.userId !== by.userId)) throw new AppError('order_not_found', 404);
  return order;
}

/**
 * Cancels an order (SPEC §4): unpaid (pending) → cancelled with its reserved stock back, or paid
 * but not shipped (unshipped) → cancelled with its sold stock back and its payment refunded in
 * full. Both give back the flash units and run the release hooks (coupons, W Coin) in the same
 * transaction. The order row is locked first, so a payment notification and a cancel arriving
 * together end as one of: paid then cancelled and refunded, or cancelled (the late payment is
 * then refunded by the payments module). A second call with the same requestKey (a double click)
 * answers the first's outcome and gives nothing back twice; any other cancel of an order that is
 * no longer pending or unshipped is order_not_cancellable (409).
 */
export function cancelOrder(
  ctx: ServiceContext,
  orderId: number,
  by: OrderMover,
  reason: string,
  requestKey: string,
): Promise<OrderMoved> {
  return withTransaction(ctx, async (tx) => {
    const order = await lockedOrderFor(tx, orderId, by);
    if (order.status === 'cancelled') {
      const events = await listOrderEvents(tx.db, orderId);
      const cancelled = events.find((event) => event.kind === 'cancelled');
      if (cancelled?.detail?.requestKey === requestKey)
        return { orderId, orderNo: order.orderNo, status: order.status, from: null, refund: null };
    }
    const from = await moveOrderStatus(
      tx.db,
      orderId,
      ['pending', 'unshipped'],
      'cancelled',
      transitionBy(by).actor,
      reason,
      by.actor === 'admin' ? by.operatorId : null,
    );
    if (from === null) throw new AppError('order_not_cancellable', 409, { status: order.status });
    await releaseOrderStock(tx, orderId);
    await recordOrderEvent(tx, orderId, 'cancelled', by, { reason, requestKey, from });
    let refund: RequestedRefund | null = null;
    if (from === 'unshipped' && order.payAmount > 0) {
      refund = await requestOrderRefund(tx, {
        orderId,
        reason: 'order_cancelled',
        note: reason,
        requestedBy:
          by.actor === 'admin'
            ? { kind: 'operator', operatorId: by.operatorId }
            : by.actor === 'member'
              ? { kind: 'member' }
              : { kind: 'system' },
        idempotencyKey: `order-cancel:${orderId}`,
      });
    }
    await runOrderReleased(tx, {
      orderId,
      userId: order.userId,
      to: 'cancelled',
      from: from as 'pending' | 'unshipped',
    });
    return { orderId, orderNo: order.orderNo, status: 'cancelled' as const, from, refund };
  });
}

/** The delivery company names an operator may use are free text; these are trimmed and bounded. */
function deliveryText(value: string): string {
  const text = value.trim();
  if (text.length === 0 || text.length > 64) throw new AppError('order_delivery_invalid', 400);
  return text;
}

/**
 * unshipped → shipped with the carrier and its number (shipped_at now); the member hears of it in
 * the inbox and by e-mail. Any other status: order_move_refused (409).
 */
export async function shipOrder(
  ctx: ServiceContext,
  orderId: number,
  by: OrderMover,
  delivery: { company: string; number: string },
): Promise<OrderMoved> {
  const company = deliveryText(delivery.company);
  const number = deliveryText(delivery.number);
  return withTransaction(ctx, async (tx) => {
    const order = await lockedOrderFor(tx, orderId, by);
    const outcome = await transitionOrder(tx, orderId, 'shipped', transitionBy(by));
    if (!outcome.moved) throw new AppError('order_move_refused', 409, { status: order.status });
    await setOrderDelivery(tx.db, orderId, { status: 'shipped', company, number });
    await recordOrderEvent(tx, orderId, 'shipped', by, { company, number }, { mail: true });
    await notifyAfterSale(tx, order.userId, orderId, 'order_shipped', { orderNo: order.orderNo, company, number });
    return { orderId, orderNo: order.orderNo, status: 'shipped' as const, from: outcome.from, refund: null };
  });
}

/** shipped → delivered (delivered_at now: the return window starts); the member hears of it. */
export function markOrderDelivered(ctx: ServiceContext, orderId: number, by: OrderMover): Promise<OrderMoved> {
  return withTransaction(ctx, async (tx) => {
    const order = await lockedOrderFor(tx, orderId, by);
    const outcome = await transitionOrder(tx, orderId, 'delivered', transitionBy(by));
    if (!outcome.moved) throw new AppError('order_move_refused', 409, { status: order.status });
    await setOrderDelivery(tx.db, orderId, { status: 'delivered' });
    const lastDay = returnWindowOf(new Date()).lastDay;
    await recordOrderEvent(tx, orderId, 'delivered', by, { returnLastDay: lastDay }, { mail: true });
    await notifyAfterSale(tx, order.userId, orderId, 'order_delivered', { orderNo: order.orderNo, lastDay });
    return { orderId, orderNo: order.orderNo, status: 'delivered' as const, from: outcome.from, refund: null };
  });
}

/** Orders completed per run at most; the next run goes on. */
const COMPLETE_BATCH = 500;

/**
 * The job's body: delivered orders whose return window has closed at `now` move to completed
 * (by the system). A window closes at the end of the seventh Taipei day after delivery, so an
 * order delivered before the start of (today in Taipei − 7 days) is past it. Answers how many moved.
 */
export async function completeDeliveredOrders(ctx: ServiceContext, now: Date): Promise<number> {
  const TAIPEI_OFFSET_MS = 8 * 3_600_000;
  const DAY_MS = 86_400_000;
  const todayStart = Math.floor((now.getTime() + TAIPEI_OFFSET_MS) / DAY_MS) * DAY_MS - TAIPEI_OFFSET_MS;
  const deliveredBefore = new Date(todayStart - RETURN_WINDOW_DAYS * DAY_MS);
  let completed = 0;
  for (const orderId of await findDeliveredOrdersBefore(ctx.db, deliveredBefore, COMPLETE_BATCH)) {
    const outcome = await withTransaction(ctx, (tx) =>
      transitionOrder(tx, orderId, 'completed', { actor: 'system', reason: 'return_window_closed' }),
    );
    if (outcome.moved) completed += 1;
  }
  return completed;
}

/**
 * The member changes the recipient of an order not yet shipped (pending or unshipped) to one of
 * their saved addresses; once shipped it is order_recipient_locked (409). The old and new
 * recipient go into the timeline.
 */
export function changeOrderRecipient(
  ctx: ServiceContext,
  userId: number,
  orderId: number,
  recipient: AddressSnapshot,
): Promise<void> {
  return withTransaction(ctx, async (tx) => {
    const order = await lockedOrderFor(tx, orderId, { actor: 'member', userId });
    if (order.status !== 'pending' && order.status !== 'unshipped') throw new AppError('order_recipient_locked', 409);
    await setOrderRecipient(tx.db, orderId, recipient);
    await recordOrderEvent(
      tx,
      orderId,
      'recipient_changed',
      { actor: 'member', userId },
      {
        from: order.recipient?.name ?? null,
        to: recipient.name,
      },
    );
  });
}

/** The order, locked, for another module's move of it (returns); undefined when there is none. */
export function lockOrderForMove(ctx: ServiceContext, orderId: number) {
  return lockOrder(ctx.db, orderId);
}

export function orderEventsOf(ctx: ServiceContext, orderId: number) {
  return listOrderEvents(ctx.db, orderId);
}

export function orderStatusRows(ctx: ServiceContext, orderId: number) {
  return listStatusHistoryRows(ctx.db, orderId);
}

export function findOrderById(ctx: ServiceContext, orderId: number) {
  return findOrder(ctx.db, orderId);
}

/** orders.return_status mirrors the order's latest return (returns module). */
export function setReturnStatusOfOrder(ctx: ServiceContext, orderId: number, status: string | null) {
  return setOrderReturnStatus(ctx.db, orderId, status);
}

export function memberOrdersPage(
  ctx: ServiceContext,
  userId: number,
  filter: { statuses: readonly OrderStatus[]; withAfterSale: boolean },
  page: { offset: number; limit: number },
) {
  return listMemberOrders(ctx.db, userId, filter, page);
}

export function itemsOfOrders(ctx: ServiceContext, orderIds: number[]) {
  return listItemsOfOrders(ctx.db, orderIds);
}

export function searchOrderPage(
  ctx: ServiceContext,
  filter: { orderNo?: string; userId?: number; status?: OrderStatus; from?: Date; to?: Date },
  page: { offset: number; limit: number },
) {
  return searchOrderRows(ctx.db, filter, page);
}

// ── After-sale notifications (in-app now, e-mail by the job) ─────────────────────────────

type AfterSaleNotice = 'order_shipped' | 'order_delivered' | 'return_approved' | 'return_rejected';

/**
 * Puts the notice in the member's inbox in all three languages, in the caller's transaction; the
 * e-mail follows from the order_events row marked mailDue (sendDueAfterSaleEmails).
 */
export async function notifyAfterSale(
  ctx: ServiceContext,
  userId: number,
  orderId: number,
  notice: AfterSaleNotice,
  values: Record<string, string | number>,
): Promise<void> {
  await notifyMember(ctx, userId, {
    title: serverTextInEveryLocale(`${notice}_notification_title`, () => values),
    content: serverTextInEveryLocale(`${notice}_notification_content`, () => values),
    jump: { url: orderPagePath(orderId) },
  });
}

const NOTICE_OF_EVENT: Readonly<Record<string, AfterSaleNotice>> = {
  shipped: 'order_shipped',
  delivered: 'order_delivered',
  return_approved: 'return_approved',
  return_rejected: 'return_rejected',
};

/** E-mails sent per run at most. */
const EMAIL_BATCH = 50;

/**
 * The after-sale e-mails due (order_events marked mailDue), each in the member's language, then
 * marked sent. Rows are claimed with SKIP LOCKED, so two processes never take the same one; a
 * crash between sending and marking sends that e-mail again on the next run (at least once).
 * A member without an e-mail address gets none. Answers how many were sent.
 */
export async function sendDueAfterSaleEmails(
  ctx: ServiceContext,
  send: (mail: { to: string; subject: string; text: string }) => Promise<void>,
): Promise<number> {
  let sent = 0;
  const due = await claimMailDueEvents(ctx.db, EMAIL_BATCH);
  for (const event of due) {
    const notice = NOTICE_OF_EVENT[event.kind];
    const order = await findOrder(ctx.db, event.orderId);
    const user = order ? await findActiveUserById(ctx, order.userId) : undefined;
    if (notice && order && user?.email) {
      const locale: Locale = isLocale(user.locale) ? user.locale : 'zhTW';
      const values = { orderNo: order.orderNo, ...stringValues(event.detail ?? {}) };
      await send({
        to: user.email,
        subject: serverText(`${notice}_notification_title`, locale, values),
        text: serverText(`${notice}_notification_content`, locale, values),
      });
      sent += 1;
    }
    await markEventMailed(ctx.db, event.id);
  }
  return sent;
}

function stringValues(detail: Record<string, unknown>): Record<string, string | number> {
  return Object.fromEntries(
    Object.entries(detail).filter((entry): entry is [string, string | number] =>
      ['string', 'number'].includes(typeof entry[1]),
    ),
  );
}
