import type { z } from 'zod';
import type {
  AdminOrderDetail,
  AdminReturnMoved,
  AdminOrderSearchAnswer,
  adminOrderSearchQuery,
  adminReceiveReturnBody,
  adminRefundBody,
} from '@wellfit/contracts/admin';
import { isValidEmail, isValidMobile, normaliseMobile } from '@wellfit/contracts/validation';
import type { ServiceContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { accountKeyOf, findUserByAccount } from '../accounts/accounts.service.ts';
import type { Operator } from '../operators/operators.service.ts';
import { cancelOrder, markOrderDelivered, orderItemsOf, shipOrder, type OrderMover } from '../orders/orders.service.ts';
import { listOrderRefunds, refundableAmount, requestRefund } from '../refunds/refunds.service.ts';
import {
  approveReturn,
  orderForOperator,
  markReturnShippedBack,
  receiveReturn,
  rejectReturn,
  searchOrders,
} from '../returns/returns.service.ts';

/*
 * The operators' order API (issue 35, docs/decisions/operators.md): thin over the orders,
 * returns and refunds services, which hold the rules and write the history. Every move passes
 * the operator's id, never just the word "admin".
 */

function moverOf(operator: Operator): OrderMover {
  return { actor: 'admin', operatorId: operator.operatorId };
}

const TAIPEI_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;

/** 00:00 Asia/Taipei of a YYYY-MM-DD day. */
function taipeiDayStart(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - TAIPEI_OFFSET_MS);
}

/**
 * The member a search names: a member id (digits that are not a mobile), a mobile (09…) or an
 * e-mail. Answers null for a member that does not exist (the search then finds nothing).
 */
async function memberIdOf(ctx: ServiceContext, member: string): Promise<number | null> {
  if (/^\d{1,15}$/.test(member) && !isValidMobile(member)) return Number(member);
  if (!isValidEmail(member) && !isValidMobile(member)) throw new AppError('warning_invalid_mobile', 400);
  const user = await findUserByAccount(ctx, accountKeyOf(isValidEmail(member) ? member : normaliseMobile(member)));
  return user?.id ?? null;
}

const iso = (value: Date | string | null | undefined) => (value ? new Date(value).toISOString() : null);

/** GET /api/admin/orders: orders by number, member, status and Taipei days, newest first. */
export async function findOrders(
  ctx: ServiceContext,
  query: z.output<typeof adminOrderSearchQuery>,
): Promise<AdminOrderSearchAnswer> {
  if (query.from && query.to && query.from > query.to) throw new AppError('admin_invalid_date_range', 400);
  let userId: number | undefined;
  if (query.member) {
    const found = await memberIdOf(ctx, query.member);
    if (found === null) return { list: [], total: 0, pageIndex: query.pageIndex, pageSize: query.pageSize };
    userId = found;
  }
  const page = await searchOrders(ctx, {
    ...(query.orderNo ? { orderNo: query.orderNo } : {}),
    ...(userId === undefined ? {} : { userId }),
    ...(query.status ? { status: query.status } : {}),
    ...(query.from ? { from: taipeiDayStart(query.from) } : {}),
    // `to` is the last day included: up to the start of the next.
    ...(query.to ? { to: new Date(taipeiDayStart(query.to).getTime() + DAY_MS) } : {}),
    pageIndex: query.pageIndex,
    pageSize: query.pageSize,
  });
  return {
    list: page.list.map((order) => ({
      id: order.id,
      orderNo: order.orderNo,
      userId: order.userId,
      status: order.status,
      returnStatus: (order.returnStatus ?? null) as AdminOrderDetail['returnStatus'],
      payAmount: order.payAmount,
      createdAt: iso(order.createdAt)!,
      paidAt: iso(order.paidAt),
    })),
    total: page.total,
    pageIndex: page.pageIndex,
    pageSize: page.pageSize,
  };
}

/** GET /api/admin/orders/:id: the order with its whole history; order_not_found (404) for none. */
export async function orderDetailForOperator(ctx: ServiceContext, orderId: number): Promise<AdminOrderDetail> {
  const [view, refundable, refunds] = await Promise.all([
    orderForOperator(ctx, orderId),
    refundableAmount(ctx, orderId),
    listOrderRefunds(ctx, orderId),
  ]);
  const { order } = view;
  return {
    id: order.id,
    orderNo: order.orderNo,
    userId: order.userId,
    status: order.status,
    returnStatus: (order.returnStatus ?? null) as AdminOrderDetail['returnStatus'],
    paymentMethod: order.paymentMethod ?? null,
    subtotalAmount: order.subtotalAmount,
    freightAmount: order.freightAmount,
    payAmount: order.payAmount,
    refundableAmount: refundable,
    createdAt: iso(order.createdAt)!,
    paidAt: iso(order.paidAt),
    cancelReason: order.cancelReason ?? null,
    delivery: {
      company: order.deliveryCompany ?? null,
      number: order.deliveryNo ?? null,
      shippedAt: iso(order.shippedAt),
      deliveredAt: iso(order.deliveredAt),
    },
    recipient: (order.recipient ?? null) as Record<string, unknown> | null,
    items: view.items.map((item) => ({
      id: item.id,
      productId: item.productId,
      productSkuId: item.productSkuId,
      type: item.type,
      productName: item.productName[ctx.locale] ?? item.productName.zhTW,
      price: item.price,
      quantity: item.quantity,
      paidAmount: item.paidAmount,
    })),
    statusHistory: view.statusHistory.map((row) => ({
      from: row.from,
      to: row.to,
      actor: row.actor,
      operatorId: row.operatorId,
      reason: row.reason,
      at: iso(row.at)!,
    })),
    events: view.events.map((event) => ({
      kind: event.kind,
      actor: event.actor,
      operatorId: event.operatorId,
      detail: event.detail ?? null,
      at: iso(event.createdAt)!,
    })),
    returns: view.returns.map((row) => ({
      id: row.id,
      returnNo: row.returnNo,
      status: row.status,
      reason: row.reason,
      description: row.description,
      refundAmount: row.refundAmount,
      decisionNote: row.decisionNote,
      items: row.items.map((item) => ({
        orderItemId: item.orderItemId,
        quantity: item.quantity,
        receivedQuantity: item.receivedQuantity,
        damagedQuantity: item.damagedQuantity,
      })),
      history: row.history.map((move) => ({
        from: move.fromStatus,
        to: move.toStatus,
        actor: move.actor,
        operatorId: move.operatorId,
        reason: move.reason,
        at: iso(move.createdAt)!,
      })),
      createdAt: iso(row.createdAt)!,
    })),
    // Straight from the refunds module, oldest first: the ledger an operator reconciles against.
    refunds: [...refunds].reverse().map((refund) => ({
      id: refund.id,
      refundNo: refund.refundNo,
      amount: refund.amount,
      status: refund.status,
      reason: refund.reason,
      returnRequestId: refund.returnRequestId,
      createdAt: iso(refund.createdAt)!,
      succeededAt: iso(refund.succeededAt),
      note: refund.note,
      requestedBy: refund.requestedBy,
      requestedByOperatorId: refund.requestedByOperatorId,
      attempts: refund.attempts,
      lastError: refund.lastError,
      gatewayAction: refund.gatewayAction,
    })),
  };
}

export async function cancelOrderAsOperator(
  ctx: ServiceContext,
  operator: Operator,
  orderId: number,
  body: { reason: string; requestKey: string },
): Promise<AdminOrderDetail> {
  await cancelOrder(ctx, orderId, moverOf(operator), body.reason, `operator:${body.requestKey}`);
  return orderDetailForOperator(ctx, orderId);
}

export async function shipOrderAsOperator(
  ctx: ServiceContext,
  operator: Operator,
  orderId: number,
  delivery: { company: string; number: string },
): Promise<AdminOrderDetail> {
  await shipOrder(ctx, orderId, moverOf(operator), delivery);
  return orderDetailForOperator(ctx, orderId);
}

export async function deliverOrderAsOperator(
  ctx: ServiceContext,
  operator: Operator,
  orderId: number,
): Promise<AdminOrderDetail> {
  await markOrderDelivered(ctx, orderId, moverOf(operator));
  return orderDetailForOperator(ctx, orderId);
}

/** What a return move answers: the return's number and status now. */
function returnMoved(outcome: { returnId: number; returnNo: string; status: string }): AdminReturnMoved {
  return {
    returnId: outcome.returnId,
    returnNo: outcome.returnNo,
    status: outcome.status as AdminReturnMoved['status'],
  };
}

export async function approveReturnAsOperator(
  ctx: ServiceContext,
  operator: Operator,
  returnId: number,
  note: string | undefined,
): Promise<AdminReturnMoved> {
  return returnMoved(await approveReturn(ctx, returnId, moverOf(operator), note));
}

export async function rejectReturnAsOperator(
  ctx: ServiceContext,
  operator: Operator,
  returnId: number,
  note: string,
): Promise<AdminReturnMoved> {
  return returnMoved(await rejectReturn(ctx, returnId, moverOf(operator), note));
}

/** approved → returning: the carrier picked the goods up (the member's return is on its way back). */
export async function markReturnShippedBackAsOperator(
  ctx: ServiceContext,
  operator: Operator,
  returnId: number,
): Promise<AdminReturnMoved> {
  return returnMoved(await markReturnShippedBack(ctx, returnId, moverOf(operator)));
}

/** Only received, undamaged units go back to stock; the refund of what came back follows (returns service). */
export async function receiveReturnAsOperator(
  ctx: ServiceContext,
  operator: Operator,
  returnId: number,
  body: z.output<typeof adminReceiveReturnBody>,
): Promise<AdminReturnMoved> {
  return returnMoved(await receiveReturn(ctx, returnId, moverOf(operator), body.items));
}

/**
 * POST /api/admin/orders/:id/refund: part or all of what the order's payment may still give back.
 * Lines name the order's own lines, each at most its units and what it paid; with an amount they
 * must add up to it. The key is scoped to the order, so a client's key never meets another
 * path's refund (cancel, return, late payment).
 */
export async function refundOrderAsOperator(
  ctx: ServiceContext,
  operator: Operator,
  orderId: number,
  body: z.output<typeof adminRefundBody>,
  headerKey: string | undefined,
) {
  const key = headerKey ?? body.requestKey;
  if (!key) throw new AppError('admin_refund_key_required', 400);
  const items = await orderItemsOf(ctx, orderId);
  if (items.length === 0) throw new AppError('order_not_found', 404);
  if (body.lines) {
    const byId = new Map(items.map((item) => [item.id, item]));
    const seen = new Set<number>();
    for (const line of body.lines) {
      const item = byId.get(line.orderItemId);
      if (!item || seen.has(line.orderItemId) || line.quantity > item.quantity || line.amount > item.paidAmount)
        throw new AppError('admin_refund_lines_invalid', 400);
      seen.add(line.orderItemId);
    }
    const linesTotal = body.lines.reduce((sum, line) => sum + line.amount, 0);
    if (linesTotal <= 0 || (body.amount !== undefined && body.amount !== linesTotal))
      throw new AppError('admin_refund_lines_invalid', 400);
  }
  return requestRefund(ctx, {
    orderId,
    ...(body.amount === undefined ? {} : { amount: body.amount }),
    ...(body.lines ? { lines: body.lines } : {}),
    reason: 'operator_refund',
    note: body.reason,
    requestedBy: { kind: 'operator', operatorId: operator.operatorId },
    idempotencyKey: `operator-refund:${orderId}:${key}`,
  });
}
