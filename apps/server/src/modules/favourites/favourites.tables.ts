import { index, pgTable, unique } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, polymorphicTarget, primaryId } from '../../db/columns.ts';
import { users } from '../accounts/accounts.tables.ts';

/** What a member can favourite or follow, and what browse history records (SPEC §2 /collection/{tab}). */
export const FAVOURITE_TARGET_TYPES = ['product', 'course', 'plan', 'article', 'coach', 'series'] as const;

export const favourites = pgTable(
  'favourites',
  {
    id: primaryId(),
    userId: belongsTo('user_id', () => users.id),
    ...polymorphicTarget(FAVOURITE_TARGET_TYPES),
    createdAt: createdAt(),
  },
  (t) => [
    unique('favourites_user_target_unique').on(t.userId, t.targetType, t.targetId),
    index('favourites_target_idx').on(t.targetType, t.targetId),
  ],
);
