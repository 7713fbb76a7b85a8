import { index, integer, pgTable, smallint, varchar } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, primaryId, timestampColumn } from '../../db/columns.ts';
import { users } from '../accounts/accounts.tables.ts';
import { products } from '../catalog/catalog.tables.ts';
import { courses } from '../content/content.tables.ts';

/** SPEC §4 Redeem code exchangeStatus: 0 Available, 1 Redeemed, 2 Expired, 3 Suspended. */
export const EXCHANGE_STATUS = { available: 0, redeemed: 1, expired: 2, suspended: 3 } as const;

/**
 * Gift codes and course codes (/member/redemption). A code bought as a fictional product
 * points at the order item that issued it (order exchangeCodes).
 */
export const redeemCodes = pgTable(
  'redeem_codes',
  {
    id: primaryId(),
    codeNumber: varchar('code_number', { length: 32 }).notNull().unique(),
    kind: varchar('kind', { length: 8, enum: ['gift', 'course'] }).notNull(),
    productId: idColumn('product_id').references(() => products.id, { onDelete: 'set null' }),
    courseId: idColumn('course_id').references(() => courses.id, { onDelete: 'set null' }),
    subscriptionPlanId: idColumn('subscription_plan_id'),
    /** Days of access a course code grants. */
    grantDays: integer('grant_days'),
    exchangeStatus: smallint('exchange_status').notNull().default(EXCHANGE_STATUS.available),
    expiresAt: timestampColumn('expires_at'),
    usedAt: timestampColumn('used_at'),
    usedByUserId: idColumn('used_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    orderItemId: idColumn('order_item_id'),
    createdAt: createdAt(),
  },
  (t) => [index('redeem_codes_used_by_idx').on(t.usedByUserId, t.usedAt)],
);
