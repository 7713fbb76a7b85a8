import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared-per-database.ts';
import { payments } from './payments.tables.ts';

export type PaymentRow = typeof payments.$inferSelect;

export async function findAttempt(db: Database, orderId: number, requestKey: string): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.requestKey, requestKey)));
  return row;
}

/** Inserts the attempt unless one with the key exists; answers the one there is. */
export async function insertAttempt(db: Database, values: typeof payments.$inferInsert): Promise<PaymentRow> {
  await db
    .insert(payments)
    .values(values)
    .onConflictDoNothing({
      target: [payments.orderId, payments.requestKey],
    });
  const row = await findAttempt(db, values.orderId, values.requestKey!);
  if (!row) throw new Error('payment attempt vanished after insert');
  return row;
}

export async function saveCreInfo(db: Database, paymentId: number, creInfo: string): Promise<string> {
  const [row] = await db
    .update(payments)
    .set({ creInfo: sql`coalesce(${payments.creInfo}, ${creInfo})`, updatedAt: new Date() })
    .where(eq(payments.id, paymentId))
    .returning({ creInfo: payments.creInfo });
  return row?.creInfo ?? creInfo;
}

/** Claims the attempt's one charge; answers false when it was already charged (a double click). */
export async function claimCharge(db: Database, paymentId: number): Promise<boolean> {
  const rows = await db
    .update(payments)
    .set({ chargedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(payments.id, paymentId), isNull(payments.chargedAt), eq(payments.status, 'pending')))
    .returning({ id: payments.id });
  return rows.length === 1;
}

export async function saveThreeDUrl(db: Database, paymentId: number, threeDUrl: string): Promise<void> {
  await db.update(payments).set({ threeDUrl, updatedAt: new Date() }).where(eq(payments.id, paymentId));
}

export async function findPaymentById(db: Database, paymentId: number): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.id, paymentId));
  return row;
}

export async function findPaymentByTradeNo(db: Database, merchantTradeNo: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.merchantTradeNo, merchantTradeNo));
  return row;
}

/** pending (or failed, when the gateway later reports it paid) → succeeded, once. */
export async function markAttemptSucceeded(
  db: Database,
  paymentId: number,
  providerTradeNo: string,
  payload: Record<string, string>,
): Promise<boolean> {
  const rows = await db
    .update(payments)
    .set({
      status: 'succeeded',
      providerTradeNo,
      providerPayload: payload,
      paidAt: new Date(),
      failureReason: null,
      updatedAt: new Date(),
    })
    .where(and(eq(payments.id, paymentId), inArray(payments.status, ['pending', 'failed'])))
    .returning({ id: payments.id });
  return rows.length === 1;
}

export async function markAttemptFailed(
  db: Database,
  paymentId: number,
  reason: string,
  payload: Record<string, string> | null,
): Promise<boolean> {
  const rows = await db
    .update(payments)
    .set({ status: 'failed', failureReason: reason.slice(0, 500), providerPayload: payload, updatedAt: new Date() })
    .where(and(eq(payments.id, paymentId), eq(payments.status, 'pending')))
    .returning({ id: payments.id });
  return rows.length === 1;
}

export async function noteOnAttempt(db: Database, paymentId: number, note: string): Promise<void> {
  await db.update(payments).set({ failureReason: note, updatedAt: new Date() }).where(eq(payments.id, paymentId));
}

/** An order's attempts that went to the gateway and are not settled, newest first. */
export async function findOpenAttempts(db: Database, orderId: number): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), inArray(payments.status, ['pending'])))
    .orderBy(desc(payments.createdAt), desc(payments.id));
}

export async function findLatestAttempt(db: Database, orderId: number): Promise<PaymentRow | undefined> {
  const [row] = await latestAttemptQuery(db, null).execute({ orderId });
  return row;
}
// Every order detail reads it: a named statement, planned once per connection.
const latestAttemptQuery = preparedPerDatabase((db: Database) =>
  db
    .select()
    .from(payments)
    .where(eq(payments.orderId, sql.placeholder('orderId')))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(1)
    .prepare('payments_latest_of_order'),
);

// ── Refunds (issue 35, docs/decisions/refunds.md) ──────────────────────────────────────────

/**
 * The order's payments that took money (succeeded, or since refunded), oldest paid first, each
 * locked until the transaction ends: two refunds of one payment at once take turns, and each
 * reads what the other took.
 */
export async function lockSucceededPayments(db: Database, orderId: number, lock = true): Promise<PaymentRow[]> {
  const query = db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), inArray(payments.status, ['succeeded', 'refunded'])))
    .orderBy(asc(payments.paidAt), asc(payments.id));
  return lock ? query.for('update') : query;
}

/** Raises what the payment's refunds take by `amount`, only while that stays within what it took. */
export async function raiseRefundedAmount(db: Database, paymentId: number, amount: number): Promise<boolean> {
  const rows = await db
    .update(payments)
    .set({ refundedAmount: sql`${payments.refundedAmount} + ${amount}`, updatedAt: new Date() })
    .where(
      and(
        eq(payments.id, paymentId),
        eq(payments.status, 'succeeded'),
        sql`${payments.refundedAmount} + ${amount} <= ${payments.amount}`,
      ),
    )
    .returning({ id: payments.id });
  return rows.length === 1;
}

/** Gives `amount` back to what may still be refunded (a refund that failed for good), never below zero. */
export async function lowerRefundedAmount(db: Database, paymentId: number, amount: number): Promise<boolean> {
  const rows = await db
    .update(payments)
    .set({ refundedAmount: sql`${payments.refundedAmount} - ${amount}`, updatedAt: new Date() })
    .where(and(eq(payments.id, paymentId), sql`${payments.refundedAmount} >= ${amount}`))
    .returning({ id: payments.id });
  return rows.length === 1;
}

/** succeeded → refunded, once everything it took has come back. */
export async function markPaymentRefunded(db: Database, paymentId: number): Promise<boolean> {
  const rows = await db
    .update(payments)
    .set({ status: 'refunded', updatedAt: new Date() })
    .where(and(eq(payments.id, paymentId), eq(payments.status, 'succeeded')))
    .returning({ id: payments.id });
  return rows.length === 1;
}
