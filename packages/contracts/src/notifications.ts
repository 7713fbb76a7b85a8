import { z } from 'zod';
import { NOTIFICATION_FIRST_PAGE, NOTIFICATION_PAGE_SIZE } from './constants';
import { DEEP_LINK_HOST, DEEP_LINK_PATH, DEEP_LINK_SCHEME, translateDeepLink } from './deep-link';

/*
 * SPEC §3 Notification, §7 POST /api/web/userMessage/list. The read calls and the live stream
 * are not in SPEC (docs/decisions/notification-calls.md).
 */

export const NOTIFICATION_STATUS = { unread: 0, read: 1 } as const;
/** Not in SPEC: the largest page a client may ask for. */
export const NOTIFICATION_PAGE_SIZE_MAX = 50;

export const NOTIFICATION_PATHS = {
  list: '/api/web/userMessage/list',
  read: '/api/web/userMessage/read',
  readAll: '/api/web/userMessage/readAll',
  stream: '/api/web/userMessage/stream',
} as const;

/** The server-sent event the stream emits when the member's inbox gained a message. */
export const NOTIFICATION_STREAM_EVENT = 'userMessage';

const idSchema = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export const notificationListRequest = z.object({
  pageIndex: z.number().int().min(NOTIFICATION_FIRST_PAGE).max(10_000).default(NOTIFICATION_FIRST_PAGE),
  pageSize: z.number().int().min(1).max(NOTIFICATION_PAGE_SIZE_MAX).default(NOTIFICATION_PAGE_SIZE),
});
export type NotificationListRequest = z.infer<typeof notificationListRequest>;

export const notificationItem = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  messageTitle: z.string(),
  messageContent: z.string(),
  /** 0 unread, 1 read. */
  status: z.union([z.literal(0), z.literal(1)]),
  /** ISO 8601; shown with formatSendTime. */
  sendTime: z.string(),
  /** The stored jump field as JSON text (SPEC §3), null when there is none. */
  jump: z.string().nullable(),
  /** Where the notification leads (notificationLink), null when the jump gives no link. */
  link: z.string().nullable(),
});
export type NotificationItem = z.infer<typeof notificationItem>;

/** Newest first. `unread` (not in SPEC) is the member's unread count, for the header's bell. */
export const notificationListAnswer = z.object({
  list: z.array(notificationItem),
  total: z.number().int().nonnegative(),
  unread: z.number().int().nonnegative(),
});
export type NotificationListAnswer = z.infer<typeof notificationListAnswer>;

export const notificationReadRequest = z.object({ id: idSchema });
export const notificationReadAnswer = z.object({ unread: z.number().int().nonnegative() });
export type NotificationReadAnswer = z.infer<typeof notificationReadAnswer>;

/** SPEC §4: more pages remain while the total exceeds the number loaded. */
export function hasMoreNotifications(loaded: number, total: number): boolean {
  return total > loaded;
}

const SAFE_PARAM = /^[A-Za-z0-9_-]{1,64}$/;
/** A path inside the shop: one leading slash (not `//host`), no backslash, no control or space character. */
const SITE_PATH = /^\/(?![/\\])[^\s\\]*$/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isSafeInteger(value)) return String(value);
  return undefined;
}

/**
 * SPEC §3 "a link taken from a JSON jump field", §8 "link parse errors yield an empty link":
 * the jump is JSON text or an already parsed value; `{url}` is a path inside the shop, an http(s)
 * address or an app deep link; `{page, id, code}` are the deep link's parameters
 * (docs/decisions/deep-link-format.md). Anything else gives null, never an error.
 */
export function notificationLink(jump: unknown): string | null {
  let value = jump;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value) as unknown;
    } catch {
      return null;
    }
  }
  if (!isRecord(value)) return null;
  try {
    const url = text(value.url);
    if (url !== undefined) return SITE_PATH.test(url) ? url : translateDeepLink(url);
    const page = text(value.page);
    if (page === undefined || !SAFE_PARAM.test(page)) return null;
    const parameters = [`page=${page}`];
    for (const name of ['id', 'code'] as const) {
      const parameter = text(value[name]);
      if (parameter === undefined) continue;
      if (!SAFE_PARAM.test(parameter)) return null;
      parameters.push(`${name}=${parameter}`);
    }
    return translateDeepLink(`${DEEP_LINK_SCHEME}://${DEEP_LINK_HOST}${DEEP_LINK_PATH}?${parameters.join('&')}`);
  } catch {
    return null;
  }
}

const TAIPEI_OFFSET_MS = 8 * 3_600_000;

/** SPEC §3 sendTime shown as yyyy-MM-dd HH:mm, in Taiwan time (UTC+8, no daylight saving) in any browser. */
export function formatSendTime(iso: string): string {
  const instant = Date.parse(iso);
  if (Number.isNaN(instant)) return '';
  return new Date(instant + TAIPEI_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
}
