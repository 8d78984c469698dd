import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { createApi } from '../app'
import { rows } from '../db/openDb'
import { type TestServer, testServer } from '../test/testServer'
import { ResponseCache } from './responseCache'

describe('ResponseCache', () => {
  it('keeps a value for its time to live, shares a pending computation and forgets on clear', async () => {
    let now = 0
    let calls = 0
    const cache = new ResponseCache(1000, 10, () => now)
    const compute = async () => ++calls
    const [a, b] = await Promise.all([cache.get('k', compute), cache.get('k', compute)])
    expect([a, b, calls]).toEqual([1, 1, 1])
    now = 999
    expect(await cache.get('k', compute)).toBe(1)
    now = 1000
    expect(await cache.get('k', compute)).toBe(2)
    cache.clear()
    expect(await cache.get('k', compute)).toBe(3)
  })

  it('does not keep failures and stays within its bound', async () => {
    const cache = new ResponseCache(60_000, 3)
    await expect(cache.get('bad', () => Promise.reject(new Error('no')))).rejects.toThrow('no')
    expect(cache.size).toBe(0)
    for (let i = 0; i < 10; i++) await cache.get(`k${i}`, async () => i)
    expect(cache.size).toBe(3)
    expect(await cache.get('k9', async () => -1)).toBe(9)
    expect(await cache.get('k0', async () => -1)).toBe(-1)
  })

  it('drops the least recently used entry first', async () => {
    const cache = new ResponseCache(60_000, 2)
    await cache.get('a', async () => 'a')
    await cache.get('b', async () => 'b')
    await cache.get('a', async () => 'stale')
    await cache.get('c', async () => 'c')
    expect(await cache.get('a', async () => 'new a')).toBe('a')
    expect(await cache.get('b', async () => 'new b')).toBe('new b')
  })

  it('keeps parts with their own bound and time to live, emptied together with the whole cache', async () => {
    let now = 0
    const cache = new ResponseCache(15_000, 10, () => now)
    const part = cache.part(1_000, 2)
    await cache.get('home', async () => 'home')
    for (const key of ['x', 'y', 'z']) await part.get(key, async () => key)
    expect([cache.size, part.size]).toEqual([1, 2])
    now = 1_000
    expect(await part.get('z', async () => 'z again')).toBe('z again')
    expect(await cache.get('home', async () => 'home again')).toBe('home')
    cache.clear()
    expect([cache.size, part.size]).toEqual([0, 0])
  })
})

describe('cached common, home and page answers', () => {
  let server: TestServer
  let app: ReturnType<typeof createApi>
  beforeAll(async () => {
    server = await testServer()
    app = createApi({ db: server.db, config: server.config, logError: () => {}, responseCache: true })
  })
  const get = async (path: string, headers: Record<string, string> = {}) =>
    (await (await app.request(`http://store.test/api/v1/${path}`, { headers })).json()) as {
      data: { title?: string }
      token: string | null
    }
  const setTitle = (title: string) =>
    server.db.execute(
      sql`UPDATE page_langs SET title = ${title} WHERE lang = 'fr' AND page_id = (SELECT id FROM pages WHERE slug = 'about-us')`,
    )

  it('serves a page per language from the cache until a write through the API', async () => {
    const [original] = await rows<{ title: string }>(
      server.db,
      sql`SELECT title FROM page_langs WHERE lang = 'fr' AND page_id = (SELECT id FROM pages WHERE slug = 'about-us')`,
    )
    try {
      const before = await get('page/about-us', { Language: 'fr' })
      expect(before.data.title).toBe(original?.title)
      const english = await get('page/about-us')
      expect(english.data.title).not.toBe(original?.title)
      await setTitle('Titre modifié')
      // Still the cached answer: the edit did not go through the API.
      expect((await get('page/about-us', { Language: 'fr' })).data.title).toBe(original?.title)
      // A shopper's own write (a message to the shop) leaves it.
      await app.request('http://store.test/api/v1/contact', { method: 'POST', body: '{}' })
      expect((await get('page/about-us', { Language: 'fr' })).data.title).toBe(original?.title)
      // A write that may change shop data empties it (even a refused one).
      await app.request('http://store.test/api/v1/user/update-profile', { method: 'POST', body: '{}' })
      expect((await get('page/about-us', { Language: 'fr' })).data.title).toBe('Titre modifié')
      expect((await get('page/about-us')).data.title).toBe(english.data.title)
    } finally {
      await setTitle(original?.title ?? '')
    }
  })

  it('caches data only: the envelope, and its token, are built for each request', async () => {
    const first = await get('common', { Authorization: 'Bearer not-a-real-token' })
    const second = await get('home')
    const third = await get('common')
    expect(third.data).toEqual(first.data)
    expect(third.token).toBeNull()
    expect(second.token).toBeNull()
  })
})
