import type { Database } from './db/client.ts';
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

export interface AnswerCacheOptions {
  ttlMs: number;
  /** Keys come from request parameters: past this many, the oldest entry gives way. */
  maxEntries: number;
}

interface Entry<Value> {
  expiresAt: number;
  value: Promise<Value>;
}

export function createAnswerCache<Value = string>({ ttlMs, maxEntries }: AnswerCacheOptions): AnswerCache<Value> {
  const byDatabase = new WeakMap<Database, Map<string, Entry<Value>>>();

  function entriesOf(db: Database): Map<string, Entry<Value>> {
    let entries = byDatabase.get(db);
    if (!entries) byDatabase.set(db, (entries = new Map()));
    return entries;
  }

  return {
    get(db, key, load) {
      const entries = entriesOf(db);
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && hit.expiresAt > now) return hit.value;
      // Re-inserted rather than overwritten so the Map's order stays oldest-first.
      if (hit) entries.delete(key);
      else if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      const entry: Entry<Value> = { expiresAt: now + ttlMs, value: load() };
      entries.set(key, entry);
      entry.value.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      return entry.value;
    },
    forget(db, key) {
      byDatabase.get(db)?.delete(key);
    },
  };
}

/** A kept answer with its success envelope as JSON text: page loaders use `value`, JSON routes send `json`. */
export interface KeptAnswer<Value> {
  value: Value;
  json: string;
}

export function keptAnswer<Value>(value: Value): KeptAnswer<Value> {
  return { value, json: JSON.stringify(success(value)) };
}
