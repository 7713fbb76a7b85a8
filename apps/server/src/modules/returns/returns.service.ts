import { randomInt } from 'node:crypto';
import {
  isReturnableProductType,
  returnWindowOf,
  type ApplyReturnBody,
  type ReturnStatus,
} from '@wellfit/contracts/orders';
import type { ServiceContext } from '../../context.ts';
import { withTransaction } from '../../context.ts';
import { AppError } from '../../errors.ts';
import type { FileStorage } from '../accounts/accounts.service.ts';
import { productTypesOf, returnSkuStock } from '../catalog/stock.service.ts';
import {
  lockOrderForMove,
  notifyAfterSale,
  orderItemsOf,
  recordOrderEvent,
  refundsOfOrder,
  registerOrderHooks,
  requestOrderRefund,
  setReturnStatusOfOrder,
  transitionOrder,
  type OrderMover,
} from '../orders/orders.service.ts';
import {
  checkAttachments,
  deleteStoredAttachments,
  storeAttachments,
  type ContactUpload,
} from '../support/support.service.ts';
import { RETURN_HOLDING_STATUSES, returnStatusesMovingTo } from './return-states.ts';
import {
  findReturn,
  findReturnByKey,
  insertReturn,
  listOrderReturns,
  listReturnItems,
  moveReturnStatus,
  setDecisionNote,
  setReceipt,
  setReturnImageUrls,
  unitsInReturns,
  type ReturnRow,
} from './returns.queries.ts';

/*
 * Returns (SPEC §4 return status; docs/decisions/returns.md): applied for by the member within the
 * cooling-off period, decided and received by operators, refunded through the refunds module.
 * Every move of a return goes through transitionReturn, after the order's row is locked: a
 * return's moves, its order's other returns and the order's own moves take turns.
 */

export type ReturnMover = OrderMover;
export type { ContactUpload as ReturnUpload };

function actorOf(by: ReturnMover): { actor: 'member' | 'admin' | 'system'; operatorId: number | null } {
  return { actor: by.actor, operatorId: by.actor === 'admin' ? by.operatorId : null };
}

/**
 * The one way a return changes status: the allowed-moves table (return-states.ts), a conditional
 * update on the status it is in now, a history row naming who moved it, and orders.return_status
 * following the order's latest return. Call it inside the transaction that locked the order.
 */
export async function transitionReturn(
  ctx: ServiceContext,
  returnRequest: Pick<ReturnRow, 'id' | 'orderId'>,
  to: ReturnStatus,
  by: ReturnMover,
  reason: string | null = null,
): Promise<{ moved: boolean; from: ReturnStatus | null }> {
  const { actor, operatorId } = actorOf(by);
  const from = await moveReturnStatus(
    ctx.db,
    returnRequest.id,
    returnStatusesMovingTo(to),
    to,
    actor,
    reason,
    operatorId,
  );
  if (from !== null) {
    const latest = (await listOrderReturns(ctx.db, returnRequest.orderId)).at(-1);
    if (latest?.id === returnRequest.id) await setReturnStatusOfOrder(ctx, returnRequest.orderId, to);
  }
  return { moved: from !== null, from };
}

/** RT + the Taipei date and time to the second + 6 random digits (like order numbers). */
function newReturnNo(now: Date): string {
  const taipei = new Date(now.getTime() + 8 * 3_600_000).toISOString();
  return `RT${taipei.slice(2, 19).replace(/\D/g, '')}${String(randomInt(1_000_000)).padStart(6, '0')}`;
}

export interface AppliedReturn {
  returnId: number;
  returnNo: string;
  status: ReturnStatus;
}

/**
 * The member applies for a return of some units of a delivered order (SPEC §4 apply return):
 * within the cooling-off period (returnWindowOf its delivery), no line of a type that may not be
 * returned, no more units of a line than bought less those in its other returns (pending to
 * completed). The attachments are checked by content before anything is stored. The same
 * requestKey answers the return it made. Another member's order is order_not_found (404).
 */
export async function applyReturn(
  ctx: ServiceContext,
  deps: { storage: FileStorage },
  userId: number,
  body: ApplyReturnBody,
  uploads: readonly ContactUpload[],
  now = new Date(),
): Promise<AppliedReturn> {
  const idempotencyKey = `${userId}:${body.requestKey}`;
  const earlier = await findReturnByKey(ctx.db, idempotencyKey);
  if (earlier) return { returnId: earlier.id, returnNo: earlier.returnNo, status: earlier.status };
  const files = await checkAttachments(uploads);

  // Private files written by an attempt whose transaction then failed are deleted: no orphans.
  const written: string[] = [];
  return withTransaction(ctx, async (tx) => {
    const order = await lockOrderForMove(tx, body.orderId);
    if (!order || order.userId !== userId) throw new AppError('order_not_found', 404);
    // A twin under the same key waited for the order's lock: it answers the return made first.
    const twin = await findReturnByKey(tx.db, idempotencyKey);
    if (twin) return { returnId: twin.id, returnNo: twin.returnNo, status: twin.status };
    if (!order.deliveredAt || (order.status !== 'delivered' && order.status !== 'completed'))
      throw new AppError('return_not_allowed', 409);
    const window = returnWindowOf(order.deliveredAt);
    if (now.getTime() >= window.closesAt.getTime())
      throw new AppError('return_window_closed', 409, { lastDay: window.lastDay });

    const items = new Map((await orderItemsOf(tx, order.id)).map((item) => [item.id, item]));
    const asked = new Map<number, number>();
    for (const line of body.items) asked.set(line.orderItemId, (asked.get(line.orderItemId) ?? 0) + line.quantity);
    const types = await productTypesOf(
      tx,
      [...items.values()].flatMap((item) => (item.productId === null ? [] : [item.productId])),
    );
    const held = await unitsInReturns(tx.db, order.id, RETURN_HOLDING_STATUSES);
    for (const [orderItemId, quantity] of asked) {
      const item = items.get(orderItemId);
      if (!item) throw new AppError('return_item_invalid', 400);
      const type = item.productId === null ? undefined : types.get(item.productId);
      if (type !== undefined && !isReturnableProductType(type)) throw new AppError('return_item_not_returnable', 409);
      if (quantity > item.quantity - (held.get(orderItemId)?.quantity ?? 0))
        throw new AppError('return_quantity_exceeded', 409);
    }

    const returnNo = newReturnNo(now);
    const returnId = await insertReturn(tx.db, {
      returnNo,
      orderId: order.id,
      userId,
      reason: body.reason,
      description: body.description,
      imageUrls: [],
      idempotencyKey,
      items: [...asked].map(([orderItemId, quantity]) => ({ orderItemId, quantity })),
    });
    if (files.length > 0) {
      const stored = await storeAttachments(
        tx,
        deps.storage,
        { userId, ownerType: 'return_request', ownerId: returnId, folder: `returns/${returnNo}` },
        files,
      );
      written.push(...stored.map((file) => file.storageKey));
      // The column keeps the files' storage keys; readers get short-lived signed addresses.
      await setReturnImageUrls(
        tx.db,
        returnId,
        stored.map((file) => file.storageKey),
      );
    }
    await setReturnStatusOfOrder(tx, order.id, 'pending');
    await recordOrderEvent(tx, order.id, 'return_applied', { actor: 'member', userId }, { returnNo });
    return { returnId, returnNo, status: 'pending' as const };
  }).catch(async (error: unknown) => {
    await deleteStoredAttachments(deps.storage, written);
    throw error;
  });
}

/** The return and its order, the order locked; return_not_found (404) for none or (for a member) another member's. */
async function lockedReturn(ctx: ServiceContext, returnId: number, by: ReturnMover): Promise<ReturnRow> {
  const found = await findReturn(ctx.db, returnId);
  if (!found || (by.actor === 'member' && found.userId !== by.userId)) throw new AppError('return_not_found', 404);
  await lockOrderForMove(ctx, found.orderId);
  // Read again under the order's lock: every move of a return takes it first.
  const current = await findReturn(ctx.db, returnId);
  if (!current) throw new AppError('return_not_found', 404);
  return current;
}

/** The member withdraws a return while it is pending; later: return_not_cancellable (409). */
export function cancelReturn(ctx: ServiceContext, userId: number, returnId: number): Promise<AppliedReturn> {
  const by: ReturnMover = { actor: 'member', userId };
  return withTransaction(ctx, async (tx) => {
    const found = await lockedReturn(tx, returnId, by);
    if (found.status !== 'pending') throw new AppError('return_not_cancellable', 409);
    await transitionReturn(tx, found, 'cancelled', by, 'member_withdrew');
    await recordOrderEvent(tx, found.orderId, 'return_cancelled', by, { returnNo: found.returnNo });
    return { returnId, returnNo: found.returnNo, status: 'cancelled' as const };
  });
}

async function decide(
  ctx: ServiceContext,
  returnId: number,
  by: ReturnMover,
  to: 'approved' | 'rejected',
  note: string | null,
): Promise<AppliedReturn> {
  return withTransaction(ctx, async (tx) => {
    const found = await lockedReturn(tx, returnId, by);
    const outcome = await transitionReturn(tx, found, to, by, note);
    if (!outcome.moved) throw new AppError('return_move_refused', 409, { status: found.status });
    await setDecisionNote(tx.db, returnId, note);
    const kind = to === 'approved' ? 'return_approved' : 'return_rejected';
    const order = await lockOrderForMove(tx, found.orderId);
    const values = { returnNo: found.returnNo, note: note ?? '' };
    await recordOrderEvent(tx, found.orderId, kind, by, values, { mail: true });
    if (order) await notifyAfterSale(tx, found.userId, found.orderId, kind, { orderNo: order.orderNo, ...values });
    return { returnId, returnNo: found.returnNo, status: to };
  });
}

/** pending → approved, with an optional note to the member; the member hears of it. */
export function approveReturn(ctx: ServiceContext, returnId: number, by: ReturnMover, note?: string) {
  return decide(ctx, returnId, by, 'approved', note?.trim() || null);
}

/** pending → rejected, with the reason the member reads; the member hears of it. */
export function rejectReturn(ctx: ServiceContext, returnId: number, by: ReturnMover, note: string) {
  const reason = note.trim();
  if (reason.length === 0) throw new AppError('return_move_refused', 400);
  return decide(ctx, returnId, by, 'rejected', reason);
}

/** approved → returning: the goods are on their way back (an operator records it). */
export function markReturnShippedBack(ctx: ServiceContext, returnId: number, by: ReturnMover) {
  return withTransaction(ctx, async (tx) => {
    const found = await lockedReturn(tx, returnId, by);
    const outcome = await transitionReturn(tx, found, 'returning', by);
    if (!outcome.moved) throw new AppError('return_move_refused', 409, { status: found.status });
    return { returnId, returnNo: found.returnNo, status: 'returning' as const };
  });
}

/**
 * What `units` more units of a line refund after `before` units were refunded: the line's paid
 * amount shared per unit so that all its units together refund exactly what it paid.
 */
export function unitsRefund(paidAmount: number, quantity: number, before: number, units: number): number {
  if (quantity <= 0) return 0;
  return Math.floor((paidAmount * (before + units)) / quantity) - Math.floor((paidAmount * before) / quantity);
}

/**
 * The warehouse counts the returned goods (approved or returning → refunding): per line how many
 * units came back and how many of those are damaged. Received undamaged units go back to stock;
 * damaged ones are written off (they stay sold). The member is refunded every received unit's
 * share of what its line paid, through the refunds module (one refund per return, its key the
 * return's id); the return completes when that refund succeeds (onRefundSucceeded below), or at
 * once when nothing is to be refunded. A line not counted counts as nothing received.
 */
export function receiveReturn(
  ctx: ServiceContext,
  returnId: number,
  by: ReturnMover,
  counted: { orderItemId: number; receivedQuantity: number; damagedQuantity: number }[],
) {
  return withTransaction(ctx, async (tx) => {
    const found = await lockedReturn(tx, returnId, by);
    if (found.status !== 'approved' && found.status !== 'returning')
      throw new AppError('return_move_refused', 409, { status: found.status });
    const lines = await listReturnItems(tx.db, [returnId]);
    const countedById = new Map(counted.map((line) => [line.orderItemId, line]));
    if (counted.some((line) => !lines.some((item) => item.orderItemId === line.orderItemId)))
      throw new AppError('return_receipt_invalid', 400);
    const receipt = lines.map((line) => {
      const count = countedById.get(line.orderItemId);
      const receivedQuantity = count?.receivedQuantity ?? 0;
      const damagedQuantity = count?.damagedQuantity ?? 0;
      if (
        !Number.isInteger(receivedQuantity) ||
        !Number.isInteger(damagedQuantity) ||
        receivedQuantity < 0 ||
        damagedQuantity < 0 ||
        receivedQuantity > line.quantity ||
        damagedQuantity > receivedQuantity
      )
        throw new AppError('return_receipt_invalid', 400);
      return { orderItemId: line.orderItemId, receivedQuantity, damagedQuantity };
    });

    const items = new Map((await orderItemsOf(tx, found.orderId)).map((item) => [item.id, item]));
    const refundedBefore = await unitsInReturns(tx.db, found.orderId, ['refunding', 'completed']);
    const refundLines = receipt.flatMap((line) => {
      const item = items.get(line.orderItemId);
      if (!item || line.receivedQuantity === 0) return [];
      const before = refundedBefore.get(line.orderItemId)?.received ?? 0;
      const amount = unitsRefund(item.paidAmount, item.quantity, before, line.receivedQuantity);
      return [{ orderItemId: line.orderItemId, quantity: line.receivedQuantity, amount }];
    });
    const refundAmount = refundLines.reduce((sum, line) => sum + line.amount, 0);

    const restock = receipt.flatMap((line) => {
      const skuId = items.get(line.orderItemId)?.productSkuId ?? null;
      const units = line.receivedQuantity - line.damagedQuantity;
      return skuId === null || units === 0 ? [] : [{ productSkuId: skuId, quantity: units }];
    });
    await returnSkuStock(tx, restock);
    await setReceipt(tx.db, returnId, receipt, refundAmount);
    const outcome = await transitionReturn(tx, found, 'refunding', by);
    if (!outcome.moved) throw new AppError('return_move_refused', 409, { status: found.status });
    await recordOrderEvent(tx, found.orderId, 'return_received', by, {
      returnNo: found.returnNo,
      received: receipt.reduce((sum, line) => sum + line.receivedQuantity, 0),
      damaged: receipt.reduce((sum, line) => sum + line.damagedQuantity, 0),
      refundAmount,
    });

    let refund = null;
    if (refundAmount > 0) {
      refund = await requestOrderRefund(tx, {
        orderId: found.orderId,
        amount: refundAmount,
        reason: 'return_completed',
        lines: refundLines.filter((line) => line.amount > 0),
        returnRequestId: returnId,
        requestedBy: by.actor === 'admin' ? { kind: 'operator', operatorId: by.operatorId } : { kind: 'system' },
        idempotencyKey: `return:${returnId}`,
      });
    } else {
      await completeReturn(tx, found);
    }
    return { returnId, returnNo: found.returnNo, status: refundAmount > 0 ? 'refunding' : 'completed', refund };
  });
}

/**
 * refunding → completed, then the order → returned when every unit it sold (gifts aside) has come
 * back in its completed returns.
 */
async function completeReturn(ctx: ServiceContext, found: Pick<ReturnRow, 'id' | 'orderId' | 'returnNo'>) {
  const outcome = await transitionReturn(ctx, found, 'completed', { actor: 'system' }, 'refund_succeeded');
  if (!outcome.moved) return;
  await recordOrderEvent(ctx, found.orderId, 'return_completed', { actor: 'system' }, { returnNo: found.returnNo });
  const returned = await unitsInReturns(ctx.db, found.orderId, ['completed']);
  const items = await orderItemsOf(ctx, found.orderId);
  const everyUnitBack = items
    .filter((item) => item.type !== 'bonus')
    .every((item) => (returned.get(item.id)?.received ?? 0) >= item.quantity);
  if (everyUnitBack)
    await transitionOrder(ctx, found.orderId, 'returned', { actor: 'system', reason: 'every_unit_returned' });
}

// When a return's refund succeeds (the refunds job, in its transaction), the return completes.
// Registered when this module loads: the routes and the admin API import it at start-up.
registerOrderHooks('returns', {
  async onRefundSucceeded(ctx, event) {
    const refund = (await refundsOfOrder(ctx, event.orderId)).find((row) => row.id === event.refundId);
    if (!refund?.returnRequestId) return;
    await lockOrderForMove(ctx, event.orderId);
    const found = await findReturn(ctx.db, refund.returnRequestId);
    if (found?.status === 'refunding') await completeReturn(ctx, found);
  },
});

// The operators' API finds orders and reads one's whole history through this service too.
export { orderForOperator, searchOrders, type OrderSearchFilter } from './order-views.service.ts';
