import { randomInt } from 'node:crypto';
import { UNPAID_ORDER_TTL_MINUTES, type OrderStatus } from '@wellfit/contracts/checkout';
import type { ServiceContext } from '../../context.ts';
import { withTransaction } from '../../context.ts';
import { returnFlashUnits, returnSkuStock } from '../catalog/stock.service.ts';
import { statusesMovingTo, type OrderActor } from './order-states.ts';
import { AppError } from '../../errors.ts';
import { formatPrice } from '@wellfit/contracts/price';
import { serverTextInEveryLocale } from '../../server-texts.ts';
import { notifyMember } from '../notifications/notifications.service.ts';
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
  const from = await moveOrderStatus(ctx.db, orderId, statusesMovingTo(to), to, options.actor, options.reason ?? null);
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
  const from = await moveOrderStatus(ctx.db, orderId, ['pending'], to, options.actor, options.reason ?? null);
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

export type { OrderDraft, OrderItemDraft, OrderRow };

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
