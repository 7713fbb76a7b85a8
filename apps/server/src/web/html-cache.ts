import type { KeptPage } from './kept-page.ts';

export interface CacheLookup {
  page: KeptPage;
  /** Past its time to live but still within the stale window: serve it, and render anew once. */
  stale: boolean;
}

/**
 * A small time-bounded LRU for server-rendered pages, with single-flight rendering. Pages hold
 * no member data (member screens render in the browser with the §7 token), so one rendering
 * serves every visitor of the same locale. When a page expires, visitors keep getting the
 * previous rendering for up to `staleMs` while exactly one new rendering runs, so a burst of
 * visitors never renders the same page fifty times at once.
 */
export class HtmlCache {
  private readonly entries = new Map<string, { page: KeptPage; renderedAt: number }>();
  private readonly renders = new Map<string, Promise<KeptPage | undefined>>();

  constructor(
    private readonly ttlMs: number,
    private readonly staleMs = 60_000,
    private readonly maxEntries = 1_000,
  ) {}

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  get(key: string): CacheLookup | undefined {
    if (!this.enabled) return undefined;
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    const age = Date.now() - entry.renderedAt;
    if (age > this.ttlMs + this.staleMs) {
      this.entries.delete(key);
      return undefined;
    }
    this.entries.delete(key);
    this.entries.set(key, entry);
    return { page: entry.page, stale: age > this.ttlMs };
  }

  set(key: string, page: KeptPage): void {
    if (!this.enabled) return;
    this.entries.delete(key);
    this.entries.set(key, { page, renderedAt: Date.now() });
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }

  /** The rendering of this key under way, if any: visitors that arrive meanwhile share it. */
  running(key: string): Promise<KeptPage | undefined> | undefined {
    return this.renders.get(key);
  }

  /**
   * Marks a rendering of `key` as under way and returns the function that ends it: with the
   * page to share and keep, or undefined when the answer must not be shared (the waiters then
   * render for themselves).
   */
  begin(key: string): (page: KeptPage | undefined) => void {
    let settle!: (page: KeptPage | undefined) => void;
    this.renders.set(key, new Promise((resolve) => (settle = resolve)));
    return (page) => {
      if (page) this.set(key, page);
      this.renders.delete(key);
      settle(page);
    };
  }
}
