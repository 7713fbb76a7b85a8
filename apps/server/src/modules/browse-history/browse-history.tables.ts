import { index, pgTable, unique } from 'drizzle-orm/pg-core';
import { belongsTo, polymorphicTarget, primaryId, timestampColumn } from '../../db/columns.ts';
import { users } from '../accounts/accounts.tables.ts';
import { FAVOURITE_TARGET_TYPES } from '../favourites/favourites.tables.ts';

/** One row per member and item; viewing again moves viewed_at (SPEC §2 /browse-history/{tab}). */
export const browseHistory = pgTable(
  'browse_history',
  {
    id: primaryId(),
    userId: belongsTo('user_id', () => users.id),
    ...polymorphicTarget(FAVOURITE_TARGET_TYPES),
    viewedAt: timestampColumn('viewed_at').notNull().defaultNow(),
  },
  (t) => [
    unique('browse_history_user_target_unique').on(t.userId, t.targetType, t.targetId),
    index('browse_history_user_viewed_idx').on(t.userId, t.targetType, t.viewedAt),
  ],
);
