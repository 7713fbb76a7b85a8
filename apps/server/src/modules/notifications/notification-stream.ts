import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { DatabaseHandle } from '../../db/client.ts';

/** The channel the user_messages trigger notifies (migration 0007), payload the user id. */
export const USER_MESSAGES_CHANNEL = 'user_messages';
const RECONNECT_DELAY_MS = { first: 500, max: 10_000 };

/** Called when the member's inbox may have changed; the stream tells the page to fetch again. */
type InboxListener = () => void;

export interface NotificationHub {
  /** Resolves once this process listens, so a message committed afterwards reaches the listener. */
  subscribe(userId: number, listener: InboxListener): Promise<() => void>;
  close(): Promise<void>;
}

/**
 * One LISTEN per server process, fanned out to the open streams of that process
 * (docs/decisions/notification-stream.md). PostgreSQL: a dedicated connection outside the pool
 * (a pooled one would be handed to other queries, and LISTEN lives as long as its session),
 * so several processes (WEB_CONCURRENCY) each hear every commit. PGlite: its own in-process
 * listener; PGlite is one process by rule (config.ts). Started on the first subscriber.
 */
export function createNotificationHub(database: DatabaseHandle, log: FastifyBaseLogger): NotificationHub {
  const listeners = new Map<number, Set<InboxListener>>();
  let listening: Promise<void> | undefined;
  let stopListening: (() => Promise<void>) | undefined;
  let closed = false;

  const notifyUser = (payload: string | undefined) => {
    const userId = Number(payload);
    for (const listener of listeners.get(userId) ?? []) listener();
  };
  /** After a lost connection anything may have been missed: every open page fetches again. */
  const notifyEveryone = () => {
    for (const set of listeners.values()) for (const listener of set) listener();
  };

  async function listenOnPglite(pglite: Extract<DatabaseHandle, { kind: 'pglite' }>['pglite']) {
    const unlisten = await pglite.listen(USER_MESSAGES_CHANNEL, notifyUser);
    stopListening = unlisten;
  }

  async function listenOnPostgres(pool: pg.Pool) {
    let client: pg.Client | undefined;
    let delay = RECONNECT_DELAY_MS.first;
    let retry: NodeJS.Timeout | undefined;
    const connect = async (): Promise<void> => {
      const next = new pg.Client(pool.options);
      next.on('notification', (message) => notifyUser(message.payload));
      next.on('error', (error) => log.warn({ err: error }, 'notification listener connection failed'));
      next.on('end', () => {
        if (closed || client !== next) return;
        client = undefined;
        scheduleReconnect();
      });
      await next.connect();
      await next.query(`LISTEN ${USER_MESSAGES_CHANNEL}`);
      client = next;
      delay = RECONNECT_DELAY_MS.first;
    };
    const scheduleReconnect = () => {
      retry = setTimeout(() => {
        connect().then(notifyEveryone, (error: unknown) => {
          log.warn({ err: error }, 'notification listener could not reconnect');
          delay = Math.min(delay * 2, RECONNECT_DELAY_MS.max);
          if (!closed) scheduleReconnect();
        });
      }, delay);
      retry.unref();
    };
    await connect();
    stopListening = async () => {
      clearTimeout(retry);
      const current = client;
      client = undefined;
      await current?.end().catch(() => undefined);
    };
  }

  function startListening(): Promise<void> {
    listening ??= (
      database.kind === 'pglite' ? listenOnPglite(database.pglite) : listenOnPostgres(database.pool)
    ).catch((error: unknown) => {
      listening = undefined;
      throw error;
    });
    return listening;
  }

  return {
    async subscribe(userId, listener) {
      await startListening();
      let set = listeners.get(userId);
      if (!set) listeners.set(userId, (set = new Set()));
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0 && listeners.get(userId) === set) listeners.delete(userId);
      };
    },
    async close() {
      closed = true;
      listeners.clear();
      await listening?.catch(() => undefined);
      await stopListening?.();
    },
  };
}
