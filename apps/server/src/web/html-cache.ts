export interface CachedPage {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/**
 * A small time-bounded LRU for server-rendered pages. Pages hold no member data (member
 * screens render in the browser with the §7 token), so one rendering serves every visitor of
 * the same locale until it expires.
 */
export class HtmlCache {
  private readonly entries = new Map<string, { page: CachedPage; expiresAt: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 1_000,
  ) {}

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  get(key: string): CachedPage | undefined {
    if (!this.enabled) return undefined;
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.expiresAt <= Date.now()) return undefined;
    this.entries.set(key, entry);
    return entry.page;
  }

  set(key: string, page: CachedPage): void {
    if (!this.enabled) return;
    this.entries.delete(key);
    this.entries.set(key, { page, expiresAt: Date.now() + this.ttlMs });
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }

  clear(): void {
    this.entries.clear();
  }
}
