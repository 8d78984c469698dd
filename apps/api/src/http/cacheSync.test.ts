import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { createApi } from '../app'
import { rows } from '../db/openDb'
import { type TestServer, testServer } from '../test/testServer'
import { createLogger } from './requestLog'

/** The run's PostgreSQL database ('' on PGlite: one process, nothing to keep in step). */
const databaseUrl = inject('databaseUrl')

describe.skipIf(!databaseUrl)('caches of several instances on one PostgreSQL database', () => {
  let server: TestServer
  /** Notices of the instances (a dropped connection). */
  const notices: string[] = []
  const logger = createLogger('json', { out: () => {}, err: (line) => notices.push(line) })
  const instance = (sync: boolean) =>
    createApi({
      db: server.db,
      config: server.config,
      logError: () => {},
      logger,
      cacheSync: sync ? { databaseUrl } : null,
    })
  let a: ReturnType<typeof createApi>
  let b: ReturnType<typeof createApi>
  /** An instance that does not listen: what B would do without the notifications. */
  let alone: ReturnType<typeof createApi>
  beforeAll(async () => {
    server = await testServer()
    a = instance(true)
    b = instance(true)
    alone = instance(false)
    await Promise.all([a.cacheSync?.ready, b.cacheSync?.ready])
  })
  afterAll(async () => {
    await Promise.all([a.close(), b.close(), alone.close()])
  })

  const titleOn = async (app: ReturnType<typeof createApi>) => {
    const response = await app.request('http://store.test/api/v1/page/about-us')
    return ((await response.json()) as { data: { title: string } }).data.title
  }
  const setTitle = (title: string) =>
    server.db.execute(sql`UPDATE pages SET title = ${title} WHERE slug = 'about-us'`)
  /** How long until `app` answers `title` (ms), or null after two seconds. */
  async function freshAfter(app: ReturnType<typeof createApi>, title: string): Promise<number | null> {
    const started = Date.now()
    while (Date.now() - started < 2_000) {
      if ((await titleOn(app)) === title) return Date.now() - started
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
    return null
  }
  /** A write to shop data through `app` (a refused profile change, but such a write empties the caches). */
  const writeThrough = (app: ReturnType<typeof createApi>) =>
    app.request('http://store.test/api/v1/user/update-profile', { method: 'POST', body: '{}' })

  it('empties every instance cache within a second of a write through one of them', async () => {
    const original = await titleOn(a)
    try {
      // All three hold the page.
      expect([await titleOn(b), await titleOn(alone)]).toEqual([original, original])
      await setTitle('About the shop, edited')
      expect(await titleOn(b)).toBe(original)
      await writeThrough(a)
      const waited = await freshAfter(b, 'About the shop, edited')
      expect(waited).not.toBeNull()
      expect(waited).toBeLessThan(1_000)
      // An instance that does not listen keeps its copy until its time to live runs out.
      expect(await titleOn(alone)).toBe(original)
    } finally {
      await setTitle(original)
      await writeThrough(alone)
      await writeThrough(a)
    }
  })

  it('listens again after its connection drops, and empties its cache once back', async () => {
    const original = await titleOn(a)
    const listeners = () =>
      rows<{ pid: number }>(
        server.db,
        sql`SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND query = 'LISTEN souk_cache'`,
      )
    expect((await listeners()).length).toBe(2)
    try {
      await titleOn(b)
      await server.db.execute(
        sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
            WHERE datname = current_database() AND query = 'LISTEN souk_cache'`,
      )
      await setTitle('Edited while nobody listened')
      // Back within the first retry delays; the cache was emptied on the way.
      expect(await freshAfter(b, 'Edited while nobody listened')).not.toBeNull()
      expect(notices.some((line) => line.includes('the listening connection dropped'))).toBe(true)
      for (let tries = 0; (await listeners()).length < 2 && tries < 100; tries++) {
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
      expect((await listeners()).length).toBe(2)
      // And the notifications flow again.
      await setTitle('Edited after the reconnection')
      await writeThrough(a)
      expect(await freshAfter(b, 'Edited after the reconnection')).toBeLessThan(1_000)
    } finally {
      await setTitle(original)
      await writeThrough(a)
    }
  })
})
