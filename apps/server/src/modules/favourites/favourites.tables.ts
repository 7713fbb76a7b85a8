import { index, pgTable, unique, varchar } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, primaryId } from '../../db/columns.ts';
import { users } from '../accounts/accounts.tables.ts';

/** What a member can favourite or follow, and what browse history records (SPEC §2 /collection/{tab}). */
export const FAVOURITE_TARGET_TYPES = ['product', 'course', 'plan', 'article', 'coach', 'series'] as const;

/** Polymorphic: target_id points into the table named by target_type, so there is no foreign key. */
export const favourites = pgTable(
  'favourites',
  {
    id: primaryId(),
    userId: idColumn('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetType: varchar('target_type', { length: 16, enum: FAVOURITE_TARGET_TYPES }).notNull(),
    targetId: idColumn('target_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('favourites_user_target_unique').on(t.userId, t.targetType, t.targetId),
    index('favourites_target_idx').on(t.targetType, t.targetId),
  ],
);
