import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, unique, varchar } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, primaryId, timestampColumn, updatedAt } from '../../db/columns.ts';
import { operators } from '../operators/operators.tables.ts';
import { orderItems, orders } from '../orders/orders.tables.ts';
import { payments } from '../payments/payments.tables.ts';
import { returnRequests } from '../returns/returns.tables.ts';

/*
 * Money that goes back (issue 35, docs/decisions/refunds.md): a refund is its own record tied to
 * one payment, made by a job with retries. payments.refunded_amount holds what the payment's
 * pending and succeeded refunds take together, raised by one conditional update when a refund is
 * asked for, so two refunds at once can never take more than was paid.
 */

export const REFUND_STATUSES = ['pending', 'succeeded', 'failed'] as const;
/** Who asked: the member (cancelling a paid order), an operator, or the system (a late payment). */
export const REFUND_REQUESTERS = ['member', 'operator', 'system'] as const;

export const refunds = pgTable(
  'refunds',
  {
    id: primaryId(),
    refundNo: varchar('refund_no', { length: 32 }).notNull().unique(),
    paymentId: idColumn('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    orderId: idColumn('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    returnRequestId: idColumn('return_request_id').references(() => returnRequests.id, { onDelete: 'restrict' }),
    amount: integer('amount').notNull(),
    /** A machine reason: order_cancelled, return_completed, late_payment, operator_refund. */
    reason: varchar('reason', { length: 32 }).notNull(),
    note: text('note'),
    status: varchar('status', { length: 16, enum: REFUND_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** When the job tries next (null once it succeeded or failed for good). */
    nextAttemptAt: timestampColumn('next_attempt_at'),
    lastError: text('last_error'),
    /** The gateway's answer to the refund, for reconciliation. */
    gatewayPayload: jsonb('gateway_payload'),
    /** What the gateway did: void (an authorisation not captured) or refund (a captured one). */
    gatewayAction: varchar('gateway_action', { length: 16 }),
    requestedBy: varchar('requested_by', { length: 16, enum: REFUND_REQUESTERS }).notNull(),
    requestedByOperatorId: idColumn('requested_by_operator_id').references(() => operators.id, {
      onDelete: 'restrict',
    }),
    /** The caller's key: a retried request finds the same refund. */
    idempotencyKey: varchar('idempotency_key', { length: 128 }).unique(),
    succeededAt: timestamp('succeeded_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('refunds_payment_id_idx').on(t.paymentId),
    index('refunds_order_id_idx').on(t.orderId),
    index('refunds_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    check('refunds_amount_positive', sql`${t.amount} > 0`),
  ],
);

/** Which order lines (and how many units, for how much) a refund pays back. */
export const refundLines = pgTable(
  'refund_lines',
  {
    id: primaryId(),
    refundId: idColumn('refund_id')
      .notNull()
      .references(() => refunds.id, { onDelete: 'cascade' }),
    orderItemId: idColumn('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'restrict' }),
    quantity: integer('quantity').notNull(),
    amount: integer('amount').notNull(),
  },
  (t) => [unique('refund_lines_refund_item_unique').on(t.refundId, t.orderItemId)],
);
