/**
 * A short-lived cache of shop-wide answers (`common`, `home`, `page/{slug}`, and through its
 * parts search suggestions, the public part of product details and the listings' pages and totals): only the envelope's `data`, keyed by route,
 * language and what else the answer depends on, never by or with anything of a shopper (the envelope and its
 * refreshed token are built per request). Every write through the API that may change shop-wide data (see
 * `shopWrites.ts`: not a shopper's cart, saved lists, addresses or sign-in) empties it and its
 * parts, on every instance of the database (`cacheSync.ts`), and entries live `ttlMs` at most, so time-driven changes (a flash sale starting) and edits made outside
 * the API show up within that time. Concurrent misses share one computation. At most `maxEntries` are kept; the
 * least recently used go first.
 */
export class ResponseCache {
  private readonly entries = new Map<string, { at: number; value: Promise<unknown> }>()
  private readonly parts: ResponseCache[] = []
  constructor(
    private readonly ttlMs = 15_000,
    private readonly maxEntries = 500,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * A cache with its own time to live and bound (so many search texts cannot push `home` out), emptied
   * whenever this one is: the same invalidation by writes.
   */
  part(ttlMs: number, maxEntries: number): ResponseCache {
    const part = new ResponseCache(ttlMs, maxEntries, this.now)
    this.parts.push(part)
    return part
  }

  /** The cached value of `key`, or `compute()`'s (dropped again if it fails). */
  get<T>(key: string, compute: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key)
    if (hit && this.now() - hit.at < this.ttlMs) {
      // Most recently used last: the bound drops from the front.
      this.entries.delete(key)
      this.entries.set(key, hit)
      return hit.value as Promise<T>
    }
    const value = compute()
    this.entries.delete(key)
    this.entries.set(key, { at: this.now(), value })
    // Least recently used first in the Map: drop them beyond the bound (keys include what clients send).
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value
      if (oldest === undefined) break
      this.entries.delete(oldest)
    }
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key)
    })
    return value
  }

  /** Forgets everything, its parts' entries too (after a write). */
  clear() {
    this.entries.clear()
    for (const part of this.parts) part.clear()
  }

  /** Entries held (for tests). */
  get size() {
    return this.entries.size
  }
}
