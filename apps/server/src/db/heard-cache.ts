import type { Database } from './client.ts';
import type { DatabaseListener } from './listener.ts';

export interface HeardCacheOptions<Value> {
  /**
   * The channel a trigger notifies at commit whenever a kept value may have changed: payload the
   * member whose entries change, or empty for everyone (a truncate).
   */
  channel: string;
  /** The member a value belongs to: a notification naming them drops it. */
  memberOf(value: Value): number;
  /** Past this many entries the oldest gives way. */
  maxEntries: number;
  /**
   * An entry is loaded again after this long, whatever was heard: the bound on a stale answer
   * should a notification ever be lost without the connection saying so.
   */
  maxAgeMs: number;
  /** When a value ends by itself (a session's expiry), in epoch milliseconds. */
  endsAt?(value: Value): number;
}

interface Entry<Value> {
  value: Value;
  storedAt: number;
}

/**
 * Values read from the database, kept by one process only while it hears every change that can
 * alter them (docs/decisions/heard-caches.md): a trigger notifies `channel` at commit, whoever
 * writes (another process, a job, a person at psql), and the member's entries are dropped. A
 * lost connection drops everything and stops the cache until it is back. A load stores its
 * answer only if nothing was forgotten while it ran (`epoch`), so a change committed meanwhile
 * is never undone by an older answer.
 */
export class HeardCache<Value> {
  private readonly entries = new Map<string, Entry<Value>>();
  private readonly keysByMember = new Map<number, Set<string>>();
  private epoch = 0;
  private listening: Promise<(() => void) | undefined> | undefined;

  constructor(
    private readonly listener: DatabaseListener,
    private readonly options: HeardCacheOptions<Value>,
  ) {}

  /** The value under `key`: kept, or loaded (and kept when it may be). `undefined` is never kept. */
  async get<Loaded extends Value | undefined>(key: string, load: () => Promise<Loaded>): Promise<Value | Loaded> {
    if (!this.listener.hears(this.options.channel)) {
      this.startListening();
      return load();
    }
    const entry = this.entries.get(key);
    const now = Date.now();
    if (entry && now - entry.storedAt < this.options.maxAgeMs && (this.options.endsAt?.(entry.value) ?? Infinity) > now)
      return entry.value;
    if (entry) this.drop(key);
    const epoch = this.epoch;
    const value = await load();
    if (value !== undefined && epoch === this.epoch && this.listener.hears(this.options.channel))
      this.store(key, value);
    return value;
  }

  /** Drops the member's entries; `undefined` drops everyone's. */
  forgetMember(memberId: number | undefined): void {
    this.epoch += 1;
    if (memberId === undefined) {
      this.entries.clear();
      this.keysByMember.clear();
      return;
    }
    for (const key of this.keysByMember.get(memberId) ?? []) this.entries.delete(key);
    this.keysByMember.delete(memberId);
  }

  /** Drops one entry whose value was changed or ended. */
  forgetKey(key: string): void {
    this.epoch += 1;
    this.drop(key);
  }

  stop(): void {
    void this.listening?.then((stop) => stop?.());
    this.forgetMember(undefined);
  }

  /**
   * Removes an entry that is merely old or full-up, not changed: loads under way may still keep
   * their answers, so no epoch is spent.
   */
  private drop(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    const member = this.options.memberOf(entry.value);
    const keys = this.keysByMember.get(member);
    keys?.delete(key);
    if (keys?.size === 0) this.keysByMember.delete(member);
  }

  private store(key: string, value: Value): void {
    if (this.entries.size >= this.options.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.drop(oldest.value);
    }
    // Re-inserted rather than overwritten so the Map's order stays oldest-first.
    this.drop(key);
    this.entries.set(key, { value, storedAt: Date.now() });
    const member = this.options.memberOf(value);
    let keys = this.keysByMember.get(member);
    if (!keys) this.keysByMember.set(member, (keys = new Set()));
    keys.add(key);
  }

  /** Started by the first `get`, so a process that never needs the cache opens no connection. */
  private startListening(): void {
    this.listening ??= this.listener
      .listen(this.options.channel, {
        onPayload: (payload) => this.forgetMember(payload === '' ? undefined : Number(payload)),
        // Whatever changes while the connection is lost goes unheard: nothing kept is trusted.
        onLost: () => this.forgetMember(undefined),
      })
      .catch(() => {
        // Not listening: every call asks the database, and the next one tries again.
        this.listening = undefined;
        return undefined;
      });
  }
}

/**
 * One heard cache per database, like the answer caches: test apps on other databases keep their
 * own. `start` makes a database's cache (ANSWER_CACHES=on) and answers the function that stops
 * it; `get` answers it, or undefined where none was started (every call then loads).
 */
export function heardCachesPerDatabase<Value>(options: HeardCacheOptions<Value>): {
  start(db: Database, listener: DatabaseListener): () => void;
  get(db: Database): HeardCache<Value> | undefined;
} {
  const caches = new WeakMap<Database, HeardCache<Value>>();
  return {
    start(db, listener) {
      if (caches.has(db)) return () => undefined;
      const cache = new HeardCache(listener, options);
      caches.set(db, cache);
      return () => {
        cache.stop();
        if (caches.get(db) === cache) caches.delete(db);
      };
    },
    get: (db) => caches.get(db),
  };
}
