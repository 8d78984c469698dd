import { randomBytes } from 'node:crypto'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { beforeAll, describe, expect, it } from 'vitest'
import { firstRow, type OpenDb, openDb } from '../db/openDb'
import { snapshot } from '../test/fixtures'
import { type TestServer, testServer } from '../test/testServer'
import { seedIfEmpty } from './seedOnce'

const languages = async ({ db }: Pick<OpenDb, 'db'>) =>
  (await firstRow<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM languages`))?.n

describe('seedIfEmpty', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await testServer()
  })

  it('leaves a seeded database as it is', async () => {
    const { db } = server
    const before = await snapshot(db)
    const kind = process.env.DATABASE_URL ? 'postgres' : 'pglite'
    expect(await seedIfEmpty({ db, kind }, { products: 10 })).toBeNull()
    expect(await snapshot(db)).toEqual(before)
  })

  const serverUrl = process.env.DATABASE_URL
  it.runIf(serverUrl)(
    'seeds once when three instances start together on one empty PostgreSQL database',
    async () => {
      const name = `souk_seed_${randomBytes(4).toString('hex')}`
      const admin = new pg.Client({ connectionString: serverUrl })
      await admin.connect()
      await admin.query(`CREATE DATABASE ${name}`)
      const url = new URL(serverUrl ?? '')
      url.pathname = `/${name}`
      const opened: OpenDb[] = []
      try {
        // Migrated first (the migrations' own lock has its own test), then three instances seed at once.
        opened.push(await openDb({ databaseUrl: url.toString(), poolSize: 3 }))
        opened.push(
          ...(await Promise.all([1, 2, 3].map(() => openDb({ databaseUrl: url.toString(), poolSize: 3 })))),
        )
        const results = await Promise.all(
          opened.slice(1).map((database) => seedIfEmpty(database, { products: 10 })),
        )
        expect(results.filter((summary) => summary !== null)).toHaveLength(1)
        expect(await languages(opened[0] as OpenDb)).toBe(5)
      } finally {
        await Promise.all(opened.map((database) => database.close()))
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
        await admin.end()
      }
    },
    60_000,
  )
})
