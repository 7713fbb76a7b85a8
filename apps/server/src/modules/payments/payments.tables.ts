import { index, integer, jsonb, pgTable, smallint, text, varchar } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, primaryId, timestampColumn, updatedAt } from '../../db/columns.ts';
import { orders } from '../orders/orders.tables.ts';

export const PAYMENT_STATUSES = ['pending', 'succeeded', 'failed', 'refunded', 'cancelled'] as const;

/** One attempt to pay an order (an unpaid order may be paid again, SPEC §4). */
export const payments = pgTable(
  'payments',
  {
    id: primaryId(),
    orderId: idColumn('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    /** SPEC §9: channel 41 (card through the payment provider). */
    channel: smallint('channel').notNull(),
    provider: varchar('provider', { length: 16 }).notNull().default('ecpay'),
    merchantTradeNo: varchar('merchant_trade_no', { length: 32 }).notNull().unique(),
    providerTradeNo: varchar('provider_trade_no', { length: 64 }),
    amount: integer('amount').notNull(),
    status: varchar('status', { length: 16, enum: PAYMENT_STATUSES }).notNull().default('pending'),
    failureReason: text('failure_reason'),
    /** The provider's notification as received, for support and reconciliation. */
    providerPayload: jsonb('provider_payload'),
    paidAt: timestampColumn('paid_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('payments_order_id_idx').on(t.orderId)],
);
