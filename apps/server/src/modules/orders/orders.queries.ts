import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { OrderStatus } from '@wellfit/contracts/checkout';
import type { Database } from '../../db/client.ts';
import { preparedPerDatabase, preparedSql } from '../../db/prepared-per-database.ts';
import { integerArrayLiteral, integerLiteral, runScript, type SessionStatement } from '../../db/run-script.ts';
import { products, productSkus } from '../catalog/catalog.tables.ts';
import type { OrderActor } from './order-states.ts';
import { orderEvents, orderItems, orders, orderStatusHistory, type AddressSnapshot } from './orders.tables.ts';
import { ADVISORY_LOCK_CLASS } from '../../db/advisory-locks.ts';

type Rows<Row> = { rows: Row[] };

const statusList = (statuses: readonly OrderStatus[]) => sql`${sql.param([...statuses])}::varchar[]`;

/**
 * Moves the order to `to` when its status now is one of `from`, and writes the history row, in
 * one statement. The order's row is locked first (FOR UPDATE), and its status is read again after
 * the lock, so of two concurrent moves exactly one finds its expected status. Answers the status
 * moved from, or null when nothing moved.
 */
export async function moveOrderStatus(
  db: Database,
  orderId: number,
  from: readonly OrderStatus[],
  to: OrderStatus,
  actor: OrderActor,
  reason: string | null,
  operatorId: number | null = null,
): Promise<OrderStatus | null> {
  const result = (await db.execute(sql`
    with cur as (select id, status from ${orders} where id = ${orderId} for update),
    moved as (
      update ${orders} o set status = ${to}, updated_at = now(),
        paid_at = case when ${to} = 'unshipped' then coalesce(o.paid_at, now()) else o.paid_at end,
        cancelled_at = case when ${to} = 'cancelled' then now() else o.cancelled_at end,
        cancel_reason = case when ${to} = 'cancelled' then ${reason} else o.cancel_reason end,
        shipped_at = case when ${to} = 'shipped' then now() else o.shipped_at end,
        delivered_at = case when ${to} = 'delivered' then now() else o.delivered_at end,
        completed_at = case when ${to} = 'completed' then now() else o.completed_at end
      from cur c
      where o.id = c.id and c.status = any(${statusList(from)})
      returning c.status as from_status
    ),
    history as (
      insert into ${orderStatusHistory} (order_id, from_status, to_status, reason, actor, operator_id)
      select ${orderId}, from_status, ${to}, ${reason}, ${actor}, ${operatorId} from moved
    )
    select from_status from moved`)) as unknown as Rows<{ from_status: OrderStatus }>;
  return result.rows[0]?.from_status ?? null;
}

/** The quantities an order holds per SKU (its items of every type), and its flash offer's units. */
export async function orderStockLines(db: Database, orderId: number) {
  const result = (await db.execute(sql`
    select i.product_sku_id::text as sku_id, sum(i.quantity)::int as quantity,
      o.flash_sale_id::text as flash_sale_id,
      coalesce(sum(i.quantity) filter (where i.type = 'product'), 0)::int as product_quantity
    from ${orders} o join ${orderItems} i on i.order_id = o.id
    where o.id = ${orderId} and i.product_sku_id is not null
    group by i.product_sku_id, o.flash_sale_id`)) as unknown as Rows<{
    sku_id: string;
    quantity: number;
    flash_sale_id: string | null;
    product_quantity: number;
  }>;
  return result.rows.map((row) => ({
    productSkuId: Number(row.sku_id),
    quantity: Number(row.quantity),
    flashSaleId: row.flash_sale_id === null ? null : Number(row.flash_sale_id),
    productQuantity: Number(row.product_quantity),
  }));
}

/** Unpaid orders created before `createdBefore`, oldest first. */
export async function findPendingOrdersCreatedBefore(db: Database, createdBefore: Date, limit: number) {
  const result = (await db.execute(sql`
    select id::text as id, created_at from ${orders}
    where status = 'pending' and created_at < ${createdBefore.toISOString()}::timestamptz
    order by created_at, id limit ${limit}`)) as unknown as Rows<{ id: string; created_at: string | Date }>;
  return result.rows.map((row) => ({ id: Number(row.id), createdAt: new Date(row.created_at) }));
}

/** The order's status history, oldest first (tests, support). */
export async function listStatusHistory(db: Database, orderId: number) {
  return (await listStatusHistoryRows(db, orderId)).map(({ from, to, actor, reason }) => ({ from, to, actor, reason }));
}

/** The order's status history, oldest first, with who moved it and when (timelines, operators). */
export async function listStatusHistoryRows(db: Database, orderId: number) {
  // A named statement: every order detail reads it (order-detail-statements.md).
  const rows = await preparedSql<{
    from_status: OrderStatus | null;
    to_status: OrderStatus;
    actor: OrderActor;
    reason: string | null;
    operator_id: string | null;
    created_at: string | Date;
  }>(
    db,
    'order_status_history_of_order',
    () => sql`
      select from_status, to_status, actor, reason, operator_id::text as operator_id, created_at from ${orderStatusHistory}
      where order_id = ${sql.placeholder('orderId')} order by created_at, id`,
  ).execute({ orderId });
  return rows.map((row) => ({
    from: row.from_status,
    to: row.to_status,
    actor: row.actor,
    reason: row.reason,
    operatorId: row.operator_id === null ? null : Number(row.operator_id),
    at: new Date(row.created_at),
  }));
}

/** What paying an order needs to know about it (payments module, through orders.service). */
export async function findOrderPaymentFacts(db: Database, orderId: number) {
  const [row] = await db
    .select({
      id: orders.id,
      userId: orders.userId,
      orderNo: orders.orderNo,
      status: orders.status,
      payAmount: orders.payAmount,
      createdAt: orders.createdAt,
      paidAt: orders.paidAt,
      paymentMethod: orders.paymentMethod,
      recipient: orders.recipient,
      purchaser: orders.purchaser,
    })
    .from(orders)
    .where(sql`${orders.id} = ${orderId}`);
  return row;
}

export async function setOrderPaymentMethod(
  db: Database,
  orderId: number,
  method: (typeof orders.$inferSelect)['paymentMethod'],
) {
  await db.execute(sql`update ${orders} set payment_method = ${method} where id = ${orderId}`);
}

/**
 * An item as checkout gives it. Its product name and spec pairs in every locale are copied from
 * the catalogue by the insert statement itself (a SKU gone from the catalogue gives no item).
 */
export interface OrderItemDraft {
  productId: number;
  productSkuId: number;
  type: 'product' | 'addon' | 'bonus';
  /** For an add-on or bonus item: the SKU of the product item it came with (unique per order). */
  parentSkuId: number | null;
  productPic: string;
  originPrice: number;
  price: number;
  quantity: number;
  /** What the line paid after the order's reductions (contracts allocatePaidAmounts). */
  paidAmount: number;
}

export interface OrderDraft {
  orderNo: string;
  userId: number;
  checkoutType: number;
  idempotencyKey: string;
  /** The hash of the request body that asked for the order (see orders.request_fingerprint); none for other makers. */
  requestFingerprint?: string | null;
  subtotalAmount: number;
  couponAmount: number;
  pointsAmount: number;
  freightAmount: number;
  freightReduceAmount: number;
  projectAmount: number;
  payAmount: number;
  recipient: AddressSnapshot;
  purchaser: AddressSnapshot;
  flashSaleId: number | null;
  items: OrderItemDraft[];
}

/**
 * Inserts the order, its first history row (→ pending, by the member) and its items in one
 * statement, unless an order with its idempotency key or its order number exists: then it waits
 * for that one's transaction (the unique index) and inserts nothing. Answers the new order's id,
 * or null. One statement instead of two saves a round trip on every order.
 */
export async function insertOrder(db: Database, draft: OrderDraft): Promise<{ id: number; createdAt: Date } | null> {
  const [row] = await insertOrderStatement(db).execute({
    ...draft,
    requestFingerprint: draft.requestFingerprint ?? null,
    recipient: JSON.stringify(draft.recipient),
    purchaser: JSON.stringify(draft.purchaser),
    items: JSON.stringify(draft.items),
  });
  return row ? { id: Number(row.id), createdAt: new Date(row.created_at) } : null;
}
// The statements every order runs are named: PostgreSQL parses and plans each once per connection.
// Items: product items first, then add-ons and bonuses pointing at theirs by SKU (unique per order).
// Their names and spec pairs are read from the catalogue here, by primary key, rather than in a
// statement of their own (.dependency-cruiser.cjs lists this hot path).
const insertOrderStatement = (db: Database) =>
  preparedSql<{ id: string; created_at: string | Date }>(
    db,
    'orders_insert_pending_v2',
    () => sql`
    with created as (
      insert into ${orders} (order_no, user_id, checkout_type, idempotency_key, request_fingerprint, subtotal_amount,
        coupon_amount, points_amount, freight_amount, freight_reduce_amount, project_amount, pay_amount, recipient,
        purchaser, flash_sale_id)
      values (${sql.placeholder('orderNo')}, ${sql.placeholder('userId')}, ${sql.placeholder('checkoutType')},
        ${sql.placeholder('idempotencyKey')}, ${sql.placeholder('requestFingerprint')},
        ${sql.placeholder('subtotalAmount')}, ${sql.placeholder('couponAmount')},
        ${sql.placeholder('pointsAmount')}, ${sql.placeholder('freightAmount')}, ${sql.placeholder('freightReduceAmount')},
        ${sql.placeholder('projectAmount')}, ${sql.placeholder('payAmount')}, ${sql.placeholder('recipient')}::jsonb,
        ${sql.placeholder('purchaser')}::jsonb, ${sql.placeholder('flashSaleId')})
      on conflict do nothing
      returning id, created_at
    ),
    history as (
      insert into ${orderStatusHistory} (order_id, from_status, to_status, actor)
      select id, null, 'pending', 'member' from created
    ),
    input as (
      select x.*, p.name as "productName", s.sp_data as "skuAttr"
      from json_to_recordset(${sql.placeholder('items')}::json) as x (
        "productId" bigint, "productSkuId" bigint, type text, "parentSkuId" bigint,
        "productPic" text, "originPrice" int, price int, quantity int, "paidAmount" int)
      join ${productSkus} s on s.id = x."productSkuId"
      join ${products} p on p.id = s.product_id
    ),
    parents as (
      insert into ${orderItems} (order_id, product_id, product_sku_id, type, product_name, product_pic, sku_attr, origin_price, price, quantity, paid_amount)
      select c.id, i."productId", i."productSkuId", i.type, i."productName", i."productPic", i."skuAttr", i."originPrice", i.price, i.quantity, coalesce(i."paidAmount", 0)
      from input i cross join created c where i."parentSkuId" is null
      returning order_id, id, product_sku_id
    ),
    children as (
      insert into ${orderItems} (order_id, product_id, product_sku_id, type, parent_order_item_id, product_name, product_pic, sku_attr, origin_price, price, quantity, paid_amount)
      select p.order_id, i."productId", i."productSkuId", i.type, p.id, i."productName", i."productPic", i."skuAttr", i."originPrice", i.price, i.quantity, coalesce(i."paidAmount", 0)
      from input i join parents p on p.product_sku_id = i."parentSkuId"
      where i."parentSkuId" is not null
    )
    select id::text as id, created_at from created`,
  );

/** Removes an order's bonus items of these SKUs (gifts its stock statement could not give). */
export async function deleteBonusItems(db: Database, orderId: number, skuIds: number[]) {
  await db.execute(sql`
    delete from ${orderItems}
    where order_id = ${orderId} and type = 'bonus' and product_sku_id = any(${sql.param(skuIds)}::bigint[])`);
}

/** The id of the member's order made under this idempotency key, if any. */
export async function findOrderIdByKey(db: Database, idempotencyKey: string) {
  return (await findOrderByKey(db, idempotencyKey))?.id ?? null;
}

/** The member's order made under this idempotency key and the fingerprint of the body that made it, if any. */
export async function findOrderByKey(
  db: Database,
  idempotencyKey: string,
): Promise<{ id: number; requestFingerprint: string | null } | null> {
  const [row] = await orderByKeyQuery(db, null).execute({ idempotencyKey });
  return row ?? null;
}
// A refused or repeated generateOrder asks this, a flash sale's buyers included: built once.
const orderByKeyQuery = preparedPerDatabase((db: Database) =>
  db
    .select({ id: orders.id, requestFingerprint: orders.requestFingerprint })
    .from(orders)
    .where(eq(orders.idempotencyKey, sql.placeholder('idempotencyKey')))
    .prepare('orders_id_by_key'),
);

/** The idempotency keys of every order a flash offer has had, whatever became of it. */
export async function listFlashOrderKeys(db: Database, flashSaleId: number): Promise<string[]> {
  const rows = await flashOrderKeysQuery(db, null).execute({ flashSaleId });
  return rows.flatMap((row) => (row.key === null ? [] : [row.key]));
}
const flashOrderKeysQuery = preparedPerDatabase((db: Database) =>
  db
    .select({ key: orders.idempotencyKey })
    .from(orders)
    .where(eq(orders.flashSaleId, sql.placeholder('flashSaleId')))
    .prepare('orders_flash_keys'),
);

/** The member's order, or undefined for none (another member's order included). */
export async function findMemberOrder(db: Database, userId: number, orderId: number) {
  const [row] = await memberOrderQuery(db, null).execute({ orderId, userId });
  return row;
}
// The order detail's and the member's moves' first read: named statements, planned once per
// connection (order-detail-statements.md), as are the other reads of one order below.
const memberOrderQuery = preparedPerDatabase((db: Database) =>
  db
    .select()
    .from(orders)
    .where(and(eq(orders.id, sql.placeholder('orderId')), eq(orders.userId, sql.placeholder('userId'))))
    .prepare('orders_member_order'),
);
export type OrderRow = NonNullable<Awaited<ReturnType<typeof findMemberOrder>>>;

export async function listOrderItems(db: Database, orderId: number) {
  return orderItemsQuery(db, null).execute({ orderId });
}
const orderItemsQuery = preparedPerDatabase((db: Database) =>
  db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, sql.placeholder('orderId')))
    .orderBy(orderItems.id)
    .prepare('order_items_of_order'),
);

/**
 * Units of a flash offer the member holds in orders that still count (not cancelled or
 * invalid), after taking the member's flash lock: the first statement waits for any other
 * order of that member and offer, the second reads after it (its own snapshot).
 */
export const MEMBER_FLASH_UNITS: SessionStatement = {
  name: 'orders_member_flash_units_v1',
  prepare: `prepare orders_member_flash_units_v1 (bigint, bigint) as
select coalesce(sum(i.quantity), 0)::int as units
from orders o join order_items i on i.order_id = o.id and i.type = 'product'
where o.user_id = $1 and o.flash_sale_id = $2 and o.status not in ('cancelled', 'invalid')`,
};

/** The same count without the lock, for telling the member what is left (the order counts again under it). */
export async function countMemberFlashUnits(db: Database, userId: number, flashSaleId: number) {
  const [row] = await runScript(
    db,
    MEMBER_FLASH_UNITS,
    () => `execute ${MEMBER_FLASH_UNITS.name} (${integerLiteral(userId)}, ${integerLiteral(flashSaleId)})`,
  );
  return Number(row?.units ?? 0);
}

export async function lockAndCountMemberFlashUnits(db: Database, userId: number, flashSaleId: number) {
  const member = integerLiteral(userId);
  const [row] = await runScript(
    db,
    MEMBER_FLASH_UNITS,
    () => `select pg_advisory_xact_lock(${ADVISORY_LOCK_CLASS.flashOffer}, hashtext(${integerLiteral(flashSaleId)}::text || ':' || ${member}::text));
execute ${MEMBER_FLASH_UNITS.name} (${member}, ${integerLiteral(flashSaleId)})`,
  );
  return Number(row?.units ?? 0);
}

/**
 * What a member's unpaid orders of checkout types 1 and 2 hold, after taking the member's
 * checkout lock: the first statement waits for any other such order of that member being
 * placed, the second reads after it (its own snapshot), so concurrent orders of one member see
 * each other. The number of those orders, and the units (product and add-on lines) they hold of
 * each SKU asked about.
 */
export const MEMBER_UNPAID_HOLDINGS: SessionStatement = {
  name: 'orders_member_unpaid_holdings_v1',
  prepare: `prepare orders_member_unpaid_holdings_v1 (bigint, bigint[]) as
with unpaid as (
  select id from orders where user_id = $1 and status = 'pending' and checkout_type in (1, 2)
)
select (select count(*) from unpaid)::int as orders,
  coalesce((
    select json_object_agg(sku, units) from (
      select i.product_sku_id::text as sku, sum(i.quantity)::int as units
      from unpaid u join order_items i on i.order_id = u.id
      where i.type <> 'bonus' and i.product_sku_id = any($2)
      group by i.product_sku_id
    ) held
  ), '{}'::json)::text as units`,
};

export async function lockAndReadMemberUnpaidHoldings(
  db: Database,
  userId: number,
  skuIds: number[],
): Promise<{ orders: number; unitsBySku: Map<number, number> }> {
  const member = integerLiteral(userId);
  const [row] = await runScript(
    db,
    MEMBER_UNPAID_HOLDINGS,
    () => `select pg_advisory_xact_lock(${ADVISORY_LOCK_CLASS.memberCheckout}, hashtext(${member}::text));
execute ${MEMBER_UNPAID_HOLDINGS.name} (${member}, ${integerArrayLiteral(skuIds)})`,
  );
  const units = JSON.parse(String(row?.units ?? '{}')) as Record<string, number>;
  return {
    orders: Number(row?.orders ?? 0),
    unitsBySku: new Map(Object.entries(units).map(([sku, held]) => [Number(sku), Number(held)])),
  };
}

// ── After the sale (issue 35) ─────────────────────────────────────────────────────────────

export type EventActor = 'member' | 'system' | 'admin' | 'payment';

/** One row of the order's timeline besides its status (order_events). */
export async function insertOrderEvent(
  db: Database,
  event: {
    orderId: number;
    kind: string;
    actor: EventActor;
    operatorId: number | null;
    detail: Record<string, unknown>;
  },
) {
  await db.insert(orderEvents).values({
    orderId: event.orderId,
    kind: event.kind,
    actor: event.actor,
    operatorId: event.operatorId,
    detail: event.detail,
  });
}

export async function listOrderEvents(db: Database, orderId: number) {
  return orderEventsQuery(db, null).execute({ orderId });
}
const orderEventsQuery = preparedPerDatabase((db: Database) =>
  db
    .select()
    .from(orderEvents)
    .where(eq(orderEvents.orderId, sql.placeholder('orderId')))
    .orderBy(orderEvents.createdAt, orderEvents.id)
    .prepare('order_events_of_order'),
);

/** The order row, locked until the transaction ends (every move of its recipient, returns or delivery takes it first). */
export async function lockOrder(db: Database, orderId: number) {
  const [row] = await db
    .select()
    .from(orders)
    .where(sql`${orders.id} = ${orderId}`)
    .for('update');
  return row;
}

export async function findOrder(db: Database, orderId: number) {
  const [row] = await db
    .select()
    .from(orders)
    .where(sql`${orders.id} = ${orderId}`);
  return row;
}

export async function setOrderDelivery(
  db: Database,
  orderId: number,
  delivery: { status: string; company?: string; number?: string },
) {
  await db
    .update(orders)
    .set({
      deliveryStatus: delivery.status,
      ...(delivery.company === undefined ? {} : { deliveryCompany: delivery.company }),
      ...(delivery.number === undefined ? {} : { deliveryNo: delivery.number }),
      updatedAt: new Date(),
    })
    .where(sql`${orders.id} = ${orderId}`);
}

export async function setOrderRecipient(db: Database, orderId: number, recipient: AddressSnapshot) {
  await db
    .update(orders)
    .set({ recipient, updatedAt: new Date() })
    .where(sql`${orders.id} = ${orderId}`);
}

export async function setOrderReturnStatus(db: Database, orderId: number, returnStatus: string | null) {
  await db
    .update(orders)
    .set({ returnStatus })
    .where(sql`${orders.id} = ${orderId}`);
}

/** Delivered orders delivered before `deliveredBefore`, oldest first (their return window has closed). */
export async function findDeliveredOrdersBefore(db: Database, deliveredBefore: Date, limit: number) {
  const result = (await db.execute(sql`
    select id::text as id from ${orders}
    where status = 'delivered' and delivered_at < ${deliveredBefore.toISOString()}::timestamptz
    order by delivered_at, id limit ${limit}`)) as unknown as Rows<{ id: string }>;
  return result.rows.map((row) => Number(row.id));
}

/**
 * A page of the member's orders, newest first: those in `statuses`, or (withAfterSale) also any
 * with a return request or a refund asked for. Served by orders_user_id_idx (user_id, created_at);
 * the refund events are looked for among the member's own orders only (order_events_order_id_idx),
 * so the cost follows the member's orders, not the shop's. The page's rows come in one statement,
 * the total in another beside it.
 */
export async function listMemberOrders(
  db: Database,
  userId: number,
  filter: { statuses: readonly OrderStatus[]; withAfterSale: boolean },
  page: { offset: number; limit: number },
) {
  const values = { userId, statuses: [...filter.statuses], offset: page.offset, limit: page.limit };
  const [list, count] = await Promise.all([
    memberOrdersQuery(db, filter.withAfterSale).execute(values),
    memberOrdersCountQuery(db, filter.withAfterSale).execute(values),
  ]);
  return { orders: list, total: Number(count[0]?.total ?? 0) };
}
function memberOrdersWhere(withAfterSale: boolean) {
  const userId = sql.placeholder('userId');
  const inStatuses = sql`${orders.status} = any(${sql.placeholder('statuses')}::varchar[])`;
  return withAfterSale
    ? sql`${orders.userId} = ${userId} and (${inStatuses} or ${orders.returnStatus} is not null
        or ${orders.id} in (select e.order_id from ${orderEvents} e join ${orders} mine on mine.id = e.order_id
          where mine.user_id = ${userId} and e.kind = 'refund_requested'))`
    : sql`${orders.userId} = ${userId} and ${inStatuses}`;
}
const memberOrdersQuery = preparedPerDatabase((db: Database, withAfterSale: boolean) =>
  db
    .select()
    .from(orders)
    .where(memberOrdersWhere(withAfterSale))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .offset(sql.placeholder('offset'))
    .limit(sql.placeholder('limit'))
    .prepare(`orders_member_page_${withAfterSale ? 'after_sale' : 'statuses'}`),
);
const memberOrdersCountQuery = preparedPerDatabase((db: Database, withAfterSale: boolean) =>
  db
    .select({ total: sql<number>`count(*)::int` })
    .from(orders)
    .where(memberOrdersWhere(withAfterSale))
    .prepare(`orders_member_count_${withAfterSale ? 'after_sale' : 'statuses'}`),
);

/** The items of several orders, in item order. */
export async function listItemsOfOrders(db: Database, orderIds: number[]) {
  if (orderIds.length === 0) return [];
  return itemsOfOrdersQuery(db, null).execute({ orderIds });
}
const itemsOfOrdersQuery = preparedPerDatabase((db: Database) =>
  db
    .select()
    .from(orderItems)
    .where(sql`${orderItems.orderId} = any(${sql.placeholder('orderIds')}::bigint[])`)
    .orderBy(orderItems.id)
    .prepare('order_items_of_orders'),
);

/** Operators' search: by order number (exact), member, status and creation dates, newest first. */
export async function searchOrderRows(
  db: Database,
  filter: { orderNo?: string; userId?: number; status?: OrderStatus; from?: Date; to?: Date },
  page: { offset: number; limit: number },
) {
  const conditions = [sql`true`];
  if (filter.orderNo) conditions.push(sql`o.order_no = ${filter.orderNo}`);
  if (filter.userId !== undefined) conditions.push(sql`o.user_id = ${filter.userId}`);
  if (filter.status) conditions.push(sql`o.status = ${filter.status}`);
  if (filter.from) conditions.push(sql`o.created_at >= ${filter.from.toISOString()}::timestamptz`);
  if (filter.to) conditions.push(sql`o.created_at < ${filter.to.toISOString()}::timestamptz`);
  const where = sql.join(conditions, sql` and `);
  const [rows, count] = await Promise.all([
    db.execute(sql`
      select o.id::text as id from ${orders} o where ${where}
      order by o.created_at desc, o.id desc offset ${page.offset} limit ${page.limit}`) as unknown as Promise<
      Rows<{ id: string }>
    >,
    db.execute(
      sql`select count(*)::int as total from (select 1 from ${orders} o where ${where} limit 10000) c`,
    ) as unknown as Promise<Rows<{ total: number }>>,
  ]);
  const ids = rows.rows.map((row) => Number(row.id));
  const list = ids.length === 0 ? [] : await db.select().from(orders).where(inArray(orders.id, ids));
  const byId = new Map(list.map((row) => [row.id, row]));
  return {
    orders: ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [row] : [];
    }),
    total: Number(count.rows[0]?.total ?? 0),
  };
}

/** After this long a claimed e-mail whose sender never marked it sent is claimed again. */
const MAIL_CLAIM_STALE_SECONDS = 600;

/**
 * Claims up to `limit` events whose e-mail is due (detail.mailDue true, or claimed long ago by a
 * process that did not finish): marks them claimed now and answers them. Other processes skip
 * rows being claimed (SKIP LOCKED). Served by order_events_mail_due_idx.
 */
export async function claimMailDueEvents(db: Database, limit: number) {
  const result = (await db.execute(sql`
    with due as (
      select id from ${orderEvents}
      where detail ? 'mailDue'
        and (detail ->> 'mailDue' = 'true'
          or (detail ->> 'mailDue')::timestamptz < now() - make_interval(secs => ${MAIL_CLAIM_STALE_SECONDS}))
      order by created_at, id limit ${limit} for update skip locked
    )
    update ${orderEvents} e set detail = e.detail || jsonb_build_object('mailDue', to_jsonb(now()::text))
    from due where e.id = due.id
    returning e.id::text as id, e.order_id::text as order_id, e.kind, e.detail`)) as unknown as Rows<{
    id: string;
    order_id: string;
    kind: string;
    detail: Record<string, unknown> | null;
  }>;
  return result.rows.map((row) => ({
    id: Number(row.id),
    orderId: Number(row.order_id),
    kind: row.kind,
    detail: row.detail,
  }));
}

export async function markEventMailed(db: Database, eventId: number) {
  await db.execute(sql`
    update ${orderEvents} set detail = (detail - 'mailDue') || jsonb_build_object('mailedAt', to_jsonb(now()::text))
    where id = ${eventId}`);
}
