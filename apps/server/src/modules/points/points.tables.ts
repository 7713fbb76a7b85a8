import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, unique, varchar } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, localisedText, primaryId, timestampColumn, updatedAt } from '../../db/columns.ts';
import { users } from '../accounts/accounts.tables.ts';
import { products } from '../catalog/catalog.tables.ts';
import { coupons } from '../coupons/coupons.tables.ts';

/** SPEC §3 Points: member points and a separate W Coin balance. */
export const POINT_CURRENCIES = ['points', 'wcoin'] as const;

export const pointAccounts = pgTable(
  'point_accounts',
  {
    userId: idColumn('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    points: integer('points').notNull().default(0),
    wcoin: integer('wcoin').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [check('point_accounts_not_negative', sql`${t.points} >= 0 and ${t.wcoin} >= 0`)],
);

/** The ledger: every balance change, signed; balance_after makes history pages one query. */
export const pointTransactions = pgTable(
  'point_transactions',
  {
    id: primaryId(),
    userId: idColumn('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    currency: varchar('currency', { length: 8, enum: POINT_CURRENCIES }).notNull(),
    amount: integer('amount').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    reason: varchar('reason', {
      length: 16,
      enum: ['check_in', 'redeem', 'order', 'refund', 'expire', 'reward', 'admin'],
    }).notNull(),
    referenceType: varchar('reference_type', { length: 24 }),
    referenceId: idColumn('reference_id'),
    idempotencyKey: varchar('idempotency_key', { length: 128 }).unique(),
    createdAt: createdAt(),
  },
  (t) => [index('point_transactions_user_idx').on(t.userId, t.createdAt)],
);

/** One check-in per member per Asia/Taipei day. */
export const checkIns = pgTable(
  'check_ins',
  {
    id: primaryId(),
    userId: idColumn('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    wcoinEarned: integer('wcoin_earned').notNull(),
    createdAt: createdAt(),
  },
  (t) => [unique('check_ins_user_day_unique').on(t.userId, t.day)],
);

/** What W Coin buys: products or coupons (W Coin centre: redeem products, redeem coupons). */
export const pointRedeemItems = pgTable(
  'point_redeem_items',
  {
    id: primaryId(),
    kind: varchar('kind', { length: 8, enum: ['product', 'coupon'] }).notNull(),
    productId: idColumn('product_id').references(() => products.id, { onDelete: 'cascade' }),
    couponId: idColumn('coupon_id').references(() => coupons.id, { onDelete: 'cascade' }),
    title: localisedText('title').notNull(),
    cost: integer('cost').notNull(),
    stock: integer('stock').notNull().default(0),
    status: varchar('status', { length: 16, enum: ['active', 'hidden'] })
      .notNull()
      .default('active'),
    sort: integer('sort').notNull().default(0),
    startsAt: timestampColumn('starts_at'),
    endsAt: timestampColumn('ends_at'),
    createdAt: createdAt(),
  },
  (t) => [check('point_redeem_items_stock_not_negative', sql`${t.stock} >= 0`)],
);
