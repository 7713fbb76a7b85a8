import type { Database } from '../../db/client.ts';
import type { DatabaseListener } from '../../db/listener.ts';

/** A live session as the token check answers it (auth.queries.ts findLiveSession). */
export interface LiveSession {
  id: number;
  userId: number;
  expiresAt: Date;
}

/** The channel migration 0013's triggers notify: payload a user id, or empty for everyone. */
export const SESSION_CHANGES_CHANNEL = 'user_sessions';
/** Enough for every member active in a busy hour; past it the oldest entries go first. */
const MAX_ENTRIES = 100_000;
/**
 * An entry is checked against the database again after this long, whatever was heard: the
 * bound on a stale answer should a notification ever be lost without the connection saying so.
 */
const MAX_AGE_MS = 60_000;

interface Entry {
  session: LiveSession;
  storedAt: number;
}

/**
 * Live sessions by token hash, kept by one process while it hears every change that can end
 * one (docs/decisions/session-cache.md): the token check is one of two statements of the
 * hottest member calls. A notification drops the member's entries; a lost connection drops
 * everything and stops the cache until it is back. A lookup stores its answer only if nothing
 * was forgotten while it ran (`epoch`), so a revocation committed meanwhile is never undone.
 */
class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private readonly tokensByUser = new Map<number, Set<string>>();
  private epoch = 0;
  private listening: Promise<(() => void) | undefined> | undefined;

  constructor(private readonly listener: DatabaseListener) {}

  async find(tokenHash: string, load: () => Promise<LiveSession | undefined>): Promise<LiveSession | undefined> {
    if (!this.listener.hears(SESSION_CHANGES_CHANNEL)) {
      this.startListening();
      return load();
    }
    const entry = this.entries.get(tokenHash);
    const now = Date.now();
    if (entry && now - entry.storedAt < MAX_AGE_MS && entry.session.expiresAt.getTime() > now) return entry.session;
    if (entry) this.drop(tokenHash);
    const epoch = this.epoch;
    const session = await load();
    if (session && epoch === this.epoch && this.listener.hears(SESSION_CHANGES_CHANNEL)) this.store(tokenHash, session);
    return session;
  }

  /** Drops the member's entries; no payload (a truncate) drops everyone's. */
  forgetMember(userId: number | undefined): void {
    this.epoch += 1;
    if (userId === undefined) {
      this.entries.clear();
      this.tokensByUser.clear();
      return;
    }
    for (const tokenHash of this.tokensByUser.get(userId) ?? []) this.entries.delete(tokenHash);
    this.tokensByUser.delete(userId);
  }

  /** Drops the session of a token that was ended. */
  forgetToken(tokenHash: string): void {
    this.epoch += 1;
    this.drop(tokenHash);
  }

  stop(): void {
    void this.listening?.then((stop) => stop?.());
    this.forgetMember(undefined);
  }

  /**
   * Removes an entry that is merely old or full-up, not ended: lookups under way may still keep
   * their answers, so no epoch is spent.
   */
  private drop(tokenHash: string): void {
    const entry = this.entries.get(tokenHash);
    if (!entry) return;
    this.entries.delete(tokenHash);
    const tokens = this.tokensByUser.get(entry.session.userId);
    tokens?.delete(tokenHash);
    if (tokens?.size === 0) this.tokensByUser.delete(entry.session.userId);
  }

  private store(tokenHash: string, session: LiveSession): void {
    if (this.entries.size >= MAX_ENTRIES) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.drop(oldest.value);
    }
    this.entries.set(tokenHash, { session, storedAt: Date.now() });
    let tokens = this.tokensByUser.get(session.userId);
    if (!tokens) this.tokensByUser.set(session.userId, (tokens = new Set()));
    tokens.add(tokenHash);
  }

  /** Started by the first token check, so a process that never sees a member opens no connection. */
  private startListening(): void {
    this.listening ??= this.listener
      .listen(SESSION_CHANGES_CHANNEL, {
        onPayload: (payload) => this.forgetMember(payload === '' ? undefined : Number(payload)),
        // Whatever is revoked while the connection is lost goes unheard: nothing kept is trusted.
        onLost: () => this.forgetMember(undefined),
      })
      .catch(() => {
        // Not listening: every check asks the database, and the next one tries again.
        this.listening = undefined;
        return undefined;
      });
  }
}

/** One cache per database, like the answer caches: test apps on other databases keep their own. */
const caches = new WeakMap<Database, SessionCache>();

/** Caches the live sessions checked on `db`, told of changes by `listener`; answers the function that stops it. */
export function startSessionCache(db: Database, listener: DatabaseListener): () => void {
  if (caches.has(db)) return () => undefined;
  const cache = new SessionCache(listener);
  caches.set(db, cache);
  return () => {
    cache.stop();
    if (caches.get(db) === cache) caches.delete(db);
  };
}

/** The live session of a token hash, from this process's cache when it holds one, else by `load`. */
export function findCachedSession(
  db: Database,
  tokenHash: string,
  load: () => Promise<LiveSession | undefined>,
): Promise<LiveSession | undefined> {
  const cache = caches.get(db);
  return cache ? cache.find(tokenHash, load) : load();
}

/**
 * Drops what this process cached of a session or a member, after the write that ended it
 * committed: the next call in this process sees the change at once, where the notification
 * that tells every process may still be on its way.
 */
export function forgetCachedSession(db: Database, tokenHash: string): void {
  caches.get(db)?.forgetToken(tokenHash);
}

export function forgetCachedMemberSessions(db: Database, userId: number): void {
  caches.get(db)?.forgetMember(userId);
}
