import type { z } from 'zod';
import {
  isReturnableProductType,
  ORDER_LIST_TAB_STATUSES,
  returnWindowOf,
  trackingUrlOf,
  type OrderActions,
  type OrderAfterSale,
  type OrderListAnswer,
  type orderListQuery,
  type OrderListTab,
} from '@wellfit/contracts/orders';
import type { OrderStatus } from '@wellfit/contracts/checkout';
import { formatPrice } from '@wellfit/contracts/price';
import type { Locale } from '@wellfit/contracts/locale';
import type { ServiceContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { productTypesOf } from '../catalog/stock.service.ts';
import {
  allowancesOfOrder,
  findOrderById,
  itemsOfOrders,
  memberOrdersPage,
  orderEventsOf,
  orderItemsOf,
  orderStatusRows,
  privateFileAddress,
  refundsOfOrder,
  searchOrderPage,
  unpaidOrderExpiresAt,
  type OrderRow,
} from '../orders/orders.service.ts';
import { RETURN_HOLDING_STATUSES } from './return-states.ts';
import {
  listOrderReturnHistory,
  listOrderReturnItems,
  listOrderReturns,
  listReturnHistory,
  listReturnItems,
  unitsInReturnsOfOrders,
} from './returns.queries.ts';

/*
 * What the member's order list and detail, and the operators' search and order page, show of an
 * order's life after the sale: its delivery, returns, refunds, allowances, timeline and the moves
 * its state allows now (docs/decisions/after-the-sale.md).
 */

type OrderItem = Awaited<ReturnType<typeof orderItemsOf>>[number];

/**
 * The member's buttons: pay and cancel while unpaid (and not lapsed), cancel while paid and not
 * shipped, the recipient until shipped, a return while delivered within the window with units
 * left to return.
 */
export function actionsOf(
  order: Pick<OrderRow, 'status' | 'createdAt' | 'deliveredAt'>,
  returnableUnitsLeft: boolean,
  now: Date,
): OrderActions {
  const unpaidLive = order.status === 'pending' && unpaidOrderExpiresAt(order.createdAt).getTime() > now.getTime();
  const unshipped = order.status === 'pending' || order.status === 'unshipped';
  return {
    pay: unpaidLive,
    cancel: unpaidLive || order.status === 'unshipped',
    editRecipient: unshipped,
    applyReturn: inReturnWindow(order, now) && returnableUnitsLeft,
  };
}

function localised(item: OrderItem, locale: Locale) {
  return {
    productName: item.productName[locale] || item.productName.zhTW,
    skuAttr: (item.skuAttr[locale] ?? item.skuAttr.zhTW ?? []).map(({ key, value }) => ({ key, value })),
  };
}

/** Lines that may not be returned (their product's type), by id. */
async function nonReturnableIds(ctx: ServiceContext, items: readonly OrderItem[]): Promise<Set<number>> {
  const types = await productTypesOf(
    ctx,
    items.flatMap((item) => (item.productId === null ? [] : [item.productId])),
  );
  return new Set(
    items
      .filter((item) => {
        const type = item.productId === null ? undefined : types.get(item.productId);
        return type !== undefined && !isReturnableProductType(type);
      })
      .map((item) => item.id),
  );
}

/**
 * The order's returns as the detail shows them, oldest first, with the units each line has in
 * returns that hold them. The returns and their lines are read side by side, both by order id.
 */
async function returnsOf(ctx: ServiceContext, orderId: number) {
  const [returns, items] = await Promise.all([
    listOrderReturns(ctx.db, orderId),
    listOrderReturnItems(ctx.db, orderId),
  ]);
  const holding = new Set(returns.filter((row) => RETURN_HOLDING_STATUSES.includes(row.status)).map((row) => row.id));
  const held = new Map<number, number>();
  for (const item of items) {
    if (holding.has(item.returnRequestId))
      held.set(item.orderItemId, (held.get(item.orderItemId) ?? 0) + item.quantity);
  }
  const shown = await Promise.all(
    returns.map(async (row) => ({
      id: row.id,
      returnNo: row.returnNo,
      status: row.status,
      reason: row.reason as OrderAfterSale['returns'][number]['reason'],
      description: row.description ?? '',
      attachments: await attachmentsOf(row.imageUrls ?? []),
      items: items
        .filter((item) => item.returnRequestId === row.id)
        .map((item) => ({
          orderItemId: item.orderItemId,
          quantity: item.quantity,
          receivedQuantity: item.receivedQuantity,
          damagedQuantity: item.damagedQuantity,
        })),
      refundAmount: row.refundAmount,
      decisionNote: row.decisionNote,
      createdAt: row.createdAt.toISOString(),
      cancellable: row.status === 'pending',
    })),
  );
  return { returns: shown, held };
}

/**
 * A return's attachments at short-lived signed addresses: the column keeps private files' storage
 * keys (docs/decisions/object-storage.md); only the member whose order it is and operators read
 * an order's detail.
 */
function attachmentsOf(storageKeys: readonly string[]) {
  return Promise.all(
    storageKeys.map(async (storageKey) => ({
      url: await privateFileAddress(storageKey),
      kind: /\.(mp4|mpeg|mov)$/i.test(storageKey) ? ('video' as const) : ('image' as const),
    })),
  );
}

type TimelineSources = {
  statuses: Awaited<ReturnType<typeof orderStatusRows>>;
  events: Awaited<ReturnType<typeof orderEventsOf>>;
  returnMoves: Awaited<ReturnType<typeof listOrderReturnHistory>>;
};

/** Timeline entries: status moves, events and return moves, oldest first. Operators' ids are not shown to members. */
function timelineOf({ statuses, events, returnMoves }: TimelineSources, returnNos: Map<number, string>) {
  const scalar = (detail: Record<string, unknown> | null) =>
    Object.fromEntries(
      Object.entries(detail ?? {}).filter(
        (entry): entry is [string, string | number | null] =>
          entry[0] !== 'requestKey' &&
          entry[0] !== 'mailDue' &&
          entry[0] !== 'mailedAt' &&
          (entry[1] === null || typeof entry[1] === 'string' || typeof entry[1] === 'number'),
      ),
    );
  const entries = [
    ...statuses.map((row) => ({
      at: row.at,
      kind: `status:${row.to}`,
      detail: row.reason ? { reason: row.reason } : undefined,
    })),
    ...events
      .filter((event) => event.kind !== 'cancelled' && !event.kind.startsWith('return_'))
      .map((event) => ({ at: event.createdAt, kind: event.kind, detail: scalar(event.detail) })),
    ...returnMoves.map((row) => ({
      at: row.createdAt,
      kind: `return:${row.toStatus}`,
      detail: { returnNo: returnNos.get(row.returnRequestId) ?? null, ...(row.reason ? { reason: row.reason } : {}) },
    })),
  ];
  return entries
    .sort((a, b) => a.at.getTime() - b.at.getTime())
    .map((entry) => ({
      at: entry.at.toISOString(),
      kind: entry.kind,
      ...(entry.detail ? { detail: entry.detail } : {}),
    }));
}

/** True when some returnable line still has units no return holds (`held`: units held, by line id). */
function returnableUnitsLeft(items: readonly OrderItem[], nonReturnable: Set<number>, held: Map<number, number>) {
  return items.some(
    (item) => item.type !== 'bonus' && !nonReturnable.has(item.id) && item.quantity > (held.get(item.id) ?? 0),
  );
}

/** Whether the order's return window is open now (only then can a return be applied for). */
function inReturnWindow(order: Pick<OrderRow, 'status' | 'deliveredAt'>, now: Date) {
  return (
    (order.status === 'delivered' || order.status === 'completed') &&
    order.deliveredAt !== null &&
    returnWindowOf(order.deliveredAt).closesAt.getTime() > now.getTime()
  );
}

/**
 * What the order detail adds after the sale (contracts orderAfterSaleSchema). checkout.service's
 * orderDetail merges it into the member's order.
 */
export async function orderAfterSaleOf(
  ctx: ServiceContext,
  order: OrderRow,
  items: readonly OrderItem[],
  now = new Date(),
): Promise<OrderAfterSale> {
  const afterDelivery = order.deliveredAt !== null;
  // Only a delivered order can have returns, and an unpaid one neither refunds nor allowances
  // (a payment arriving late finds it cancelled or lapsed): the pay page reads none of them.
  const unpaid = order.status === 'pending';
  // Every read depends only on the order, so they all go out at once (one round of statements).
  const [returnsAndHeld, refunds, allowances, nonReturnable, statuses, events, returnMoves] = await Promise.all([
    afterDelivery ? returnsOf(ctx, order.id) : Promise.resolve({ returns: [], held: new Map<number, number>() }),
    unpaid ? Promise.resolve([]) : refundsOfOrder(ctx, order.id),
    unpaid ? Promise.resolve([]) : allowancesOfOrder(ctx, order.id),
    nonReturnableIds(ctx, items),
    orderStatusRows(ctx, order.id),
    orderEventsOf(ctx, order.id),
    afterDelivery ? listOrderReturnHistory(ctx.db, order.id) : Promise.resolve([]),
  ]);
  const { returns, held } = returnsAndHeld;
  const returnNos = new Map(returns.map((row) => [row.id, row.returnNo]));
  const timeline = timelineOf({ statuses, events, returnMoves }, returnNos);
  const unitsLeft = afterDelivery && returnableUnitsLeft(items, nonReturnable, held);
  return {
    paymentType: order.payAmount > 0 ? 'online' : 'free',
    paymentMethod: order.paymentMethod ?? null,
    paymentTime: order.paidAt?.toISOString() ?? null,
    discountCode: order.discountCode ?? null,
    pointsUsed: order.pointsUsed,
    delivery: {
      status: order.deliveryStatus ?? null,
      company: order.deliveryCompany ?? null,
      number: order.deliveryNo ?? null,
      trackingUrl: trackingUrlOf(order.deliveryCompany, order.deliveryNo),
      shippedAt: order.shippedAt?.toISOString() ?? null,
      deliveredAt: order.deliveredAt?.toISOString() ?? null,
    },
    returnStatus: (order.returnStatus as OrderAfterSale['returnStatus']) ?? null,
    returnLastDay: order.deliveredAt ? returnWindowOf(order.deliveredAt).lastDay : null,
    cancelReason: order.cancelReason ?? null,
    returns,
    refunds: refunds.map((refund) => ({
      id: refund.id,
      refundNo: refund.refundNo,
      amount: refund.amount,
      formatAmount: formatPrice(refund.amount, ctx.locale),
      status: refund.status,
      reason: refund.reason,
      createdAt: refund.createdAt.toISOString(),
      succeededAt: refund.succeededAt?.toISOString() ?? null,
    })),
    allowances: allowances.map((allowance) => ({
      allowanceNo: allowance.allowanceNo,
      amount: allowance.amount,
      status: allowance.status,
      issuedAt: allowance.issuedAt?.toISOString() ?? null,
    })),
    timeline,
    actions: actionsOf(order, unitsLeft, now),
    nonReturnableItemIds: [...nonReturnable],
  };
}

function tabFilter(tab: OrderListTab): { statuses: readonly OrderStatus[]; withAfterSale: boolean } {
  return { statuses: ORDER_LIST_TAB_STATUSES[tab], withAfterSale: tab === 'returns' };
}

/** The member's orders of one tab (SPEC §2 /order-list/{tab}), newest first, a page at a time. */
export async function memberOrderList(
  ctx: ServiceContext,
  userId: number,
  query: z.infer<typeof orderListQuery>,
  now = new Date(),
): Promise<OrderListAnswer> {
  const { pageIndex, pageSize } = query;
  const page = await memberOrdersPage(ctx, userId, tabFilter(query.tab), {
    offset: (pageIndex - 1) * pageSize,
    limit: pageSize,
  });
  const items = await itemsOfOrders(
    ctx,
    page.orders.map((order) => order.id),
  );
  // Units left to return matter only while an order's window is open: those orders' return
  // lines are read in one statement for the page, beside the products' types.
  const open = page.orders.filter((order) => inReturnWindow(order, now));
  const [nonReturnable, held] =
    open.length > 0
      ? await Promise.all([
          nonReturnableIds(
            ctx,
            items.filter((item) => open.some((order) => order.id === item.orderId)),
          ),
          unitsInReturnsOfOrders(
            ctx.db,
            open.map((order) => order.id),
            RETURN_HOLDING_STATUSES,
          ),
        ])
      : [new Set<number>(), new Map<number, number>()];
  const list = [];
  for (const order of page.orders) {
    const own = items.filter((item) => item.orderId === order.id);
    const unitsLeft = open.includes(order) && returnableUnitsLeft(own, nonReturnable, held);
    list.push({
      id: order.id,
      orderNo: order.orderNo,
      status: order.status,
      returnStatus: (order.returnStatus as OrderAfterSale['returnStatus']) ?? null,
      createdAt: order.createdAt.toISOString(),
      payAmount: order.payAmount,
      formatPayAmount: formatPrice(order.payAmount, ctx.locale),
      quantity: own.reduce((sum, item) => sum + item.quantity, 0),
      items: own.map((item) => ({
        id: item.id,
        productId: item.productId,
        type: item.type,
        ...localised(item, ctx.locale),
        productPic: item.productPic ?? '',
        price: item.price,
        quantity: item.quantity,
      })),
      expiresAt: order.status === 'pending' ? unpaidOrderExpiresAt(order.createdAt).toISOString() : null,
      actions: actionsOf(order, unitsLeft, now),
    });
  }
  return { list, total: page.total, pageIndex, pageSize };
}

// ── For the operators' API (modules/admin) ──────────────────────────────────────────────

export interface OrderSearchFilter {
  orderNo?: string;
  userId?: number;
  status?: OrderStatus;
  from?: Date;
  to?: Date;
  pageIndex: number;
  pageSize: number;
}

/** Orders by number, member, status and creation dates, newest first (the total is counted up to 10,000). */
export async function searchOrders(ctx: ServiceContext, filter: OrderSearchFilter) {
  const { pageIndex, pageSize, ...where } = filter;
  const page = await searchOrderPage(ctx, where, { offset: (pageIndex - 1) * pageSize, limit: pageSize });
  return {
    list: page.orders.map((order) => ({
      id: order.id,
      orderNo: order.orderNo,
      userId: order.userId,
      status: order.status,
      returnStatus: order.returnStatus,
      payAmount: order.payAmount,
      createdAt: order.createdAt,
      paidAt: order.paidAt,
      shippedAt: order.shippedAt,
      deliveredAt: order.deliveredAt,
    })),
    total: page.total,
    pageIndex,
    pageSize,
  };
}

/**
 * An order with everything that happened to it, for operators: the order row, its lines, its
 * status history with the operators' ids, its events, its returns with their history, refunds
 * and allowances. order_not_found (404) for none.
 */
export async function orderForOperator(ctx: ServiceContext, orderId: number) {
  const order = await findOrderById(ctx, orderId);
  if (!order) throw new AppError('order_not_found', 404);
  const [items, statusHistory, events, returns, refunds, allowances, afterSale] = await Promise.all([
    orderItemsOf(ctx, orderId),
    orderStatusRows(ctx, orderId),
    orderEventsOf(ctx, orderId),
    listOrderReturns(ctx.db, orderId),
    refundsOfOrder(ctx, orderId),
    allowancesOfOrder(ctx, orderId),
    orderItemsOf(ctx, orderId).then((lines) => orderAfterSaleOf(ctx, order, lines)),
  ]);
  const returnIds = returns.map((row) => row.id);
  const [returnItems, returnHistory] = await Promise.all([
    listReturnItems(ctx.db, returnIds),
    listReturnHistory(ctx.db, returnIds),
  ]);
  return {
    order,
    items,
    statusHistory,
    events,
    returns: returns.map((row) => ({
      ...row,
      items: returnItems.filter((item) => item.returnRequestId === row.id),
      history: returnHistory.filter((move) => move.returnRequestId === row.id),
    })),
    refunds,
    allowances,
    delivery: afterSale.delivery,
    returnLastDay: afterSale.returnLastDay,
  };
}
