import { index, jsonb, pgTable, smallint } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, localisedText, primaryId, timestampColumn } from '../../db/columns.ts';
import { users } from '../accounts/accounts.tables.ts';

/**
 * Where tapping a notification leads (SPEC §3: a link taken from a JSON jump field): `url` (a path
 * of the shop, an http(s) address or an app deep link) or the deep link's `page`, `id` and `code`
 * (docs/decisions/deep-link-format.md); read by notificationLink in contracts.
 */
export interface NotificationJump {
  page?: string;
  id?: string | number;
  code?: string;
  url?: string;
}

/** SPEC §3 Notification; status 0 unread, 1 read. */
export const userMessages = pgTable(
  'user_messages',
  {
    id: primaryId(),
    userId: idColumn('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    messageTitle: localisedText('message_title').notNull(),
    messageContent: localisedText('message_content').notNull(),
    status: smallint('status').notNull().default(0),
    sendTime: timestampColumn('send_time').notNull().defaultNow(),
    jump: jsonb('jump').$type<NotificationJump>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('user_messages_user_time_idx').on(t.userId, t.sendTime),
    index('user_messages_unread_idx').on(t.userId, t.status),
  ],
);
