import type { Database } from './db/client.ts';
import type { DatabaseListener } from './db/listener.ts';
import { success } from './envelope.ts';

/**
 * Short-lived in-process copies of hot public answers (home page, plan, article and course
 * details, course list pages), usually their serialised JSON text so a hit skips both the
 * queries and the response serializer. Entries live per database (a test app and its database
 * never see another's answers) and per key; the caller puts the locale and the parameters in
 * the key. What changes in this process can be dropped at once with `forget`; changes made by
 * another process show within the TTL, so keep the TTL to what the page may lag.
 */
export interface AnswerCache<Value> {
  /**
   * The value under `key`, loaded when missing or older than the TTL. Concurrent misses share
   * one load; a load that fails is not kept, so the next call tries again.
   */
  get(db: Database, key: string, load: () => Promise<Value>): Promise<Value>;
  /** Drops `key`: the next `get` loads afresh (an answer still loading is not kept either). */
  forget(db: Database, key: string): void;
}

export interface AnswerCacheOptions<Value = unknown> {
  ttlMs: number;
  /** Keys come from request parameters: past this many, the oldest entry gives way. */
  maxEntries: number;
  /**
   * Keep an answer only when its key was loaded before within twice `ttlMs` (or is asked for
   * again while it loads): a page asked for a second time soon after its first, or again once its
   * kept answer lapsed. For keys from open-ended parameters such as price ranges: nearly every
   * such answer is asked for once, and keeping each for its TTL costs the garbage collector work
   * (it outlives the young generation) that no later ask repays (answer-caches.md).
   */
  keepFromSecondAsk?: boolean;
  /**
   * The moment a loaded answer stops being true (a campaign window it follows ends), if any: the
   * entry lapses then, even within its TTL, so the answer changes at that moment, not up to a
   * TTL later.
   */
  expiresAtOf?: (value: Value) => number | null;
}

interface Entry<Value> {
  expiresAt: number;
  /** The database's answer generation when the load began. */
  generation: number;
  value: Promise<Value>;
  /**
   * Under keepFromSecondAsk, false while its key was not loaded recently and nobody else has asked
   * for it: dropped once loaded.
   */
  keep: boolean;
}

/** Under keepFromSecondAsk, load times are remembered for up to this many keys per kept answer. */
const LOAD_TIMES_PER_ENTRY = 8;

/** Databases whose apps run with ANSWER_CACHES=off (config.answerCaches false). */
const uncachedDatabases = new WeakSet<Database>();

/**
 * How many times every public answer of a database was declared stale (forgetAllAnswers): an
 * entry loaded under an older generation is loaded again, whichever cache holds it, and so is
 * one whose load began before the change was heard (docs/decisions/answer-caches-heard.md).
 */
const generations = new WeakMap<Database, number>();

const generationOf = (db: Database) => generations.get(db) ?? 0;

/**
 * Every answer cache of `db` loads afresh from now on: a public table changed (heard through
 * the public_answers channel, from this or any other process, a job or SQL). Loads already
 * under way finish for their callers but are not kept.
 */
export function forgetAllAnswers(db: Database): void {
  generations.set(db, generationOf(db) + 1);
}

/**
 * From now on every answer cache loads afresh for this database (ANSWER_CACHES=off): a benchmark
 * then measures the queries that filters, sorts and members meet, not the cache in front of them.
 */
export function turnAnswerCachesOff(db: Database): void {
  uncachedDatabases.add(db);
}

/** The map `byDatabase` holds for `db`, made on first use. */
function mapOf<Value>(byDatabase: WeakMap<Database, Map<string, Value>>, db: Database): Map<string, Value> {
  let map = byDatabase.get(db);
  if (!map) byDatabase.set(db, (map = new Map()));
  return map;
}

export function createAnswerCache<Value = string>({
  ttlMs,
  maxEntries,
  keepFromSecondAsk = false,
  expiresAtOf,
}: AnswerCacheOptions<Value>): AnswerCache<Value> {
  const byDatabase = new WeakMap<Database, Map<string, Entry<Value>>>();
  /** Under keepFromSecondAsk: when each key's answer was last loaded, oldest first. */
  const loadTimesByDatabase = new WeakMap<Database, Map<string, number>>();

  const entriesOf = (db: Database) => mapOf(byDatabase, db);

  /** Records this load of `key` and answers whether the one before it was within twice the TTL. */
  function loadedRecently(db: Database, key: string, now: number): boolean {
    const loadTimes = mapOf(loadTimesByDatabase, db);
    const lastLoadedAt = loadTimes.get(key);
    if (lastLoadedAt !== undefined) loadTimes.delete(key);
    else if (loadTimes.size >= maxEntries * LOAD_TIMES_PER_ENTRY) loadTimes.delete(loadTimes.keys().next().value!);
    loadTimes.set(key, now);
    return lastLoadedAt !== undefined && now - lastLoadedAt < 2 * ttlMs;
  }

  return {
    get(db, key, load) {
      if (uncachedDatabases.has(db)) return load();
      const entries = entriesOf(db);
      const now = Date.now();
      const generation = generationOf(db);
      const hit = entries.get(key);
      if (hit && hit.expiresAt > now && hit.generation === generation) {
        hit.keep = true;
        return hit.value;
      }
      // Re-inserted rather than overwritten so the Map's order stays oldest-first.
      if (hit) entries.delete(key);
      else if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      if (!sweeping.has(entries)) sweepWhenExpired(entries, ttlMs);
      const entry: Entry<Value> = {
        expiresAt: now + ttlMs,
        generation,
        value: load(),
        keep: !keepFromSecondAsk || loadedRecently(db, key, now),
      };
      entries.set(key, entry);
      const drop = () => {
        if (entries.get(key) === entry) entries.delete(key);
      };
      entry.value.then((value) => {
        const lapsesAt = expiresAtOf?.(value) ?? null;
        if (!entry.keep) drop();
        else if (lapsesAt !== null && lapsesAt < entry.expiresAt) entry.expiresAt = lapsesAt;
      }, drop);
      return entry.value;
    },
    forget(db, key) {
      byDatabase.get(db)?.delete(key);
    },
  };
}

/**
 * Drops expired answers once their time has passed, whether or not anyone asks for them again:
 * a burst of distinct keys (a crawler walking every product) would otherwise stay in memory
 * until as many new keys push them out, and every stale answer kept alive makes each of V8's
 * full collections slower for the pages rendered afterwards. Entries sit oldest-first, so the
 * sweep stops at the first live one; the timer does not hold the process open and stops while
 * the cache is empty.
 */
const sweeping = new WeakSet<Map<string, unknown>>();

function sweepWhenExpired<Value>(entries: Map<string, Entry<Value>>, delayMs: number): void {
  sweeping.add(entries);
  setTimeout(() => {
    const now = Date.now();
    for (const [key, entry] of entries) {
      if (entry.expiresAt > now) {
        sweepWhenExpired(entries, entry.expiresAt - now + 1);
        return;
      }
      entries.delete(key);
    }
    sweeping.delete(entries);
  }, delayMs).unref();
}

/** A kept answer with its success envelope as JSON text: page loaders use `value`, JSON routes send `json`. */
export interface KeptAnswer<Value> {
  value: Value;
  json: string;
}

export function keptAnswer<Value>(value: Value): KeptAnswer<Value> {
  return { value, json: JSON.stringify(success(value)) };
}

/** The channel migration 0026's triggers notify when a table behind a public answer changes. */
export const PUBLIC_ANSWERS_CHANNEL = 'public_answers';

/**
 * Changes heard within this long of the first one are forgotten together at its end: under a
 * stream of orders (each moves stock) a hot answer is loaded again at most this often, not
 * once per order. With the notification's own few milliseconds, this is the bound
 * ANSWERS_AGREE_WITHIN_MS states.
 */
export const FORGET_AT_MOST_EVERY_MS = 200;

/**
 * How long after a commit every listening process answers from the changed rows
 * (docs/decisions/answer-caches-heard.md): the notification's delivery plus
 * FORGET_AT_MOST_EVERY_MS, with room for a loaded machine. A process whose listening
 * connection is down answers within its caches' TTL instead, as before.
 */
export const ANSWERS_AGREE_WITHIN_MS = 1_000;

/**
 * Makes this process forget every public answer of `db` whenever a table behind them changes,
 * whoever changed it (this process, another node, a job, SQL): a change heard while nothing
 * was forgotten for FORGET_AT_MOST_EVERY_MS is forgotten at once; more within that time are
 * forgotten together at its end. A lost connection forgets everything (what changes meanwhile
 * goes unheard, and the TTL bounds it), and so does its return. Answers the function that stops.
 */
export async function hearPublicAnswerChanges(
  db: Database,
  listener: { listen: DatabaseListener['listen'] },
): Promise<() => void> {
  let lastForgotAt = Number.NEGATIVE_INFINITY;
  let pending: NodeJS.Timeout | undefined;
  const forgetNow = () => {
    pending = undefined;
    lastForgotAt = performance.now();
    forgetAllAnswers(db);
  };
  const heard = () => {
    if (pending) return;
    const wait = lastForgotAt + FORGET_AT_MOST_EVERY_MS - performance.now();
    if (wait <= 0) forgetNow();
    else pending = setTimeout(forgetNow, wait).unref();
  };
  const stop = await listener.listen(PUBLIC_ANSWERS_CHANNEL, {
    onPayload: heard,
    onLost: forgetNow,
    onRestored: forgetNow,
  });
  return () => {
    clearTimeout(pending);
    stop();
  };
}
