import type { NotificationListRequest } from '@wellfit/contracts/notifications';
import type { ServiceContext } from '../../context.ts';
import type { Database } from '../../db/client.ts';
import { heardCachesPerDatabase } from '../../db/heard-cache.ts';
import type { DatabaseListener } from '../../db/listener.ts';
import { success } from '../../envelope.ts';
import { listNotifications } from './notifications.service.ts';

/** The channel migration 0015's triggers notify on any change to user_messages: payload a user id, or empty for everyone. */
export const INBOX_CHANGES_CHANNEL = 'user_inbox';

interface KeptInboxPage {
  userId: number;
  /** The success envelope as JSON text, as the route sends it. */
  json: string;
}

/**
 * Pages of members' inboxes, kept by each process while it hears every change to user_messages
 * (docs/decisions/heard-caches.md): the bell and the inbox ask for the same few pages again and
 * again, and a page changes only when a message arrives or is read. Unlike the public answer
 * caches there is no lag to allow for: a change drops the member's pages when it commits.
 */
const inboxCaches = heardCachesPerDatabase<KeptInboxPage>({
  channel: INBOX_CHANGES_CHANNEL,
  memberOf: (page) => page.userId,
  // A few pages for each of many members; each holds a page of messages as text (a few KB).
  maxEntries: 20_000,
  maxAgeMs: 60_000,
});

/** Keeps inbox pages read on `db`, told of changes by `listener` (ANSWER_CACHES=on); answers the function that stops it. */
export function startInboxCache(db: Database, listener: DatabaseListener): () => void {
  return inboxCaches.start(db, listener);
}

/** A page of the member's inbox as the list route's JSON text, kept or read afresh. */
export async function keptNotificationPage(
  ctx: ServiceContext,
  userId: number,
  request: NotificationListRequest,
): Promise<string> {
  const load = async (): Promise<KeptInboxPage> => ({
    userId,
    json: JSON.stringify(success(await listNotifications(ctx, userId, request))),
  });
  const cache = inboxCaches.get(ctx.db);
  const page = cache
    ? await cache.get([userId, ctx.locale, request.pageSize, request.pageIndex].join(':'), load)
    : await load();
  return page.json;
}

/**
 * Drops this process's pages of the member after a write to their messages committed: the next
 * call in this process sees it at once, where the notification that tells every process may
 * still be on its way.
 */
export function forgetKeptInbox(db: Database, userId: number): void {
  inboxCaches.get(db)?.forgetMember(userId);
}
