import { date, doublePrecision, index, integer, pgTable, primaryKey, unique, uuid } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, idColumn, primaryId, timestampColumn } from '../../db/columns.ts';
import { users } from '../accounts/accounts.tables.ts';
import { courses } from '../content/content.tables.ts';

/**
 * One member watching one course, from the first play request until it is finished. Heartbeats
 * credit watch time to it, never more than the wall-clock time since the previous heartbeat
 * (docs/decisions/watch-heartbeats.md).
 */
export const courseWatchSessions = pgTable(
  'course_watch_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: belongsTo('user_id', () => users.id),
    courseId: belongsTo('course_id', () => courses.id),
    /** COURSE_COMPLETION_RATIO of the course's total video time, fixed when the session starts. */
    requiredSeconds: doublePrecision('required_seconds').notNull(),
    creditedSeconds: doublePrecision('credited_seconds').notNull().default(0),
    /** What the latest heartbeat added (0 for a replay): the daily total grows by it. */
    lastCreditSeconds: doublePrecision('last_credit_seconds').notNull().default(0),
    lastVideoId: idColumn('last_video_id'),
    lastPosition: doublePrecision('last_position').notNull().default(0),
    startedAt: timestampColumn('started_at').notNull().defaultNow(),
    lastHeartbeatAt: timestampColumn('last_heartbeat_at').notNull().defaultNow(),
    completedAt: timestampColumn('completed_at'),
  },
  (t) => [index('course_watch_sessions_user_idx').on(t.userId, t.startedAt)],
);

/** Watch seconds per member and Taipei calendar day: the 30-minute reward counts these. */
export const dailyWatchTotals = pgTable(
  'daily_watch_totals',
  {
    userId: belongsTo('user_id', () => users.id),
    day: date('day', { mode: 'string' }).notNull(),
    seconds: doublePrecision('seconds').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);

/** SPEC §1/§9: 5 U-coin for 30 minutes watched in a day, once per day, usable the next day. */
export const watchRewards = pgTable(
  'watch_rewards',
  {
    id: primaryId(),
    userId: belongsTo('user_id', () => users.id),
    day: date('day', { mode: 'string' }).notNull(),
    coins: integer('coins').notNull(),
    availableAt: timestampColumn('available_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [unique('watch_rewards_user_day_unique').on(t.userId, t.day)],
);
