import { boolean, index, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, localisedText, primaryId, timestampColumn, updatedAt } from '../../db/columns.ts';
import { users } from '../accounts/accounts.tables.ts';
import { orders } from '../orders/orders.tables.ts';

/** SPEC §3 Subscription periods. */
export const SUBSCRIPTION_PERIODS = ['season', 'half_year', 'year'] as const;
export const SUBSCRIPTION_STATUSES = ['pending', 'active', 'cancelled', 'expired'] as const;

export const subscriptionPlans = pgTable('subscription_plans', {
  id: primaryId(),
  period: varchar('period', { length: 16, enum: SUBSCRIPTION_PERIODS }).notNull().unique(),
  name: localisedText('name').notNull(),
  months: integer('months').notNull(),
  price: integer('price').notNull(),
  /** First-period price for newcomers (SPEC §9: a newcomer discount exists). */
  newcomerPrice: integer('newcomer_price'),
  sort: integer('sort').notNull().default(0),
  status: varchar('status', { length: 16, enum: ['active', 'hidden'] })
    .notNull()
    .default('active'),
  createdAt: createdAt(),
});

export const userSubscriptions = pgTable(
  'user_subscriptions',
  {
    id: primaryId(),
    userId: idColumn('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subscriptionPlanId: idColumn('subscription_plan_id')
      .notNull()
      .references(() => subscriptionPlans.id, { onDelete: 'restrict' }),
    status: varchar('status', { length: 16, enum: SUBSCRIPTION_STATUSES }).notNull().default('pending'),
    startsAt: timestampColumn('starts_at').notNull(),
    expiresAt: timestampColumn('expires_at').notNull(),
    /** False once the member cancels the next renewal (SPEC §4). */
    autoRenew: boolean('auto_renew').notNull().default(true),
    cancelReason: text('cancel_reason'),
    cancelledAt: timestampColumn('cancelled_at'),
    paymentMethod: varchar('payment_method', { length: 16 }),
    orderId: idColumn('order_id').references(() => orders.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('user_subscriptions_user_idx').on(t.userId, t.expiresAt)],
);
