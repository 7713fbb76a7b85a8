import { and, eq, sql } from 'drizzle-orm';
import type { Locale } from '@wellfit/contracts/locale';
import { NOTIFICATION_STATUS } from '@wellfit/contracts/notifications';
import type { Database } from '../../db/client.ts';
import type { LocalisedText } from '../../db/columns.ts';
import { preparedPerDatabase, preparedSql } from '../../db/prepared-per-database.ts';
import { localisedTextOrEmpty } from '../../db/localised-text.ts';
import { userMessages, type NotificationJump } from './notifications.tables.ts';

export interface MessageRow {
  id: number;
  userId: number;
  title: string;
  content: string;
  status: number;
  sendTime: Date;
  /** The jump column as JSON text. */
  jump: string | null;
}

export interface MessagePage {
  rows: MessageRow[];
  total: number;
  unread: number;
}

interface RawPageRow {
  total: number;
  unread: number;
  id: number | string | null;
  user_id: number | string;
  title: string;
  content: string;
  status: number;
  send_time: Date | string;
  jump: string | null;
}

// Every visit to the inbox and the bell's list asks this: a statement per locale, planned once.
const messagePageStatement = preparedPerDatabase((db: Database, locale: Locale) => {
  const title = localisedTextOrEmpty(sql.raw('m.message_title'), locale);
  const content = localisedTextOrEmpty(sql.raw('m.message_content'), locale);
  return preparedSql<RawPageRow>(
    db,
    `user_message_page_${locale}`,
    () => sql`
    with counts as (
      select count(*)::int as total, (count(*) filter (where status = ${sql.placeholder('unread')}))::int as unread
      from user_messages where user_id = ${sql.placeholder('userId')}
    )
    select counts.total, counts.unread, m.id, m.user_id, ${title} as title, ${content} as content,
           m.status, m.send_time, m.jump::text as jump
    from counts
    left join lateral (
      select * from user_messages
      where user_id = ${sql.placeholder('userId')}
      order by send_time desc, id desc
      limit ${sql.placeholder('limit')} offset ${sql.placeholder('offset')}
    ) m on true`,
  );
});

/**
 * A page of one member's inbox, newest first, with the member's total and unread counts, in one
 * round trip (the counts come back even for a page past the end). Both indexes on
 * (user_id, send_time) and (user_id, status) serve it.
 */
export async function selectMessagePage(
  db: Database,
  userId: number,
  locale: Locale,
  page: { limit: number; offset: number },
): Promise<MessagePage> {
  const rows = await messagePageStatement(db, locale).execute({
    userId,
    unread: NOTIFICATION_STATUS.unread,
    limit: page.limit,
    offset: page.offset,
  });
  const first = rows[0];
  return {
    total: first?.total ?? 0,
    unread: first?.unread ?? 0,
    rows: rows
      .filter((row) => row.id !== null)
      .map((row) => ({
        id: Number(row.id),
        userId: Number(row.user_id),
        title: row.title,
        content: row.content,
        status: row.status,
        sendTime: row.send_time instanceof Date ? row.send_time : new Date(row.send_time),
        jump: row.jump,
      })),
  };
}

export async function countUnread(db: Database, userId: number): Promise<number> {
  const result = (await db.execute(
    sql`select count(*)::int as unread from user_messages where user_id = ${userId} and status = ${NOTIFICATION_STATUS.unread}`,
  )) as unknown as { rows: { unread: number }[] };
  return result.rows[0]?.unread ?? 0;
}

/** Answers whether the member has a message with this id (read or not). */
export async function markMessageRead(db: Database, userId: number, id: number): Promise<boolean> {
  const updated = await db
    .update(userMessages)
    .set({ status: NOTIFICATION_STATUS.read })
    .where(and(eq(userMessages.id, id), eq(userMessages.userId, userId)))
    .returning({ id: userMessages.id });
  return updated.length > 0;
}

export async function markAllMessagesRead(db: Database, userId: number): Promise<void> {
  await db
    .update(userMessages)
    .set({ status: NOTIFICATION_STATUS.read })
    .where(and(eq(userMessages.userId, userId), eq(userMessages.status, NOTIFICATION_STATUS.unread)));
}

export async function insertMessage(
  db: Database,
  message: {
    userId: number;
    title: LocalisedText;
    content: LocalisedText;
    jump: NotificationJump | null;
    sendTime?: Date;
  },
): Promise<{ id: number; sendTime: Date }> {
  const [row] = await db
    .insert(userMessages)
    .values({
      userId: message.userId,
      messageTitle: message.title,
      messageContent: message.content,
      jump: message.jump,
      ...(message.sendTime ? { sendTime: message.sendTime } : {}),
    })
    .returning({ id: userMessages.id, sendTime: userMessages.sendTime });
  if (!row) throw new Error('insertMessage inserted nothing');
  return row;
}
