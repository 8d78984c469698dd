import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gunzipSync } from 'node:zlib'
import { createApi, loadConfig, openDb, seedDatabase } from '@souk/api'
import { AUTH_COOKIE, SIGNED_IN_COOKIE, TIME_ZONE_COOKIE } from '@souk/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isCataloguePage as isCacheablePage } from '../app/lib/cataloguePages'
import { createNonce } from '../app/lib/securityHeaders'
import { gzipParts } from './gzipParts'
import { PageCache, pageKey } from './pageCache'

const ORIGIN = 'http://shop.test'
const PRODUCT = '/nordia-modern-phone-case-1/product/1'

/** A page as the store renders it: inline scripts and a policy carrying the render's nonce. */
function pageWith(nonce: string, text = 'A phone case', headers: Record<string, string> = {}) {
  const html = `<!DOCTYPE html><html><head><script nonce="${nonce}">document.documentElement.dataset.a=1</script></head><body><h1>${text}</h1><script nonce="${nonce}">window.__rr={}</script></body></html>`
  return new Response(html, {
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': `default-src 'self'; script-src 'self' 'nonce-${nonce}'`,
      ...headers,
    },
  })
}

/** A renderer that counts its renders. */
function renderer(make: (nonce: string) => Response = (nonce) => pageWith(nonce)) {
  const calls: string[] = []
  return {
    calls,
    render: async (nonce: string) => {
      calls.push(nonce)
      return make(nonce)
    },
  }
}

const get = (path: string, headers: Record<string, string> = {}) =>
  new Request(`${ORIGIN}${path}`, { headers })

/** The nonce of a policy header, and every nonce attribute of a page. */
const policyNonce = (response: Response) =>
  /'nonce-([^']+)'/.exec(response.headers.get('Content-Security-Policy') ?? '')?.[1]
const pageNonces = (html: string) => [...html.matchAll(/nonce="([^"]+)"/g)].map((match) => match[1])

/** Lets the cache's background renders finish (they wait on promises only). */
const settled = () => new Promise((resolve) => setTimeout(resolve, 10))

describe('the page cache', () => {
  it('answers a second guest from the cache, with a nonce of its own in the page and in the policy', async () => {
    const cache = new PageCache({ createNonce })
    const { calls, render } = renderer()
    const first = await cache.handle(get(PRODUCT), render)
    const second = await cache.handle(get(PRODUCT), render)
    const third = await cache.handle(get(PRODUCT), render)
    expect(calls).toHaveLength(1)
    expect([first, second, third].map((response) => response.headers.get('X-Page-Cache'))).toEqual([
      'miss',
      'hit',
      'hit',
    ])
    const nonces = []
    for (const response of [first, second, third]) {
      const html = await response.text()
      const nonce = policyNonce(response)
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/)
      // Every inline script carries the nonce its own policy allows.
      expect(pageNonces(html)).toEqual([nonce, nonce])
      expect(html).toContain('<h1>A phone case</h1>')
      nonces.push(nonce)
    }
    // The render's nonce went to the response that rendered it only; each hit got a new one.
    expect(nonces[0]).toBe(calls[0])
    expect(new Set(nonces).size).toBe(3)
  })

  it('answers a hit gzip-compressed when the browser takes gzip, with a nonce of its own, compressing the page once', async () => {
    const cache = new PageCache({ createNonce })
    const long = 'A phone case in many colours. '.repeat(200)
    const { render } = renderer((nonce) => pageWith(nonce, long))
    const browser = { 'accept-encoding': 'gzip, deflate, br, zstd' }
    // The miss streams as it renders: the compression middleware encodes it.
    const miss = await cache.handle(get(PRODUCT, browser), render)
    expect(miss.headers.get('Content-Encoding')).toBeNull()
    const missNonce = policyNonce(miss)
    await miss.text()
    const bytesOfPage = cache.byteSize
    const nonces = new Set([missNonce])
    const bytesAfterHits: number[] = []
    for (let hit = 0; hit < 3; hit++) {
      const answer = await cache.handle(get(PRODUCT, browser), render)
      expect(answer.headers.get('X-Page-Cache')).toBe('hit')
      expect(answer.headers.get('Content-Encoding')).toBe('gzip')
      expect(answer.headers.get('Vary')).toMatch(/Cookie.*Accept-Encoding/)
      const zipped = new Uint8Array(await answer.arrayBuffer())
      expect(zipped.byteLength).toBeLessThan(long.length / 10)
      const html = gunzipSync(zipped).toString('utf8')
      const nonce = policyNonce(answer)
      expect(pageNonces(html)).toEqual([nonce, nonce])
      expect(html).toContain(`<h1>${long}</h1>`)
      nonces.add(nonce)
      bytesAfterHits.push(cache.byteSize)
    }
    expect(nonces.size).toBe(4)
    // The parts were made once, on the first hit, and count in the cache's bytes from then on.
    expect(bytesAfterHits[0]).toBeGreaterThan(bytesOfPage)
    expect(new Set(bytesAfterHits).size).toBe(1)
    // A client that takes no gzip gets the page as it is; the compressed parts are counted in the cache's bytes.
    const plain = await cache.handle(get(PRODUCT, { 'accept-encoding': 'identity' }), render)
    expect(plain.headers.get('Content-Encoding')).toBeNull()
    expect(pageNonces(await plain.text())).toEqual([policyNonce(plain), policyNonce(plain)])
    expect(cache.byteSize).toBe(bytesAfterHits[0])
  })

  it('answers a hit uncompressed when its parts cannot be made (left to the middleware), and compresses a later one', async () => {
    let attempts = 0
    const cache = new PageCache({
      createNonce,
      gzipParts: (...args) =>
        ++attempts === 1 ? Promise.reject(new Error('zlib failed')) : gzipParts(...args),
    })
    const { render } = renderer((nonce) => pageWith(nonce, 'A phone case. '.repeat(200)))
    const browser = { 'accept-encoding': 'gzip' }
    await (await cache.handle(get(PRODUCT, browser), render)).text()
    const failed = await cache.handle(get(PRODUCT, browser), render)
    expect(failed.status).toBe(200)
    expect(failed.headers.get('X-Page-Cache')).toBe('hit')
    expect(failed.headers.get('Content-Encoding')).toBeNull()
    expect(pageNonces(await failed.text())).toEqual([policyNonce(failed), policyNonce(failed)])
    const later = await cache.handle(get(PRODUCT, browser), render)
    expect(later.headers.get('Content-Encoding')).toBe('gzip')
    expect(gunzipSync(new Uint8Array(await later.arrayBuffer())).toString('utf8')).toContain('A phone case.')
    expect(attempts).toBe(2)
  })

  it('never answers a signed-in shopper from the cache, nor keeps their page for guests', async () => {
    const cache = new PageCache({ createNonce })
    const { calls, render } = renderer((nonce) => pageWith(nonce, 'Hello Julien'))
    for (const cookie of [`${AUTH_COOKIE}=token`, `${SIGNED_IN_COOKIE}=1`]) {
      const answers = [await cache.handle(get(PRODUCT, { cookie }), render)]
      answers.push(await cache.handle(get(PRODUCT, { cookie }), render))
      for (const answer of answers) {
        expect(answer.headers.get('X-Page-Cache')).toBe('bypass')
        expect(answer.headers.get('Cache-Control')).toBe('private, no-store')
      }
    }
    expect(calls).toHaveLength(4)
    expect(cache.size).toBe(0)
    // A guest afterwards gets a page rendered for guests, not the shopper's.
    const guest = renderer((nonce) => pageWith(nonce, 'Welcome'))
    expect(await (await cache.handle(get(PRODUCT), guest.render)).text()).toContain('Welcome')
  })

  it('lets no shopper wait for a prefetch of the same page, which waits behind them for a render', async () => {
    const cache = new PageCache({ createNonce })
    let releasePrefetch: () => void = () => {}
    const held = new Promise<void>((resolve) => (releasePrefetch = resolve))
    const prefetchRender = renderer()
    const prefetched = cache.handle(get(PRODUCT, { 'Sec-Purpose': 'prefetch' }), async (nonce) => {
      await held
      return prefetchRender.render(nonce)
    })
    const shopper = renderer()
    const answer = await cache.handle(get(PRODUCT), shopper.render)
    expect(shopper.calls).toHaveLength(1)
    expect(answer.headers.get('X-Page-Cache')).toBe('miss')
    await answer.text()
    releasePrefetch()
    await (await prefetched).text()
    // A later prefetch takes the shopper's copy.
    const later = await cache.handle(get(PRODUCT, { 'Sec-Purpose': 'prefetch' }), renderer().render)
    expect(later.headers.get('X-Page-Cache')).toBe('hit')
  })

  it('never keeps an answer that sets a cookie, nor one that is not a 200 page', async () => {
    const cache = new PageCache({ createNonce })
    const cookie = renderer((nonce) =>
      pageWith(nonce, 'Bonjour', { 'Set-Cookie': 'i18n_redirected=fr; Path=/' }),
    )
    const first = await cache.handle(get('/'), cookie.render)
    await cache.handle(get('/'), cookie.render)
    expect(cookie.calls).toHaveLength(2)
    expect(first.headers.get('Set-Cookie')).toContain('i18n_redirected')
    expect(first.headers.get('Cache-Control')).toBe('private, no-store')

    const missing = renderer(
      (nonce) => new Response(pageWith(nonce).body, { status: 404, headers: pageWith(nonce).headers }),
    )
    await cache.handle(get('/no/product/999999'), missing.render)
    const again = await cache.handle(get('/no/product/999999'), missing.render)
    expect(missing.calls).toHaveLength(2)
    expect(again.status).toBe(404)
    expect(again.headers.get('Cache-Control')).toBe('private, no-store')
    expect(cache.size).toBe(0)
  })

  it('keeps the home page of a first visit without its language-detection cookie, and redirects other languages', async () => {
    const cache = new PageCache({ createNonce })
    const detection = 'i18n_redirected=en; Max-Age=31536000; Path=/; SameSite=Lax'
    const { calls, render } = renderer((nonce) => pageWith(nonce, 'Welcome', { 'Set-Cookie': detection }))
    const english = { 'accept-language': 'en-GB,en;q=0.9' }
    const first = await cache.handle(get('/', english), render)
    expect(first.headers.get('Set-Cookie')).toBe(detection)
    // Not for shared caches (the cookie), but nothing of the shopper's: the browser may keep it (back/forward too).
    expect(first.headers.get('Cache-Control')).toBe('private, no-cache')
    const next = await cache.handle(get('/', english), render)
    expect(next.headers.get('X-Page-Cache')).toBe('hit')
    expect(next.headers.get('Set-Cookie')).toBeNull()
    expect(next.headers.get('Vary')).toContain('Accept-Language')
    expect(calls).toHaveLength(1)
    // A French browser's first visit is redirected by the page: never from the cache.
    expect(pageKey(get('/', { 'accept-language': 'fr-FR,fr;q=0.9' }))).toBeNull()
    expect(pageKey(get('/', { 'accept-language': 'fr-FR', cookie: 'i18n_redirected=en' }))).not.toBeNull()
  })

  it('keeps each language and time zone apart; a crawler gets the page a browser gets', async () => {
    const cache = new PageCache({ createNonce })
    const { calls, render } = renderer()
    const requests = [
      get(PRODUCT),
      get(`/fr${PRODUCT}`),
      get(`/ar${PRODUCT}`),
      get(PRODUCT, { cookie: `${TIME_ZONE_COOKIE}=Asia%2FKolkata` }),
      get(PRODUCT, { cookie: `${TIME_ZONE_COOKIE}=Asia/Kolkata` }),
      get(PRODUCT, {
        'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      }),
    ]
    for (const request of requests) await cache.handle(request, render)
    expect(calls).toHaveLength(4)
    for (const request of requests) await cache.handle(request.clone(), render)
    expect(calls).toHaveLength(4)
    expect(cache.size).toBe(4)
    // A time zone the runtime does not know is the same page as none.
    expect(pageKey(get(PRODUCT, { cookie: `${TIME_ZONE_COOKIE}=Nowhere/Atlantis` }))).toBe(
      pageKey(get(PRODUCT)),
    )
  })

  it('tells shared caches how long they may keep a guest page, and that it varies by cookie', async () => {
    const cache = new PageCache({ createNonce, sharedMaxAgeSeconds: 10, staleWhileRevalidateSeconds: 30 })
    const { render } = renderer()
    for (const response of [await cache.handle(get('/'), render), await cache.handle(get('/'), render)]) {
      expect(response.headers.get('Cache-Control')).toBe(
        'public, max-age=0, s-maxage=10, stale-while-revalidate=30',
      )
      expect(response.headers.get('Vary')).toContain('Cookie')
      expect(response.headers.get('Set-Cookie')).toBeNull()
    }
  })

  it('caches the pages of the catalogue and the cart, not accounts, checkout, payment returns or forms', async () => {
    for (const path of [
      '/',
      '/fr',
      PRODUCT,
      '/tr/all/electronics',
      '/all/electronics/phones',
      '/search?q=phone',
      '/electronics/products',
      '/cart',
      '/hi/brands',
      '/page/about-us',
      `${PRODUCT}.data`,
      '/_root.data',
      '/fr/_root.data',
    ]) {
      expect(isCacheablePage(new URL(`${ORIGIN}${path}`).pathname), path).toBe(true)
    }
    for (const path of [
      '/user/profile',
      '/fr/user/orders',
      '/checkout',
      '/shipping',
      '/track-order',
      '/login',
    ]) {
      expect(isCacheablePage(path), path).toBe(false)
    }
    expect(pageKey(new Request(`${ORIGIN}${PRODUCT}`, { method: 'POST', body: 'rating=5' }))).toBeNull()
    expect(pageKey(new Request(`${ORIGIN}${PRODUCT}`, { method: 'HEAD' }))).toBeNull()
  })

  it('never answers a form’s flash message from the cache, nor a guest’s own cart page', () => {
    const key = (path: string, cookie: string) =>
      pageKey(new Request(`${ORIGIN}${path}`, { headers: { cookie } }))
    expect(key(PRODUCT, 'souk_flash=cart.added')).toBeNull()
    expect(key('/fr/cart', 'souk_user_token=abcdef123456')).toBeNull()
    expect(key('/cart.data', 'souk_user_token=abcdef123456')).toBeNull()
    // Other pages of a guest with a token are the same for every guest; a cart page without a token is empty.
    expect(key(PRODUCT, 'souk_user_token=abcdef123456')).not.toBeNull()
    expect(key('/cart', '')).not.toBeNull()
  })

  it('renders a page once for many guests asking at the same moment', async () => {
    const cache = new PageCache({ createNonce })
    let release: () => void = () => {}
    const gate = new Promise<void>((resolve) => {
      release = resolve
    })
    const { calls, render } = renderer()
    const slow = async (nonce: string) => {
      await gate
      return render(nonce)
    }
    const answers = Array.from({ length: 20 }, () => cache.handle(get(PRODUCT), slow))
    release()
    const responses = await Promise.all(answers)
    expect(calls).toHaveLength(1)
    const nonces = responses.map(policyNonce)
    expect(new Set(nonces).size).toBe(20)
  })

  it('forgets a page after its time to live, and keeps within its bounds of entries and bytes', async () => {
    let now = 0
    const cache = new PageCache({ createNonce, ttlMs: 1_000, maxEntries: 3, now: () => now })
    const { calls, render } = renderer()
    await cache.handle(get('/'), render)
    now = 999
    await cache.handle(get('/'), render)
    expect(calls).toHaveLength(1)
    now = 2_000
    await cache.handle(get('/'), render)
    expect(calls).toHaveLength(2)
    for (const page of ['/cart', '/brands', '/categories', '/contact']) await cache.handle(get(page), render)
    expect(cache.size).toBe(3)

    const small = new PageCache({ createNonce, maxBytes: 600 })
    for (const page of ['/cart', '/brands', '/categories', '/contact']) await small.handle(get(page), render)
    expect(small.byteSize).toBeLessThanOrEqual(600)
    expect(small.size).toBeGreaterThan(0)
  })

  it('answers a page past its time to live at once, stale, while one render in the background makes it fresh', async () => {
    let now = 0
    const cache = new PageCache({ createNonce, ttlMs: 1_000, staleWhileRevalidateSeconds: 5, now: () => now })
    let text = 'A phone case'
    const renders: boolean[] = []
    const render = async (nonce: string, background = false) => {
      renders.push(background)
      return pageWith(nonce, text)
    }
    await (await cache.handle(get(PRODUCT), render)).text()
    text = 'A green phone case'
    now = 1_500
    const stale = await Promise.all([cache.handle(get(PRODUCT), render), cache.handle(get(PRODUCT), render)])
    for (const answer of stale) {
      expect(answer.headers.get('X-Page-Cache')).toBe('stale')
      // Shared caches must not keep it: the next request gets the fresh page.
      expect(answer.headers.get('Cache-Control')).toBe('public, max-age=0, s-maxage=0')
      const html = await answer.text()
      expect(html).toContain('<h1>A phone case</h1>')
      expect(pageNonces(html)).toEqual([policyNonce(answer), policyNonce(answer)])
    }
    // One render for both, in the background (nobody waiting for it).
    expect(renders).toEqual([false, true])
    await settled()
    const fresh = await cache.handle(get(PRODUCT), render)
    expect(fresh.headers.get('X-Page-Cache')).toBe('hit')
    expect(await fresh.text()).toContain('<h1>A green phone case</h1>')
    expect(cache.counts).toMatchObject({ hit: 1, stale: 2, miss: 1 })
    // Past the stale window too: rendered for the shopper who asks, as a miss.
    now = 1_500 + 1_000 + 5_000
    expect((await cache.handle(get(PRODUCT), render)).headers.get('X-Page-Cache')).toBe('miss')
    expect(renders).toEqual([false, true, false])
  })

  it('answers nothing stale after a write, keeps a stale page whose render again failed, drops one no longer cacheable', async () => {
    let now = 0
    const cache = new PageCache({ createNonce, ttlMs: 1_000, now: () => now })
    const { calls, render } = renderer()
    await (await cache.handle(get('/'), render)).text()
    now = 1_500
    cache.clear()
    expect((await cache.handle(get('/'), render)).headers.get('X-Page-Cache')).toBe('miss')

    // The render again fails (a full queue, the database away): the stale page stays, and a later answer tries again.
    now = 3_000
    const failing = async (nonce: string, background = false) => {
      if (background) throw new Error('the database is away')
      return render(nonce)
    }
    expect((await cache.handle(get('/'), failing)).headers.get('X-Page-Cache')).toBe('stale')
    await settled()
    expect(cache.size).toBe(1)
    const before = calls.length
    expect((await cache.handle(get('/'), render)).headers.get('X-Page-Cache')).toBe('stale')
    await settled()
    expect(calls).toHaveLength(before + 1)
    expect((await cache.handle(get('/'), render)).headers.get('X-Page-Cache')).toBe('hit')

    // The page now sets a cookie of its own: not kept, the stale copy dropped.
    await (await cache.handle(get('/cart'), render)).text()
    now = 4_500
    const personal = async (nonce: string, background = false) =>
      background ? pageWith(nonce, 'Yours', { 'Set-Cookie': 'guest=1' }) : render(nonce)
    expect((await cache.handle(get('/cart'), personal)).headers.get('X-Page-Cache')).toBe('stale')
    await settled()
    expect((await cache.handle(get('/cart'), render)).headers.get('X-Page-Cache')).toBe('miss')
  })

  it('keeps no render again that a write overtook, and lets no shopper wait for one', async () => {
    let now = 0
    const cache = new PageCache({ createNonce, ttlMs: 1_000, staleWhileRevalidateSeconds: 5, now: () => now })
    const { calls, render } = renderer()
    await (await cache.handle(get('/brands'), render)).text()
    let release: () => void = () => {}
    const gate = new Promise<void>((resolve) => {
      release = resolve
    })
    let backgroundRenders = 0
    const held = async (nonce: string, background = false) => {
      if (background) {
        backgroundRenders++
        await gate
      }
      return render(nonce)
    }
    now = 1_500
    expect((await cache.handle(get('/brands'), held)).headers.get('X-Page-Cache')).toBe('stale')
    // While it renders again: another stale answer starts no second render.
    expect((await cache.handle(get('/brands'), held)).headers.get('X-Page-Cache')).toBe('stale')
    expect(backgroundRenders).toBe(1)
    // Past the stale window, a shopper renders the page (a miss) rather than wait for the one in the background.
    now = 10_000
    const own = await cache.handle(get('/brands'), render)
    expect(own.headers.get('X-Page-Cache')).toBe('miss')
    await own.text()
    expect(calls).toHaveLength(2)
    // A write, then the background render ends: it is not kept (the next answer renders again).
    cache.clear()
    release()
    await settled()
    expect(cache.size).toBe(0)
    expect((await cache.handle(get('/brands'), render)).headers.get('X-Page-Cache')).toBe('miss')
  })

  it('streams a miss to its shopper as it renders, and keeps the whole page for the next guest once it has come', async () => {
    const cache = new PageCache({ createNonce })
    let endRender: () => void = () => {}
    const renderEnded = new Promise<void>((resolve) => {
      endRender = resolve
    })
    let renders = 0
    const streaming = async (nonce: string) => {
      renders++
      const encoder = new TextEncoder()
      const body = new ReadableStream<Uint8Array>({
        async start(controller) {
          controller.enqueue(
            encoder.encode(`<!DOCTYPE html><html><head><script nonce="${nonce}"></script></head>`),
          )
          await renderEnded
          controller.enqueue(encoder.encode('<body><h1>A phone case</h1></body></html>'))
          controller.close()
        },
      })
      return new Response(body, {
        headers: {
          'Content-Type': 'text/html; charset=utf-8',
          'Content-Security-Policy': `script-src 'nonce-${nonce}'`,
        },
      })
    }
    const miss = await cache.handle(get(PRODUCT), streaming)
    expect(miss.headers.get('X-Page-Cache')).toBe('miss')
    const reader = miss.body?.getReader()
    const first = await reader?.read()
    // The shell has come while the rest of the page is still rendering.
    expect(new TextDecoder().decode(first?.value)).toContain('<head>')
    expect(cache.size).toBe(0)
    endRender()
    let rest = ''
    for (let next = await reader?.read(); next && !next.done; next = await reader?.read()) {
      rest += new TextDecoder().decode(next.value)
    }
    expect(rest).toBe('<body><h1>A phone case</h1></body></html>')
    const hit = await cache.handle(get(PRODUCT), streaming)
    expect(hit.headers.get('X-Page-Cache')).toBe('hit')
    const html = await hit.text()
    expect(html).toContain('<h1>A phone case</h1>')
    expect(pageNonces(html)).toEqual([policyNonce(hit)])
    expect(renders).toBe(1)
  })

  it('keeps nothing of a miss whose shopper left before the page had come', async () => {
    const cache = new PageCache({ createNonce })
    let renders = 0
    let cancelled = false
    const endless = async (nonce: string) => {
      renders++
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode(`<!DOCTYPE html><script nonce="${nonce}"></script>`))
        },
        cancel() {
          cancelled = true
        },
      })
      return new Response(body, { headers: { 'Content-Type': 'text/html; charset=utf-8' } })
    }
    const miss = await cache.handle(get(PRODUCT), endless)
    const reader = miss.body?.getReader()
    await reader?.read()
    await reader?.cancel()
    expect(cancelled).toBe(true)
    const next = await cache.handle(get(PRODUCT), endless)
    expect(next.headers.get('X-Page-Cache')).toBe('miss')
    expect(renders).toBe(2)
    expect(cache.size).toBe(0)
    await next.body?.cancel()
  })

  it('does not keep a page whose render began before a write', async () => {
    const cache = new PageCache({ createNonce })
    const { calls, render } = renderer()
    const during = await cache.handle(get('/'), async (nonce) => {
      cache.clear()
      return render(nonce)
    })
    expect(during.status).toBe(200)
    expect(cache.size).toBe(0)
    await cache.handle(get('/'), render)
    expect(calls).toHaveLength(2)
  })

  it('answers the guests who waited for a render across a write, compressed, and counts nothing of that page', async () => {
    const cache = new PageCache({ createNonce })
    let release: () => void = () => {}
    const gate = new Promise<void>((resolve) => {
      release = resolve
    })
    const { render } = renderer((nonce) => pageWith(nonce, 'A lamp. '.repeat(500)))
    const browser = { 'accept-encoding': 'gzip' }
    const first = cache.handle(get(PRODUCT, browser), async (nonce) => {
      await gate
      cache.clear()
      return render(nonce)
    })
    const waiting = [cache.handle(get(PRODUCT, browser), render), cache.handle(get(PRODUCT, browser), render)]
    release()
    await (await first).text()
    for (const answer of await Promise.all(waiting)) {
      expect(answer.headers.get('Content-Encoding')).toBe('gzip')
      expect(gunzipSync(new Uint8Array(await answer.arrayBuffer())).toString('utf8')).toContain('A lamp.')
    }
    expect(cache.size).toBe(0)
    expect(cache.byteSize).toBe(0)
  })
})

describe('the page cache and the API', () => {
  let database: Awaited<ReturnType<typeof openDb>>
  let dataDir: string
  let api: ReturnType<typeof createApi>
  const cache = new PageCache({ createNonce })

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'souk-page-cache-'))
    database = await openDb({ dataDir: 'memory://' })
    await seedDatabase(database.db, { products: 3 })
    api = createApi({
      db: database.db,
      config: { ...loadConfig({}), dataDir, publicUrl: ORIGIN },
      onCacheClear: () => cache.clear(),
    })
  }, 240_000)
  afterAll(async () => {
    await api?.close()
    await database?.close()
    rmSync(dataDir, { recursive: true, force: true })
  })

  /** A product page rendered from the API's answer, as a loader would. */
  const renderProduct = async (nonce: string) => {
    const answer = await api.fetch(new Request(`${ORIGIN}/api/v1/product/1`))
    const { data } = (await answer.json()) as { data: { title: string } }
    return pageWith(nonce, data.title)
  }

  it("empties on a write to shop data through the API (not a guest's cart), so the next guest sees the change at once", async () => {
    await database.db.execute("UPDATE products SET title = 'Quokka lantern' WHERE id = 1")
    expect(await (await cache.handle(get(PRODUCT), renderProduct)).text()).toContain('Quokka lantern')
    // An edit outside the API: the cached page stays (for its time to live).
    await database.db.execute("UPDATE products SET title = 'Quokka lamp' WHERE id = 1")
    expect(await (await cache.handle(get(PRODUCT), renderProduct)).text()).toContain('Quokka lantern')

    // A guest's cart line changes nothing other guests see: the pages stay.
    const product = (await (await api.fetch(new Request(`${ORIGIN}/api/v1/product/1`))).json()) as {
      data: { inventory: { id: number }[] }
    }
    const write = await api.fetch(
      new Request(`${ORIGIN}/api/v1/cart/action?user_token=pagecacheguest0001`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ product_id: 1, inventory_id: product.data.inventory[0]?.id, quantity: 1 }),
      }),
    )
    expect(write.status).toBe(200)
    expect(cache.size).toBeGreaterThan(0)
    // A write that may change shop data (here a refused profile change) empties the API's caches, and the pages.
    await api.fetch(new Request(`${ORIGIN}/api/v1/user/update-profile`, { method: 'POST', body: '{}' }))
    expect(cache.size).toBe(0)
    const after = await cache.handle(get(PRODUCT), renderProduct)
    expect(after.headers.get('X-Page-Cache')).toBe('miss')
    expect(await after.text()).toContain('Quokka lamp')
  })
})
