import { MOTION_TYPES } from '@wellfit/contracts/sport';
import { index, integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, primaryId, timestampColumn } from '../../db/columns.ts';
import { users } from '../accounts/accounts.tables.ts';
import { courses } from '../content/content.tables.ts';

export { MOTION_TYPES };

/** One workout; sport data totals are sums over these (SPEC §3 Sport data). */
export const sportRecords = pgTable(
  'sport_records',
  {
    id: primaryId(),
    userId: idColumn('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    motionType: varchar('motion_type', { length: 16, enum: MOTION_TYPES }).notNull(),
    durationSeconds: integer('duration_seconds').notNull(),
    calories: integer('calories').notNull().default(0),
    courseId: idColumn('course_id').references(() => courses.id, { onDelete: 'set null' }),
    /** web, or the device maker / health-connect service that reported it. */
    source: varchar('source', { length: 24 }).notNull().default('web'),
    occurredAt: timestampColumn('occurred_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sport_records_user_idx').on(t.userId, t.occurredAt)],
);
