import { sql } from 'drizzle-orm';
import type { OrderStatus } from '@wellfit/contracts/checkout';
import type { Database } from '../../db/client.ts';
import type { OrderActor } from './order-states.ts';
import { orderItems, orders, orderStatusHistory } from './orders.tables.ts';

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
): Promise<OrderStatus | null> {
  const result = (await db.execute(sql`
    with cur as (select id, status from ${orders} where id = ${orderId} for update),
    moved as (
      update ${orders} o set status = ${to}, updated_at = now(),
        paid_at = case when ${to} = 'unshipped' then coalesce(o.paid_at, now()) else o.paid_at end,
        cancelled_at = case when ${to} = 'cancelled' then now() else o.cancelled_at end,
        cancel_reason = case when ${to} = 'cancelled' then ${reason} else o.cancel_reason end
      from cur c
      where o.id = c.id and c.status = any(${statusList(from)})
      returning c.status as from_status
    ),
    history as (
      insert into ${orderStatusHistory} (order_id, from_status, to_status, reason, actor)
      select ${orderId}, from_status, ${to}, ${reason}, ${actor} from moved
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
  const result = (await db.execute(sql`
    select from_status, to_status, actor, reason from ${orderStatusHistory}
    where order_id = ${orderId} order by created_at, id`)) as unknown as Rows<{
    from_status: OrderStatus | null;
    to_status: OrderStatus;
    actor: OrderActor;
    reason: string | null;
  }>;
  return result.rows.map((row) => ({ from: row.from_status, to: row.to_status, actor: row.actor, reason: row.reason }));
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
