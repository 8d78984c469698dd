/**
 * A short-lived cache of shop-wide answers (`common`, `home`, `page/{slug}`): only the envelope's `data`,
 * keyed by route, language and public base URL, never by or with anything of a shopper (the envelope and its
 * refreshed token are built per request). Every write through the API (any non-GET request) empties it, and
 * entries live `ttlMs` at most, so time-driven changes (a flash sale starting) and edits made outside the API
 * show up within that time. Concurrent misses share one computation.
 */
export class ResponseCache {
  private readonly entries = new Map<string, { at: number; value: Promise<unknown> }>()
  constructor(
    private readonly ttlMs = 15_000,
    private readonly maxEntries = 500,
    private readonly now: () => number = Date.now,
  ) {}

  /** The cached value of `key`, or `compute()`'s (dropped again if it fails). */
  get<T>(key: string, compute: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key)
    if (hit && this.now() - hit.at < this.ttlMs) return hit.value as Promise<T>
    const value = compute()
    this.entries.delete(key)
    this.entries.set(key, { at: this.now(), value })
    // Oldest first in a Map: drop them beyond the bound (keys include the base URL a client sent).
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

  /** Forgets everything (after a write). */
  clear() {
    this.entries.clear()
  }

  /** Entries held (for tests). */
  get size() {
    return this.entries.size
  }
}
