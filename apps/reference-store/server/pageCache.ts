/**
 * The rendered-page cache of the store's server: a guest's page is the same for every guest of a language, so it
 * is rendered once and answered from memory until it expires or a write empties the cache (the API's write
 * notifications: a write through this process, or another instance's through PostgreSQL `LISTEN/NOTIFY`). For a
 * while after it expires (the `stale-while-revalidate` it tells shared caches) it is still answered at once while
 * one render in the background makes it fresh: no visitor of a page asked rarely waits for its render.
 *
 * What may be cached (`pageKey`): a GET of a catalogue or content page (home, product, listings, search, cart,
 * brands, categories, flash sales, shop and content pages, contact), the page itself or its React Router data
 * (`….data`, single fetch: the same loaders, the same rule), asked by a guest: never when the request carries the
 * session cookie or its marker (nor a form's flash message; nor the cart page of a guest with a guest token: it
 * shows their lines), never for forms (POST) or account, checkout, payment-return and sign-in pages.
 * What is stored: a 200 answer without `Set-Cookie` and without a `Cache-Control` of the route's own; 404s and
 * other statuses are not (unbounded URLs would push the shop's pages out), redirects are not (the home page's
 * language detection redirects by `Accept-Language`).
 *
 * The key is everything the HTML depends on besides the shop's data: the URL (path with its language prefix, and
 * query), the language and the shopper's time zone cookie (dates are formatted in it); a crawler gets the page a
 * browser gets (`entry.server.tsx` sends every page whole). The same key's concurrent misses share one render.
 * The home page's language detection (`i18n_redirected`): a browser that would be redirected to its language
 * bypasses the cache; the page rendered for a first visit sets that cookie to the default language, which is the
 * same for every such visitor and changes nothing in the HTML: it is stored without the cookie (the first
 * visitor gets it; one served from the cache is detected again on a later visit, with the same result).
 *
 * The CSP nonce: a page carries its response's nonce in every inline script and in its policy. A cached page keeps
 * the nonce it was rendered with as a placeholder (128 random bits, so it occurs nowhere else in the page), with
 * the byte offsets of each occurrence; every answer from the cache gets a fresh nonce written at those offsets (the
 * same length) and in its policy header. The render's own nonce goes to the one response that rendered it, each
 * hit's to that hit only: no nonce is sent twice by this process. (A CDN that keeps a page for `s-maxage` serves
 * one nonce to many: see docs/SCALING.md.)
 */
import {
  AUTH_COOKIE,
  DEFAULT_LANGUAGE,
  detectLanguage,
  GUEST_TOKEN_COOKIE,
  I18N_REDIRECT_COOKIE,
  isTimeZone,
  parseCookies,
  SIGNED_IN_COOKIE,
  TIME_ZONE_COOKIE,
} from '@souk/core'
import { CART_PATH, isCataloguePage, pagePath } from '../app/lib/cataloguePages'
import { FLASH_COOKIE } from '../app/lib/flash'
import { type GzipParts, gzipParts, gzipWith, prefersGzip } from './gzipParts'
import { renderKindOf } from './renderLimit'

/** Time zones already checked (building an `Intl.DateTimeFormat` is the dearest step of a key); bounded. */
const knownZones = new Map<string, boolean>()
function timeZoneOf(value: string | undefined): string {
  if (!value) return ''
  let known = knownZones.get(value)
  if (known === undefined) {
    known = isTimeZone(value)
    if (knownZones.size >= 1_000) knownZones.clear()
    knownZones.set(value, known)
  }
  return known ? value : ''
}

/** True when the request carries a session (the HttpOnly token cookie, or the marker beside it). */
export function hasSession(request: Request): boolean {
  const cookies = parseCookies(request.headers.get('cookie'))
  return Boolean(cookies[AUTH_COOKIE] || cookies[SIGNED_IN_COOKIE])
}

/**
 * The cache key of a request, or null when its answer must not come from (nor go into) the cache: not a GET, a
 * shopper with a session, or a page that is not a guest's catalogue or content page.
 */
export function pageKey(request: Request): string | null {
  if (request.method !== 'GET') return null
  const url = new URL(request.url)
  if (!isCataloguePage(url.pathname)) return null
  const cookies = parseCookies(request.headers.get('cookie'))
  if (cookies[AUTH_COOKIE] || cookies[SIGNED_IN_COOKIE]) return null
  // A form's message for this page (shown once), and a guest's own cart page (its lines are rendered).
  if (cookies[FLASH_COOKIE]) return null
  const { language, page } = pagePath(url.pathname)
  if (cookies[GUEST_TOKEN_COOKIE] && CART_PATH.test(page)) return null
  // The home page detects the browser's language once (spec 2.1): a browser of another language is redirected
  // (not cached); one of the default language (or none) gets the same page as everyone.
  if (page === '/' && language === DEFAULT_LANGUAGE && !cookies[I18N_REDIRECT_COOKIE]) {
    const acceptLanguage = request.headers.get('accept-language')
    const detected = detectLanguage({ path: '/', acceptLanguage, redirectedCookie: null })
    if (detected && detected !== DEFAULT_LANGUAGE) return null
  }
  const timeZone = timeZoneOf(cookies[TIME_ZONE_COOKIE])
  return [language, timeZone, `${url.pathname}${url.search}`].join(' ')
}

/** How the cache is bounded and what it tells shared caches. */
export interface PageCacheOptions {
  /** How long an entry is served as it is (default 10 s; writes through the API empty it sooner). */
  ttlMs?: number
  /** At most this many entries (default 1 000); the least recently used go first. */
  maxEntries?: number
  /** At most this many bytes of bodies (default 64 MiB); the least recently used go first. */
  maxBytes?: number
  /** A larger body is not cached (default 2 MiB). */
  maxEntryBytes?: number
  /** `s-maxage` for shared caches (a CDN) on cacheable answers (default 10 s). */
  sharedMaxAgeSeconds?: number
  /**
   * `stale-while-revalidate` for shared caches (default 30 s), and what this cache does itself: for that long after
   * its time to live an entry is still answered at once, while one render makes it fresh again in the background.
   */
  staleWhileRevalidateSeconds?: number
  /** A fresh nonce (the server's `createNonce`). */
  createNonce: () => string
  /** The clock (tests). */
  now?: () => number
  /** How a page's compressed parts are made (default `gzipParts`; tests give a failing one). */
  gzipParts?: typeof gzipParts
}

interface Entry {
  at: number
  status: number
  headers: [string, string][]
  body: Uint8Array<ArrayBuffer>
  /** The nonce the page was rendered with, or null when the body holds none (a `.data` answer). */
  nonce: string | null
  /** Byte offsets of the nonce in the body. */
  offsets: number[]
  /** The body compressed around the nonce (`gzipParts.ts`), made once on the first hit that asks for gzip. */
  gzip?: GzipParts
  /** Those parts being made (the hits asking meanwhile wait for the same; null if they could not be made). */
  gzipping?: Promise<GzipParts | null>
}

/** Bytes an entry holds: its body and, once made, its compressed parts. */
const sizeOf = (entry: Entry) => entry.body.byteLength + (entry.gzip?.size ?? 0)

/**
 * How an answer was served, in its `X-Page-Cache` header (for the benchmark and tests; nothing secret): `stale`
 * is an entry past its time to live answered while it is rendered again.
 */
export type CacheOutcome = 'hit' | 'stale' | 'miss' | 'bypass'

/**
 * Renders the page for a request with the given nonce (its policy header included); `background`: for no waiting
 * shopper (a stale entry made fresh again), on a request of its own that this shopper's leaving does not cancel.
 */
export type RenderPage = (nonce: string, background?: boolean) => Promise<Response>

const encoder = new TextEncoder()

/** Every byte offset of `needle` in `haystack`. */
function offsetsOf(haystack: Uint8Array, needle: Uint8Array): number[] {
  const offsets: number[] = []
  const buffer = Buffer.from(haystack.buffer, haystack.byteOffset, haystack.byteLength)
  let at = buffer.indexOf(needle)
  while (at >= 0) {
    offsets.push(at)
    at = buffer.indexOf(needle, at + needle.length)
  }
  return offsets
}

const PERSONAL = 'private, no-store'
/** A stale answer: shared caches must not keep it longer (the next request gets the fresh render). */
const STALE = 'public, max-age=0, s-maxage=0'
/** A cacheable page answered with the first visit's language-detection cookie. */
const FIRST_VISIT = 'private, no-cache'

/** The rendered-page cache (one per process; it holds guests' pages only, nothing of a shopper). */
export class PageCache {
  private readonly entries = new Map<string, Entry>()
  private readonly rendering = new Map<string, Promise<Entry | null>>()
  /** The keys whose stale entry is being rendered again in the background (`refresh`). */
  private readonly refreshing = new Set<string>()
  private bytes = 0
  /** Bumped by `clear()`: a render that began before a write is not stored after it. */
  private generation = 0
  private readonly ttlMs: number
  private readonly staleMs: number
  private readonly maxEntries: number
  private readonly maxBytes: number
  private readonly maxEntryBytes: number
  private readonly now: () => number
  private readonly createNonce: () => string
  private readonly gzipParts: typeof gzipParts
  /** The `Cache-Control` of cacheable answers. */
  readonly publicCacheControl: string
  /** Hits, stale answers, misses and bypasses since the start (the benchmark prints them). */
  readonly counts = { hit: 0, stale: 0, miss: 0, bypass: 0 }

  constructor(options: PageCacheOptions) {
    this.ttlMs = options.ttlMs ?? 10_000
    this.maxEntries = options.maxEntries ?? 1_000
    this.maxBytes = options.maxBytes ?? 64 * 1024 * 1024
    this.maxEntryBytes = options.maxEntryBytes ?? 2 * 1024 * 1024
    this.now = options.now ?? Date.now
    this.createNonce = options.createNonce
    this.gzipParts = options.gzipParts ?? gzipParts
    const shared = options.sharedMaxAgeSeconds ?? 10
    const stale = options.staleWhileRevalidateSeconds ?? 30
    this.staleMs = stale * 1_000
    this.publicCacheControl = `public, max-age=0, s-maxage=${shared}, stale-while-revalidate=${stale}`
  }

  /** Entries held. */
  get size(): number {
    return this.entries.size
  }

  /** Bytes held: the pages' bodies and their compressed parts. */
  get byteSize(): number {
    return this.bytes
  }

  /** Forgets every page (a write: the API's write notification). Renders under way are not stored. */
  clear(): void {
    this.entries.clear()
    this.rendering.clear()
    this.bytes = 0
    this.generation++
  }

  /**
   * Answers a page request: from the cache when it may and has it, else by `render` (stored when it may). Every
   * answer says how it may be cached further (`Cache-Control`) and how it was served (`X-Page-Cache`).
   */
  async handle(request: Request, render: RenderPage): Promise<Response> {
    const key = pageKey(request)
    if (key === null) {
      this.counts.bypass++
      return this.personal(await render(this.createNonce()), 'bypass')
    }
    const answer = await this.answerFor(
      key,
      render,
      renderKindOf(request.headers) === 'prefetch',
      prefersGzip(request.headers.get('accept-encoding')),
    )
    // The home page's answer depends on the browser's language too (its detection, above).
    if (pagePath(new URL(request.url).pathname).page === '/') answer.headers.append('Vary', 'Accept-Language')
    return answer
  }

  private async answerFor(
    key: string,
    render: RenderPage,
    prefetch: boolean,
    gzip: boolean,
  ): Promise<Response> {
    const cached = this.held(key)
    if (cached && !cached.stale) {
      this.counts.hit++
      return this.answer(key, cached.entry, 'hit', gzip)
    }
    // Past its time to live but within the stale window: answered at once, and rendered again once meanwhile.
    if (cached?.stale) {
      this.counts.stale++
      this.refresh(key, cached.entry, render)
      return this.answer(key, cached.entry, 'stale', gzip)
    }
    // Another request renders this page right now: wait for it rather than render it again.
    const pending = this.rendering.get(key)
    if (pending) {
      const entry = await pending
      if (entry) {
        this.counts.hit++
        return this.answer(key, entry, 'hit', gzip)
      }
    }
    this.counts.miss++
    // Later requests for this page wait for this render (unless it turns out not to be cacheable).
    let settle: (entry: Entry | null) => void = () => {}
    const shared = new Promise<Entry | null>((resolve) => {
      settle = resolve
    })
    // A prefetch's render waits behind every shopper's (`renderLimit.ts`): a shopper asking for the same page
    // does not wait for it but renders the page itself (later prefetches of it take that copy).
    if (!pending && !prefetch) this.rendering.set(key, shared)
    const finish = (entry: Entry | null) => {
      settle(entry)
      if (this.rendering.get(key) === shared) this.rendering.delete(key)
    }
    const generation = this.generation
    const nonce = this.createNonce()
    let response: Response
    try {
      response = await render(nonce)
    } catch (error) {
      finish(null)
      throw error
    }
    if (!this.storable(response) || !response.body) {
      finish(null)
      return this.personal(response, 'bypass')
    }
    // The shopper gets the page as it renders (the shell first), while a copy is kept: once the whole page has
    // come, and it is not too large, it goes into the cache (unless a write came since the render began).
    const headers = this.headersOf(response, 'miss')
    const body = this.copying(response.body, (bytes) => {
      if (!bytes) return finish(null)
      const entry = this.entryOf(response, bytes, nonce)
      if (generation === this.generation) this.store(key, entry)
      finish(entry)
    })
    return new Response(body, { status: response.status, headers })
  }

  /**
   * The stream of `source`, passed on chunk by chunk as it comes (read at the render's pace, not the client's:
   * requests waiting for this page must not wait for a slow reader); `done` is called once with the whole body
   * when it ended, or with null when it failed, was cancelled by the client, or outgrew the largest entry.
   */
  private copying(
    source: ReadableStream<Uint8Array>,
    done: (bytes: Uint8Array<ArrayBuffer> | null) => void,
  ): ReadableStream<Uint8Array> {
    const reader = source.getReader()
    const maxBytes = this.maxEntryBytes
    let chunks: Uint8Array[] | null = []
    let length = 0
    let cancelled = false
    const drop = () => {
      if (!chunks) return
      chunks = null
      done(null)
    }
    return new ReadableStream<Uint8Array>({
      start(controller) {
        void (async () => {
          try {
            for (;;) {
              const next = await reader.read()
              if (cancelled) return
              if (next.done) break
              if (chunks) {
                length += next.value.byteLength
                if (length > maxBytes) drop()
                else chunks.push(next.value.slice())
              }
              controller.enqueue(next.value)
            }
          } catch (error) {
            drop()
            if (!cancelled) controller.error(error)
            return
          }
          controller.close()
          if (!chunks) return
          const bytes = joined(chunks, length)
          chunks = null
          done(bytes)
        })()
      },
      async cancel(reason) {
        cancelled = true
        drop()
        await reader.cancel(reason)
      },
    })
  }

  /**
   * The headers of a miss's answer: the render's (its nonce kept: this response's only use of it), how shared
   * caches may keep it, and the language-detection cookie of a first visit (then for the browser only).
   */
  private headersOf(response: Response, outcome: CacheOutcome): Headers {
    const headers = this.shared(keptHeaders(response), outcome)
    for (const cookie of response.headers.getSetCookie()) headers.append('Set-Cookie', cookie)
    // Only the language detection's cookie comes this far (`storable`): the same for every first visitor and nothing
    // of theirs in the page, so only shared caches are kept out; the browser may keep the page (back/forward too).
    if (headers.has('Set-Cookie')) headers.set('Cache-Control', FIRST_VISIT)
    return headers
  }

  /**
   * The entry of `key` (the most recently used from now on), stale when it is past its time to live but within the
   * stale window; forgotten beyond it.
   */
  private held(key: string): { entry: Entry; stale: boolean } | undefined {
    const entry = this.entries.get(key)
    if (!entry) return undefined
    this.entries.delete(key)
    const age = this.now() - entry.at
    if (age >= this.ttlMs + this.staleMs) {
      this.bytes -= sizeOf(entry)
      return undefined
    }
    this.entries.set(key, entry)
    return { entry, stale: age >= this.ttlMs }
  }

  /**
   * Renders `key` again in the background for its stale entry `stale`, once at a time per key; no shopper waits for
   * it (one who finds no entry renders the page as a miss). Stored when it may be, unless a write came since it
   * began or another render stored a newer page meanwhile. When the page answered cannot be cached any more (a
   * cookie, a status, too large), the stale entry goes; when the render failed (refused by a full queue, timed out,
   * the database away), the stale entry stays for a later answer to try again.
   */
  private refresh(key: string, stale: Entry, render: RenderPage): void {
    if (this.refreshing.has(key)) return
    this.refreshing.add(key)
    const generation = this.generation
    const nonce = this.createNonce()
    void (async () => {
      let fresh: Entry | null
      try {
        const response = await render(nonce, true)
        const bytes =
          this.storable(response) && response.body
            ? await readAtMost(response.body, this.maxEntryBytes)
            : null
        if (!bytes) await response.body?.cancel()
        fresh = bytes ? this.entryOf(response, bytes, nonce) : null
      } catch {
        return
      } finally {
        this.refreshing.delete(key)
      }
      const current = this.entries.get(key)
      if (generation !== this.generation || (current !== undefined && current !== stale)) return
      if (fresh) this.store(key, fresh)
      else this.forget(key)
    })()
  }

  /** Drops the entry of `key`. */
  private forget(key: string): void {
    const entry = this.entries.get(key)
    if (!entry) return
    this.entries.delete(key)
    this.bytes -= sizeOf(entry)
  }

  /** A 200 page or data answer with no cookie (but the language detection's) and no caching rule of its own. */
  private storable(response: Response): boolean {
    if (response.status !== 200 || !response.body) return false
    if (response.headers.has('Cache-Control')) return false
    const detection = `${I18N_REDIRECT_COOKIE}=${DEFAULT_LANGUAGE};`
    if (!response.headers.getSetCookie().every((cookie) => cookie.startsWith(detection))) return false
    const type = response.headers.get('Content-Type') ?? ''
    return type.startsWith('text/html') || type.startsWith('text/x-script')
  }

  private entryOf(response: Response, body: Uint8Array<ArrayBuffer>, nonce: string): Entry {
    const offsets = offsetsOf(body, encoder.encode(nonce))
    const headers = keptHeaders(response)
    return {
      at: this.now(),
      status: response.status,
      headers,
      body,
      nonce: offsets.length > 0 || headers.some(([, value]) => value.includes(nonce)) ? nonce : null,
      offsets,
    }
  }

  private store(key: string, entry: Entry): void {
    if (entry.body.byteLength > this.maxEntryBytes) return
    const previous = this.entries.get(key)
    if (previous) this.bytes -= sizeOf(previous)
    this.entries.delete(key)
    this.entries.set(key, entry)
    this.bytes += entry.body.byteLength
    this.trim()
  }

  /** Drops the least recently used entries (first in the Map) beyond the bounds. */
  private trim(): void {
    for (const [oldest, old] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.bytes <= this.maxBytes) break
      this.entries.delete(oldest)
      this.bytes -= sizeOf(old)
    }
  }

  /**
   * A cached page with a nonce of its own; gzip-compressed when the browser takes gzip (as the compression
   * middleware would, which leaves an answer already encoded alone), from the page's parts compressed once
   * around the nonce (`gzipParts.ts`) rather than by compressing the whole page again for every hit.
   */
  private async answer(key: string, entry: Entry, outcome: CacheOutcome, gzip: boolean): Promise<Response> {
    const nonce = entry.nonce === null ? null : this.createNonce()
    const hole = nonce === null ? new Uint8Array(0) : encoder.encode(nonce)
    if (entry.nonce !== null && hole.byteLength !== encoder.encode(entry.nonce).byteLength) {
      throw new Error('a nonce must keep the length of the one it replaces')
    }
    const parts = gzip ? (entry.gzip ?? (await this.partsOf(key, entry, hole.byteLength))) : null
    if (parts) {
      const headers = this.build(entry, nonce, outcome)
      headers.set('Content-Encoding', 'gzip')
      headers.append('Vary', 'Accept-Encoding')
      return new Response(gzipWith(parts, hole), { status: entry.status, headers })
    }
    let body = entry.body
    if (nonce !== null) {
      body = new Uint8Array(entry.body)
      for (const offset of entry.offsets) body.set(hole, offset)
    }
    return new Response(body, { status: entry.status, headers: this.build(entry, nonce, outcome) })
  }

  /**
   * An entry's compressed parts, made once (concurrent hits share the making). They count in the cache's bytes
   * while the entry is held: not for a page answered to its waiters but not stored (a write came during its render).
   * Null when they could not be made: the page goes out as it is (the compression middleware compresses it), and
   * a later hit tries again.
   */
  private partsOf(key: string, entry: Entry, holeLength: number): Promise<GzipParts | null> {
    entry.gzipping ??= this.gzipParts(entry.body, entry.offsets, holeLength).then(
      (parts) => {
        entry.gzip = parts
        if (this.entries.get(key) === entry) {
          this.bytes += parts.size
          this.trim()
        }
        return parts
      },
      () => {
        entry.gzipping = undefined
        return null
      },
    )
    return entry.gzipping
  }

  /** A cached answer's headers, its nonce renamed. */
  private build(entry: Entry, nonce: string | null, outcome: CacheOutcome): Headers {
    const renamed = entry.headers.map(([name, value]): [string, string] => [
      name,
      nonce && entry.nonce ? value.replaceAll(entry.nonce, nonce) : value,
    ])
    return this.shared(renamed, outcome)
  }

  /** A page answer's headers as shared caches may keep it: the render's own, then how long and by what. */
  private shared(kept: [string, string][], outcome: CacheOutcome): Headers {
    const headers = new Headers()
    for (const [name, value] of kept) headers.append(name, value)
    headers.set('Cache-Control', outcome === 'stale' ? STALE : this.publicCacheControl)
    // The key's cookies (time zone, language detection) travel in `Cookie`; the encoding is the compressor's.
    headers.append('Vary', 'Cookie')
    headers.set('X-Page-Cache', outcome)
    return headers
  }

  /** An answer that is not the cache's: never stored by shared caches unless the route said otherwise. */
  private personal(response: Response, outcome: CacheOutcome): Response {
    const headers = new Headers(response.headers)
    if (!headers.has('Cache-Control') || headers.has('Set-Cookie')) headers.set('Cache-Control', PERSONAL)
    headers.set('X-Page-Cache', outcome)
    return new Response(response.body, {
      status: response.status,
      statusText: response.statusText,
      headers,
    })
  }
}

/** The whole of `body`, or null (the rest cancelled) once it is longer than `maxBytes`. */
async function readAtMost(
  body: ReadableStream<Uint8Array>,
  maxBytes: number,
): Promise<Uint8Array<ArrayBuffer> | null> {
  const reader = body.getReader()
  const chunks: Uint8Array[] = []
  let length = 0
  for (;;) {
    const next = await reader.read()
    if (next.done) break
    length += next.value.byteLength
    if (length > maxBytes) {
      await reader.cancel()
      return null
    }
    chunks.push(next.value)
  }
  return joined(chunks, length)
}

/** `chunks` (`length` bytes in all) as one array. */
function joined(chunks: Uint8Array[], length: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(length)
  let at = 0
  for (const chunk of chunks) {
    bytes.set(chunk, at)
    at += chunk.byteLength
  }
  return bytes
}

/** A render's headers worth keeping with its page: not its date, length or cookies (those are each answer's own). */
function keptHeaders(response: Response): [string, string][] {
  const kept: [string, string][] = []
  response.headers.forEach((value, name) => {
    if (name !== 'date' && name !== 'content-length' && name !== 'set-cookie') kept.push([name, value])
  })
  return kept
}
