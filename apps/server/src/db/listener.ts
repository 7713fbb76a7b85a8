import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { DatabaseHandle } from './client.ts';

const RECONNECT_DELAY_MS = { first: 500, max: 10_000 };

/** What listens on a channel: its notifications, and the connection's loss and return. */
export interface ChannelSubscriber {
  onPayload(payload: string): void;
  /** The connection was found lost: from now on nothing is heard until it is back. */
  onLost?(): void;
  /**
   * The lost connection is back and listened on again: whatever was notified in between was
   * missed, so the subscriber fetches again what it may have missed.
   */
  onRestored?(): void;
}

/**
 * This process's ear for NOTIFY: the notification stream (docs/decisions/notification-stream.md)
 * and the heard caches (docs/decisions/heard-caches.md) each listen on a channel of it.
 */
export interface DatabaseListener {
  /**
   * Tells `subscriber` of every notification on `channel` from now on, and of the connection's
   * loss and return; resolves once the channel is listened on, so a write committed afterwards
   * is heard. Answers the function that stops it.
   */
  listen(channel: string, subscriber: ChannelSubscriber): Promise<() => void>;
  /**
   * True while a notification committed now on `channel` will be heard: listened on and
   * connected. False from the moment a connection is lost until it is back.
   */
  hears(channel: string): boolean;
  close(): Promise<void>;
}

/**
 * One listening connection per server process, started by its first channel. PostgreSQL: a
 * dedicated connection outside the pool (a pooled one would be handed to other queries, and
 * LISTEN lives as long as its session), reconnected with backoff, so several processes
 * (WEB_CONCURRENCY) each hear every commit. PGlite: its in-process `listen`; PGlite is one
 * process by rule (config.ts).
 */
export function createDatabaseListener(database: DatabaseHandle, log: FastifyBaseLogger): DatabaseListener {
  const subscribers = new Map<string, Set<ChannelSubscriber>>();
  const everySubscriber = () => [...subscribers.values()].flatMap((set) => [...set]);
  /** Channels whose LISTEN has been sent on the current connection (or registered on PGlite). */
  const heard = new Set<string>();
  let closed = false;

  const deliver = (channel: string, payload: string | undefined) => {
    for (const subscriber of subscribers.get(channel) ?? []) subscriber.onPayload(payload ?? '');
  };

  const driver: { listen(channel: string): Promise<void>; close(): Promise<void> } =
    database.kind === 'pglite' ? pgliteDriver(database.pglite) : postgresDriver(database.pool);

  function pgliteDriver(pglite: Extract<DatabaseHandle, { kind: 'pglite' }>['pglite']) {
    const listening = new Map<string, Promise<() => Promise<void>>>();
    return {
      async listen(channel: string) {
        let unlisten = listening.get(channel);
        if (!unlisten)
          listening.set(channel, (unlisten = pglite.listen(channel, (payload) => deliver(channel, payload))));
        await unlisten;
        heard.add(channel);
      },
      async close() {
        heard.clear();
        for (const unlisten of listening.values()) await unlisten.then((stop) => stop()).catch(() => undefined);
      },
    };
  }

  function postgresDriver(pool: pg.Pool) {
    let client: pg.Client | undefined;
    let connecting: Promise<pg.Client> | undefined;
    let delay = RECONNECT_DELAY_MS.first;
    let retry: NodeJS.Timeout | undefined;
    let reconnecting = false;

    const listenOn = async (connection: pg.Client, channel: string) => {
      await connection.query(`LISTEN ${quoteChannel(channel)}`);
      if (client === connection) heard.add(channel);
    };
    const connect = async (): Promise<pg.Client> => {
      // Keep-alive notices a connection that died without a word, which would otherwise keep
      // `hears` true while nothing arrives.
      const next = new pg.Client({ ...pool.options, keepAlive: true });
      next.on('notification', (message) => deliver(message.channel, message.payload));
      next.on('error', (error) => log.warn({ err: error }, 'database listener connection failed'));
      next.on('end', () => {
        if (closed || client !== next) return;
        client = undefined;
        connecting = undefined;
        heard.clear();
        for (const subscriber of everySubscriber()) subscriber.onLost?.();
        scheduleReconnect();
      });
      await next.connect();
      if (closed) {
        await next.end().catch(() => undefined);
        throw new Error('database listener closed');
      }
      client = next;
      delay = RECONNECT_DELAY_MS.first;
      try {
        for (const channel of subscribers.keys()) await listenOn(next, channel);
      } catch (error) {
        client = undefined;
        await next.end().catch(() => undefined);
        throw error;
      }
      return next;
    };
    const scheduleReconnect = () => {
      reconnecting = true;
      retry = setTimeout(() => {
        connecting = connect();
        connecting.then(
          () => {
            reconnecting = false;
            for (const subscriber of everySubscriber()) subscriber.onRestored?.();
          },
          (error: unknown) => {
            connecting = undefined;
            client = undefined;
            if (closed) return;
            log.warn({ err: error }, 'database listener could not reconnect');
            delay = Math.min(delay * 2, RECONNECT_DELAY_MS.max);
            scheduleReconnect();
          },
        );
      }, delay);
      retry.unref();
    };

    return {
      async listen(channel: string) {
        // While a lost connection is being reopened, the reconnect listens on every channel and
        // onRestored tells each subscriber what was missed.
        if (reconnecting) return;
        // The first channel opens the connection; a later one is listened on the open one.
        connecting ??= connect().catch((error: unknown) => {
          connecting = undefined;
          client = undefined;
          // The caller goes on without hearing (the session cache asks the database every time).
          log.warn({ err: error, channel }, 'database listener could not connect');
          throw error;
        });
        const connection = await connecting;
        if (!heard.has(channel)) await listenOn(connection, channel);
      },
      async close() {
        clearTimeout(retry);
        heard.clear();
        await connecting?.catch(() => undefined);
        const current = client;
        client = undefined;
        await current?.end().catch(() => undefined);
      },
    };
  }

  return {
    async listen(channel, subscriber) {
      if (closed) throw new Error('database listener closed');
      let set = subscribers.get(channel);
      if (!set) subscribers.set(channel, (set = new Set()));
      set.add(subscriber);
      if (!heard.has(channel)) {
        try {
          await driver.listen(channel);
        } catch (error) {
          set.delete(subscriber);
          throw error;
        }
      }
      return () => {
        set.delete(subscriber);
      };
    },
    hears: (channel) => !closed && heard.has(channel),
    async close() {
      closed = true;
      subscribers.clear();
      await driver.close();
    },
  };
}

/** Channel names are ours (constants), quoted anyway so a name is never read as SQL. */
function quoteChannel(channel: string): string {
  return `"${channel.replaceAll('"', '""')}"`;
}
