import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createAnswerCache,
  FORGET_AT_MOST_EVERY_MS,
  hearPublicAnswerChanges,
  turnAnswerCachesOff,
} from './answer-cache.ts';
import type { Database } from './db/client.ts';

// Only the identity of a database matters to the cache.
const firstDb = {} as Database;
const secondDb = {} as Database;

afterEach(() => {
  vi.useRealTimers();
});

describe('answer cache', () => {
  it('loads once per database and key until the time to live has passed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const cache = createAnswerCache({ ttlMs: 1_000, maxEntries: 10 });
    const load = vi.fn(async () => `answer ${load.mock.calls.length}`);

    // Concurrent misses share one load.
    expect(await Promise.all([cache.get(firstDb, 'a', load), cache.get(firstDb, 'a', load)])).toEqual([
      'answer 1',
      'answer 1',
    ]);
    expect(await cache.get(secondDb, 'a', load)).toBe('answer 2');
    vi.advanceTimersByTime(999);
    expect(await cache.get(firstDb, 'a', load)).toBe('answer 1');
    vi.advanceTimersByTime(1);
    expect(await cache.get(firstDb, 'a', load)).toBe('answer 3');

    cache.forget(firstDb, 'a');
    expect(await cache.get(firstDb, 'a', load)).toBe('answer 4');
  });

  it('lets an answer lapse at the moment it says it stops being true, within its time to live', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    const cache = createAnswerCache<{ n: number; until: number | null }>({
      ttlMs: 60_000,
      maxEntries: 10,
      expiresAtOf: (value) => value.until,
    });
    let loads = 0;
    const load = async () => ({ n: ++loads, until: loads === 1 ? start + 2_000 : null });
    expect((await cache.get(firstDb, 'a', load)).n).toBe(1);
    vi.advanceTimersByTime(1_999);
    expect((await cache.get(firstDb, 'a', load)).n).toBe(1);
    vi.advanceTimersByTime(1);
    expect((await cache.get(firstDb, 'a', load)).n).toBe(2);
    // An answer that names no such moment keeps its whole time to live.
    vi.advanceTimersByTime(59_999);
    expect((await cache.get(firstDb, 'a', load)).n).toBe(2);
  });

  it('keeps no failed load and lets the oldest entry go when full', async () => {
    const cache = createAnswerCache({ ttlMs: 60_000, maxEntries: 2 });
    await expect(cache.get(firstDb, 'a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get(firstDb, 'a', async () => 'a1')).toBe('a1');

    await cache.get(firstDb, 'b', async () => 'b1');
    await cache.get(firstDb, 'c', async () => 'c1');
    expect(await cache.get(firstDb, 'b', async () => 'b2')).toBe('b1');
    expect(await cache.get(firstDb, 'a', async () => 'a2')).toBe('a2');
  });

  it('lets expired answers go without being asked for again', async () => {
    vi.useFakeTimers();
    const cache = createAnswerCache({ ttlMs: 1_000, maxEntries: 10 });
    let loads = 0;
    const load = async () => `answer ${(loads += 1)}`;
    await cache.get(firstDb, 'a', load);
    vi.advanceTimersByTime(500);
    await cache.get(firstDb, 'b', load);

    // After 'a' expired, only 'b' is kept: asking for 'b' again within its time loads nothing.
    vi.advanceTimersByTime(600);
    expect(await cache.get(firstDb, 'b', load)).toBe('answer 2');
    expect(await cache.get(firstDb, 'a', load)).toBe('answer 3');
    expect(vi.getTimerCount()).toBe(1);

    // Once everything has expired, the sweep stops until the next answer is kept.
    vi.advanceTimersByTime(2_000);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('keeps an answer only when its key was loaded within twice the time to live, when told to', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const cache = createAnswerCache({ ttlMs: 1_000, maxEntries: 10, keepFromSecondAsk: true });
    let loads = 0;
    const load = async () => `answer ${(loads += 1)}`;

    // Asked once: loaded and let go. Asked again soon after: loaded and kept.
    expect(await cache.get(firstDb, 'a', load)).toBe('answer 1');
    expect(await cache.get(firstDb, 'a', load)).toBe('answer 2');
    expect(await cache.get(firstDb, 'a', load)).toBe('answer 2');
    // Once the kept answer lapses, the next ask loads it once and keeps it again.
    vi.advanceTimersByTime(1_000);
    expect(await cache.get(firstDb, 'a', load)).toBe('answer 3');
    expect(await cache.get(firstDb, 'a', load)).toBe('answer 3');

    // An ask long after the one before is a first ask again.
    expect(await cache.get(firstDb, 'b', load)).toBe('answer 4');
    vi.advanceTimersByTime(2_000);
    expect(await cache.get(firstDb, 'b', load)).toBe('answer 5');
    expect(await cache.get(firstDb, 'b', load)).toBe('answer 6');
    expect(await cache.get(firstDb, 'b', load)).toBe('answer 6');

    // Two callers at once are two asks: they share one load, and it is kept.
    expect(await Promise.all([cache.get(firstDb, 'c', load), cache.get(firstDb, 'c', load)])).toEqual([
      'answer 7',
      'answer 7',
    ]);
    expect(await cache.get(firstDb, 'c', load)).toBe('answer 7');

    // Each database counts its own loads.
    expect(await cache.get(secondDb, 'c', load)).toBe('answer 8');
    expect(await cache.get(secondDb, 'c', load)).toBe('answer 9');
    expect(await cache.get(secondDb, 'c', load)).toBe('answer 9');
  });

  it('loads on every call for a database whose caches are off, and keeps caching for the others', async () => {
    const uncachedDb = {} as Database;
    turnAnswerCachesOff(uncachedDb);
    const cache = createAnswerCache({ ttlMs: 60_000, maxEntries: 10 });
    let loads = 0;
    const load = async () => `answer ${(loads += 1)}`;
    expect(await cache.get(uncachedDb, 'a', load)).toBe('answer 1');
    expect(await cache.get(uncachedDb, 'a', load)).toBe('answer 2');
    expect(await cache.get(firstDb, 'a', load)).toBe('answer 3');
    expect(await cache.get(firstDb, 'a', load)).toBe('answer 3');
  });
});

describe('answers heard across processes', () => {
  it('drops every kept answer of a database when a change is heard, and keeps no load that began before it', async () => {
    const db = {} as Database;
    const other = {} as Database;
    const listened: { onPayload(payload: string): void }[] = [];
    const stop = await hearPublicAnswerChanges(db, {
      listen: async (_channel, subscriber) => {
        listened.push(subscriber);
        return () => undefined;
      },
    });
    const cache = createAnswerCache({ ttlMs: 60_000, maxEntries: 10 });
    let version = 1;
    const load = async () => `price ${version}`;
    expect(await cache.get(db, 'p', load)).toBe('price 1');
    expect(await cache.get(other, 'p', load)).toBe('price 1');

    // A load under way when the change is heard answers its caller but is not kept.
    let release!: () => void;
    const slow = cache.get(db, 'slow', () => new Promise<string>((resolve) => (release = () => resolve('old'))));
    version = 2;
    listened[0]!.onPayload('product_skus');
    release();
    expect(await slow).toBe('old');
    expect(await cache.get(db, 'p', load)).toBe('price 2');
    expect(await cache.get(db, 'slow', load)).toBe('price 2');
    // Another database's answers are not touched.
    expect(await cache.get(other, 'p', load)).toBe('price 1');

    // Changes heard soon after are forgotten together, FORGET_AT_MOST_EVERY_MS later.
    version = 3;
    listened[0]!.onPayload('products');
    expect(await cache.get(db, 'p', load)).toBe('price 2');
    await new Promise((resolve) => setTimeout(resolve, FORGET_AT_MOST_EVERY_MS + 20));
    expect(await cache.get(db, 'p', load)).toBe('price 3');
    stop();
  });
});
