import { eq, inArray, sql } from 'drizzle-orm';
import type { ReturnStatus } from '@wellfit/contracts/orders';
import type { Database } from '../../db/client.ts';
import { preparedPerDatabase, preparedSql } from '../../db/prepared-per-database.ts';
import type { ReturnActor } from './return-states.ts';
import { returnRequestItems, returnRequests, returnStatusHistory } from './returns.tables.ts';

type Rows<Row> = { rows: Row[] };

const statusList = (statuses: readonly ReturnStatus[]) => sql`${sql.param([...statuses])}::varchar[]`;

/**
 * Moves the return to `to` when its status now is one of `from` and writes the history row, in
 * one statement, after locking the return's row. Answers the status moved from, or null when nothing moved.
 */
export async function moveReturnStatus(
  db: Database,
  returnId: number,
  from: readonly ReturnStatus[],
  to: ReturnStatus,
  actor: ReturnActor,
  reason: string | null,
  operatorId: number | null,
): Promise<ReturnStatus | null> {
  const result = (await db.execute(sql`
    with cur as (select id, status, order_id from ${returnRequests} where id = ${returnId} for update),
    moved as (
      update ${returnRequests} r set status = ${to}, updated_at = now(),
        decided_at = case when ${to} in ('approved', 'rejected') then now() else r.decided_at end
      from cur c
      where r.id = c.id and c.status = any(${statusList(from)})
      returning c.status as from_status, c.order_id
    ),
    history as (
      insert into ${returnStatusHistory} (return_request_id, from_status, to_status, reason, actor, operator_id)
      select ${returnId}, from_status, ${to}, ${reason}, ${actor}, ${operatorId} from moved
    )
    select from_status from moved`)) as unknown as Rows<{ from_status: ReturnStatus }>;
  return result.rows[0]?.from_status ?? null;
}

export async function findReturn(db: Database, returnId: number) {
  const [row] = await db
    .select()
    .from(returnRequests)
    .where(sql`${returnRequests.id} = ${returnId}`);
  return row;
}
export type ReturnRow = NonNullable<Awaited<ReturnType<typeof findReturn>>>;

export async function findReturnByKey(db: Database, idempotencyKey: string) {
  const [row] = await db
    .select()
    .from(returnRequests)
    .where(sql`${returnRequests.idempotencyKey} = ${idempotencyKey}`);
  return row;
}

export async function listReturnItems(db: Database, returnIds: number[]) {
  if (returnIds.length === 0) return [];
  return db
    .select()
    .from(returnRequestItems)
    .where(inArray(returnRequestItems.returnRequestId, returnIds))
    .orderBy(returnRequestItems.id);
}

export async function listOrderReturns(db: Database, orderId: number) {
  return orderReturnsQuery(db, null).execute({ orderId });
}
// Every delivered order's detail reads these three: named statements, planned once per connection.
const orderReturnsQuery = preparedPerDatabase((db: Database) =>
  db
    .select()
    .from(returnRequests)
    .where(eq(returnRequests.orderId, sql.placeholder('orderId')))
    .orderBy(returnRequests.id)
    .prepare('return_requests_of_order'),
);

/** The return lines of all the order's returns, by one join on return_requests_order_id_idx. */
export async function listOrderReturnItems(db: Database, orderId: number) {
  const rows = await orderReturnItemsQuery(db, null).execute({ orderId });
  return rows.map((row) => row.item);
}
const orderReturnItemsQuery = preparedPerDatabase((db: Database) =>
  db
    .select({ item: returnRequestItems })
    .from(returnRequestItems)
    .innerJoin(returnRequests, eq(returnRequests.id, returnRequestItems.returnRequestId))
    .where(eq(returnRequests.orderId, sql.placeholder('orderId')))
    .orderBy(returnRequestItems.id)
    .prepare('return_items_of_order'),
);

/** The status moves of all the order's returns, oldest first (as listReturnHistory). */
export async function listOrderReturnHistory(db: Database, orderId: number) {
  const rows = await orderReturnHistoryQuery(db, null).execute({ orderId });
  return rows.map((row) => row.move);
}
const orderReturnHistoryQuery = preparedPerDatabase((db: Database) =>
  db
    .select({ move: returnStatusHistory })
    .from(returnStatusHistory)
    .innerJoin(returnRequests, eq(returnRequests.id, returnStatusHistory.returnRequestId))
    .where(eq(returnRequests.orderId, sql.placeholder('orderId')))
    .orderBy(returnStatusHistory.createdAt, returnStatusHistory.id)
    .prepare('return_history_of_order'),
);

export async function listReturnHistory(db: Database, returnIds: number[]) {
  if (returnIds.length === 0) return [];
  return db
    .select()
    .from(returnStatusHistory)
    .where(inArray(returnStatusHistory.returnRequestId, returnIds))
    .orderBy(returnStatusHistory.createdAt, returnStatusHistory.id);
}

/** Units of each of the order's lines held by its returns in these statuses. */
export async function unitsInReturns(db: Database, orderId: number, statuses: readonly ReturnStatus[]) {
  const result = (await db.execute(sql`
    select i.order_item_id::text as order_item_id, sum(i.quantity)::int as quantity,
      coalesce(sum(i.received_quantity), 0)::int as received
    from ${returnRequestItems} i join ${returnRequests} r on r.id = i.return_request_id
    where r.order_id = ${orderId} and r.status = any(${statusList(statuses)})
    group by i.order_item_id`)) as unknown as Rows<{ order_item_id: string; quantity: number; received: number }>;
  return new Map(
    result.rows.map((row) => [
      Number(row.order_item_id),
      { quantity: Number(row.quantity), received: Number(row.received) },
    ]),
  );
}

/** Units of each line of these orders held by their returns in these statuses, in one statement. */
export async function unitsInReturnsOfOrders(db: Database, orderIds: number[], statuses: readonly ReturnStatus[]) {
  if (orderIds.length === 0) return new Map<number, number>();
  // A named statement: every order list page with an order in its return window reads it.
  const rows = await preparedSql<{ order_item_id: string; quantity: number }>(
    db,
    'return_units_of_orders',
    () => sql`
      select i.order_item_id::text as order_item_id, sum(i.quantity)::int as quantity
      from ${returnRequests} r join ${returnRequestItems} i on i.return_request_id = r.id
      where r.order_id = any(${sql.placeholder('orderIds')}::bigint[]) and r.status = any(${sql.placeholder('statuses')}::varchar[])
      group by i.order_item_id`,
  ).execute({ orderIds, statuses: [...statuses] });
  return new Map(rows.map((row) => [Number(row.order_item_id), Number(row.quantity)]));
}

export async function insertReturn(
  db: Database,
  draft: {
    returnNo: string;
    orderId: number;
    userId: number;
    reason: string;
    description: string;
    imageUrls: string[];
    idempotencyKey: string;
    items: { orderItemId: number; quantity: number }[];
  },
): Promise<number> {
  const [row] = await db
    .insert(returnRequests)
    .values({
      returnNo: draft.returnNo,
      orderId: draft.orderId,
      userId: draft.userId,
      reason: draft.reason,
      description: draft.description,
      imageUrls: draft.imageUrls,
      idempotencyKey: draft.idempotencyKey,
    })
    .returning({ id: returnRequests.id });
  if (!row) throw new Error('insertReturn inserted nothing');
  await db
    .insert(returnRequestItems)
    .values(
      draft.items.map((item) => ({ returnRequestId: row.id, orderItemId: item.orderItemId, quantity: item.quantity })),
    );
  await db
    .insert(returnStatusHistory)
    .values({ returnRequestId: row.id, fromStatus: null, toStatus: 'pending', actor: 'member' });
  return row.id;
}

export async function setDecisionNote(db: Database, returnId: number, note: string | null) {
  await db
    .update(returnRequests)
    .set({ decisionNote: note })
    .where(sql`${returnRequests.id} = ${returnId}`);
}

export async function setReceipt(
  db: Database,
  returnId: number,
  items: { orderItemId: number; receivedQuantity: number; damagedQuantity: number }[],
  refundAmount: number,
) {
  for (const item of items) {
    await db
      .update(returnRequestItems)
      .set({ receivedQuantity: item.receivedQuantity, damagedQuantity: item.damagedQuantity })
      .where(
        sql`${returnRequestItems.returnRequestId} = ${returnId} and ${returnRequestItems.orderItemId} = ${item.orderItemId}`,
      );
  }
  await db
    .update(returnRequests)
    .set({ receivedAt: new Date(), refundAmount })
    .where(sql`${returnRequests.id} = ${returnId}`);
}

export async function setReturnImageUrls(db: Database, returnId: number, urls: string[]) {
  await db
    .update(returnRequests)
    .set({ imageUrls: urls })
    .where(sql`${returnRequests.id} = ${returnId}`);
}
