import { index, integer, jsonb, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { RETURN_STATUS_VALUES } from '@wellfit/contracts/orders';
import { createdAt, idColumn, primaryId, timestampColumn, updatedAt } from '../../db/columns.ts';
import { users } from '../accounts/accounts.tables.ts';
import { orderItems, orders } from '../orders/orders.tables.ts';

/** SPEC §4 return status (contracts/orders.ts). */
export const RETURN_STATUSES = RETURN_STATUS_VALUES;

export const returnRequests = pgTable(
  'return_requests',
  {
    id: primaryId(),
    returnNo: varchar('return_no', { length: 32 }).notNull().unique(),
    orderId: idColumn('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    userId: idColumn('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    status: varchar('status', { length: 16, enum: RETURN_STATUSES }).notNull().default('pending'),
    reason: varchar('reason', { length: 64 }).notNull(),
    description: text('description'),
    imageUrls: jsonb('image_urls').$type<string[]>(),
    refundAmount: integer('refund_amount').notNull().default(0),
    /** The operator's note on the decision (approved or rejected), shown to the member. */
    decisionNote: text('decision_note'),
    decidedAt: timestampColumn('decided_at'),
    receivedAt: timestampColumn('received_at'),
    /** The member's key: a retried application finds the same return. */
    idempotencyKey: varchar('idempotency_key', { length: 128 }).unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('return_requests_order_id_idx').on(t.orderId),
    index('return_requests_user_id_idx').on(t.userId, t.createdAt),
  ],
);

export const returnRequestItems = pgTable(
  'return_request_items',
  {
    id: primaryId(),
    returnRequestId: idColumn('return_request_id')
      .notNull()
      .references(() => returnRequests.id, { onDelete: 'cascade' }),
    orderItemId: idColumn('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'restrict' }),
    quantity: integer('quantity').notNull(),
    /** Counted by the warehouse when the goods arrive; only received, undamaged units go back to stock. */
    receivedQuantity: integer('received_quantity'),
    damagedQuantity: integer('damaged_quantity'),
  },
  (t) => [index('return_request_items_request_idx').on(t.returnRequestId)],
);

export const returnStatusHistory = pgTable(
  'return_status_history',
  {
    id: primaryId(),
    returnRequestId: idColumn('return_request_id')
      .notNull()
      .references(() => returnRequests.id, { onDelete: 'cascade' }),
    fromStatus: varchar('from_status', { length: 16, enum: RETURN_STATUSES }),
    toStatus: varchar('to_status', { length: 16, enum: RETURN_STATUSES }).notNull(),
    reason: text('reason'),
    actor: varchar('actor', { length: 16, enum: ['member', 'system', 'admin'] }).notNull(),
    operatorId: idColumn('operator_id'),
    createdAt: createdAt(),
  },
  (t) => [index('return_status_history_request_idx').on(t.returnRequestId, t.createdAt)],
);
