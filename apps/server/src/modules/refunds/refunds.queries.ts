import { and, asc, desc, eq, inArray, lte, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared-per-database.ts';
import { refundLines, refunds } from './refunds.tables.ts';

export type RefundRow = typeof refunds.$inferSelect;
export type RefundStatus = RefundRow['status'];

export async function findRefundByKey(db: Database, idempotencyKey: string): Promise<RefundRow | undefined> {
  const [row] = await db.select().from(refunds).where(eq(refunds.idempotencyKey, idempotencyKey));
  return row;
}

export async function findRefundById(db: Database, refundId: number): Promise<RefundRow | undefined> {
  const [row] = await db.select().from(refunds).where(eq(refunds.id, refundId));
  return row;
}

/** Inserts the refund unless its number or its key is taken; answers the row, or undefined. */
export async function insertRefund(db: Database, values: typeof refunds.$inferInsert): Promise<RefundRow | undefined> {
  const [row] = await db.insert(refunds).values(values).onConflictDoNothing().returning();
  return row;
}

export async function insertRefundLines(
  db: Database,
  refundId: number,
  lines: { orderItemId: number; quantity: number; amount: number }[],
): Promise<void> {
  if (lines.length === 0) return;
  await db.insert(refundLines).values(lines.map((line) => ({ refundId, ...line })));
}

export async function listRefundLines(db: Database, refundId: number) {
  return db
    .select({ orderItemId: refundLines.orderItemId, quantity: refundLines.quantity, amount: refundLines.amount })
    .from(refundLines)
    .where(eq(refundLines.refundId, refundId))
    .orderBy(asc(refundLines.id));
}

/**
 * The refund's move: `to` from one of `from`, with the columns the move sets; answers the moved
 * row, or undefined when the refund was not in one of `from` (another worker moved it first).
 */
export async function moveRefundStatus(
  db: Database,
  refundId: number,
  from: readonly RefundStatus[],
  to: RefundStatus,
  set: Partial<typeof refunds.$inferInsert>,
): Promise<RefundRow | undefined> {
  if (from.length === 0) return undefined;
  const [row] = await db
    .update(refunds)
    .set({ ...set, status: to, updatedAt: new Date() })
    .where(and(eq(refunds.id, refundId), inArray(refunds.status, [...from])))
    .returning();
  return row;
}

/**
 * One line of the order's timeline (orders.tables.ts order_events, the order's history besides
 * its status). Written by name: the orders module has no service call for it yet, and the
 * module rules forbid importing its table here.
 */
export async function insertOrderEvent(
  db: Database,
  event: {
    orderId: number;
    kind: string;
    actor: 'member' | 'system' | 'admin' | 'payment';
    operatorId: number | null;
    detail: Record<string, unknown>;
  },
): Promise<void> {
  await db.execute(sql`insert into order_events (order_id, kind, actor, operator_id, detail)
    values (${event.orderId}, ${event.kind}, ${event.actor}, ${event.operatorId}, ${JSON.stringify(event.detail)}::jsonb)`);
}

/**
 * The next pending refund due at `now`, locked for this transaction and skipped by any other
 * worker holding one (several processes may run the job at once).
 */
export async function lockNextDueRefund(db: Database, now: Date): Promise<RefundRow | undefined> {
  const [row] = await db
    .select()
    .from(refunds)
    .where(and(eq(refunds.status, 'pending'), lte(refunds.nextAttemptAt, now)))
    .orderBy(asc(refunds.nextAttemptAt), asc(refunds.id))
    .limit(1)
    .for('update', { skipLocked: true });
  return row;
}

/** Counts a try and puts the next one at `retryAt`: a try that dies half way comes back then. */
export async function claimRefundAttempt(db: Database, refundId: number, retryAt: Date): Promise<RefundRow> {
  const [row] = await db
    .update(refunds)
    .set({ attempts: sql`${refunds.attempts} + 1`, nextAttemptAt: retryAt, updatedAt: new Date() })
    .where(eq(refunds.id, refundId))
    .returning();
  if (!row) throw new Error(`refund ${refundId} vanished while claimed`);
  return row;
}

export async function lockRefund(db: Database, refundId: number): Promise<RefundRow | undefined> {
  const [row] = await db.select().from(refunds).where(eq(refunds.id, refundId)).for('update');
  return row;
}

export async function recordRefundError(db: Database, refundId: number, error: string): Promise<void> {
  await db
    .update(refunds)
    .set({ lastError: error.slice(0, 1000), updatedAt: new Date() })
    .where(eq(refunds.id, refundId));
}

/** What the payment's succeeded refunds gave back, this one left out. */
export async function sumSucceededRefunds(db: Database, paymentId: number, exceptRefundId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${refunds.amount}), 0)::int` })
    .from(refunds)
    .where(and(eq(refunds.paymentId, paymentId), eq(refunds.status, 'succeeded'), ne(refunds.id, exceptRefundId)));
  return Number(row?.total ?? 0);
}

export async function listRefundsOfOrder(db: Database, orderId: number): Promise<RefundRow[]> {
  return refundsOfOrderQuery(db, null).execute({ orderId });
}
// Every order detail reads it: a named statement, planned once per connection.
const refundsOfOrderQuery = preparedPerDatabase((db: Database) =>
  db
    .select()
    .from(refunds)
    .where(eq(refunds.orderId, sql.placeholder('orderId')))
    .orderBy(desc(refunds.createdAt), desc(refunds.id))
    .prepare('refunds_of_order'),
);
