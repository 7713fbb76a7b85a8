import { afterEach, describe, expect, it, vi } from 'vitest';
import { HtmlCache } from './html-cache.ts';
import type { KeptPage } from './kept-page.ts';

const page = (text: string): KeptPage => ({
  status: 200,
  headers: {},
  body: Buffer.from(text),
  encoded: {},
});

afterEach(() => {
  vi.useRealTimers();
});

describe('HtmlCache', () => {
  it('keeps a page fresh for its time to live, then serves it stale, then forgets it', () => {
    vi.useFakeTimers();
    const cache = new HtmlCache(10_000, 60_000);
    cache.set('zhTW|/about-us', page('關於我們'));

    expect(cache.get('zhTW|/about-us')).toMatchObject({ stale: false });
    vi.advanceTimersByTime(10_001);
    expect(cache.get('zhTW|/about-us')).toMatchObject({ stale: true });
    vi.advanceTimersByTime(60_000);
    expect(cache.get('zhTW|/about-us')).toBeUndefined();
  });

  it('shares one rendering among the visitors that arrive while it runs', async () => {
    const cache = new HtmlCache(10_000);
    const settle = cache.begin('en|/');
    const waiting = [cache.running('en|/'), cache.running('en|/')];

    settle(page('home'));

    for (const shared of await Promise.all(waiting)) expect(shared?.body.toString()).toBe('home');
    expect(cache.running('en|/')).toBeUndefined();
    expect(cache.get('en|/')?.page.body.toString()).toBe('home');
  });

  it('does not keep an answer that must not be shared', async () => {
    const cache = new HtmlCache(10_000);
    const settle = cache.begin('en|/no-such-page');
    const waiting = cache.running('en|/no-such-page');

    settle(undefined);

    await expect(waiting).resolves.toBeUndefined();
    expect(cache.get('en|/no-such-page')).toBeUndefined();
  });

  it('drops the least recently used page beyond its size', () => {
    const cache = new HtmlCache(10_000, 0, 2);
    cache.set('a', page('a'));
    cache.set('b', page('b'));
    cache.get('a');
    cache.set('c', page('c'));

    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('c')).toBeDefined();
  });

  it('is off with a time to live of 0', () => {
    const cache = new HtmlCache(0);
    cache.set('a', page('a'));
    expect(cache.enabled).toBe(false);
    expect(cache.get('a')).toBeUndefined();
  });
});
