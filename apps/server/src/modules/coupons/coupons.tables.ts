import { boolean, index, integer, jsonb, pgTable, varchar } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, localisedText, primaryId, timestampColumn, updatedAt } from '../../db/columns.ts';
import { users } from '../accounts/accounts.tables.ts';

/** SPEC §3 Coupon scope. */
export const COUPON_SCOPES = ['shop', 'category', 'product'] as const;
export const USER_COUPON_STATUSES = ['unused', 'used', 'expired'] as const;

export const coupons = pgTable('coupons', {
  id: primaryId(),
  name: localisedText('name').notNull(),
  scope: varchar('scope', { length: 16, enum: COUPON_SCOPES }).notNull().default('shop'),
  /** Category or product ids the coupon applies to, for scope category or product. */
  scopeIds: jsonb('scope_ids').$type<number[]>().notNull().default([]),
  discountType: varchar('discount_type', { length: 8, enum: ['amount', 'percent'] })
    .notNull()
    .default('amount'),
  /** NT$ off for amount coupons; percent off (1-99) for percent coupons. */
  discountValue: integer('discount_value').notNull(),
  minSpend: integer('min_spend').notNull().default(0),
  totalQuantity: integer('total_quantity'),
  claimedCount: integer('claimed_count').notNull().default(0),
  perMemberLimit: integer('per_member_limit').notNull().default(1),
  claimable: boolean('claimable').notNull().default(true),
  claimStartsAt: timestampColumn('claim_starts_at'),
  claimEndsAt: timestampColumn('claim_ends_at'),
  validFrom: timestampColumn('valid_from'),
  validUntil: timestampColumn('valid_until'),
  /** Days of validity counted from the claim, when no fixed end applies. */
  validDays: integer('valid_days'),
  status: varchar('status', { length: 16, enum: ['active', 'disabled'] })
    .notNull()
    .default('active'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const userCoupons = pgTable(
  'user_coupons',
  {
    id: primaryId(),
    userId: idColumn('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    couponId: idColumn('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 16, enum: USER_COUPON_STATUSES }).notNull().default('unused'),
    claimedAt: timestampColumn('claimed_at').notNull().defaultNow(),
    expiresAt: timestampColumn('expires_at'),
    usedAt: timestampColumn('used_at'),
    orderId: idColumn('order_id'),
  },
  (t) => [
    index('user_coupons_user_status_idx').on(t.userId, t.status),
    index('user_coupons_coupon_idx').on(t.couponId),
  ],
);
