import {
  notificationLink,
  type NotificationListAnswer,
  type NotificationListRequest,
  type NotificationReadAnswer,
} from '@wellfit/contracts/notifications';
import type { ServiceContext } from '../../context.ts';
import type { LocalisedText } from '../../db/columns.ts';
import { AppError } from '../../errors.ts';
import {
  countUnread,
  insertMessage,
  markAllMessagesRead,
  markMessageRead,
  selectMessagePage,
} from './notifications.queries.ts';
import type { NotificationJump } from './notifications.tables.ts';

export type { NotificationJump } from './notifications.tables.ts';

/** SPEC §7 userMessage/list: one page of the member's own inbox, newest first, with total and unread. */
export async function listNotifications(
  ctx: ServiceContext,
  userId: number,
  request: NotificationListRequest,
): Promise<NotificationListAnswer> {
  const page = await selectMessagePage(ctx.db, userId, ctx.locale, {
    limit: request.pageSize,
    offset: (request.pageIndex - 1) * request.pageSize,
  });
  return {
    total: page.total,
    unread: page.unread,
    list: page.rows.map((row) => ({
      id: row.id,
      userId: row.userId,
      messageTitle: row.title,
      messageContent: row.content,
      status: row.status === 1 ? 1 : 0,
      sendTime: row.sendTime.toISOString(),
      jump: row.jump,
      link: notificationLink(row.jump),
    })),
  };
}

/** Marks one of the member's messages read (again is fine); another member's id is not found and changes nothing. */
export async function markNotificationRead(
  ctx: ServiceContext,
  userId: number,
  id: number,
): Promise<NotificationReadAnswer> {
  if (!(await markMessageRead(ctx.db, userId, id))) throw new AppError('notification_not_found', 404);
  return { unread: await countUnread(ctx.db, userId) };
}

export async function markAllNotificationsRead(ctx: ServiceContext, userId: number): Promise<NotificationReadAnswer> {
  await markAllMessagesRead(ctx.db, userId);
  return { unread: await countUnread(ctx.db, userId) };
}

export interface MemberNotification {
  /** In all three locales (SPEC §1); zhCN may be derived from zhTW by the caller. */
  title: LocalisedText;
  content: LocalisedText;
  /** Where the notification leads; null for none. */
  jump: NotificationJump | null;
  /** Defaults to now (the seed back-dates). */
  sendTime?: Date;
}

/**
 * Puts a message in a member's inbox: the one way other modules (orders, returns, campaigns)
 * notify a member. Pass the caller's transaction as ctx.db so the message exists only if the
 * event committed; an open page hears of it at commit (notification-stream.ts, through the
 * user_messages trigger). A jump that leads nowhere is a programming error, refused here rather
 * than shown as a dead notification.
 */
export async function notifyMember(
  ctx: ServiceContext,
  userId: number,
  notification: MemberNotification,
): Promise<{ id: number }> {
  if (notification.jump !== null && notificationLink(notification.jump) === null) {
    throw new Error(`notifyMember: the jump ${JSON.stringify(notification.jump)} gives no link`);
  }
  const { id } = await insertMessage(ctx.db, { userId, ...notification });
  return { id };
}
