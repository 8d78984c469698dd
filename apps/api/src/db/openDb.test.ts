import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { describe, expect, it } from 'vitest'
import { findMigrationsFolder, namedRows, openDb } from './openDb'

/** The PostgreSQL server of the suite's PostgreSQL pass (`DATABASE_URL`); these tests need a server. */
const serverUrl = process.env.DATABASE_URL

/** Runs `body` with a fresh, empty database on the server, dropped afterwards. */
async function withEmptyDatabase(body: (url: string) => Promise<void>) {
  const name = `souk_migrate_${randomBytes(4).toString('hex')}`
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  try {
    await admin.query(`CREATE DATABASE ${name}`)
    const url = new URL(serverUrl as string)
    url.pathname = `/${name}`
    await body(url.toString())
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    await admin.end()
  }
}

describe.skipIf(!serverUrl)('opening a PostgreSQL database', () => {
  it('migrates once when three instances start together on an empty database', async () => {
    await withEmptyDatabase(async (url) => {
      const opened = await Promise.allSettled([1, 2, 3].map(() => openDb({ databaseUrl: url, poolSize: 2 })))
      try {
        expect(opened.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled'])
        const journal = JSON.parse(
          readFileSync(join(findMigrationsFolder(), 'meta', '_journal.json'), 'utf8'),
        ) as { entries: { when: number }[] }
        const client = new pg.Client({ connectionString: url })
        await client.connect()
        try {
          const applied = await client.query<{ created_at: string }>(
            'SELECT created_at FROM drizzle.__drizzle_migrations ORDER BY id',
          )
          expect(applied.rows.map((row) => Number(row.created_at))).toEqual(
            journal.entries.map((entry) => entry.when),
          )
          // The schema is there: the newest migration's columns too.
          const columns = await client.query(
            `SELECT 1 FROM information_schema.columns WHERE table_name = 'mail_outbox' AND column_name = 'sending_until'`,
          )
          expect(columns.rowCount).toBe(1)
        } finally {
          await client.end()
        }
      } finally {
        for (const result of opened) if (result.status === 'fulfilled') await result.value.close()
      }
    })
  })

  it('runs the start-up tasks of instances starting together one at a time (the first seed)', async () => {
    await withEmptyDatabase(async (url) => {
      const opened = await Promise.all([1, 2, 3].map(() => openDb({ databaseUrl: url, poolSize: 1 })))
      try {
        let running = 0
        let most = 0
        const order: number[] = []
        await Promise.all(
          opened.map((database, index) =>
            database.exclusive(async () => {
              running++
              most = Math.max(most, running)
              await new Promise((resolve) => setTimeout(resolve, 100))
              order.push(index)
              running--
            }),
          ),
        )
        expect(most).toBe(1)
        expect(order.toSorted()).toEqual([0, 1, 2])
      } finally {
        for (const database of opened) await database.close()
      }
    })
  })
})

describe('named statements on PGlite', () => {
  it("prepares a statement once and runs it with each call's values, quotes and backslashes kept as sent", async () => {
    const { db, close } = await openDb({ dataDir: 'memory://' })
    try {
      const echo = (text: string, id: number) =>
        namedRows<{ text: string; id: number; at: string }>(
          db,
          'echo',
          sql`SELECT ${text}::text AS text, ${id}::int AS id, '2026-01-02 03:04:05'::timestamp AS at`,
        )
      const tricky = "it's a \\' trap'); DROP TABLE languages; --"
      expect(await echo(tricky, 7)).toEqual([{ text: tricky, id: 7, at: '2026-01-02 03:04:05' }])
      expect(await echo('plain', 8)).toEqual([{ text: 'plain', id: 8, at: '2026-01-02 03:04:05' }])
      const prepared = await namedRows<{ n: number }>(
        db,
        'count',
        sql`SELECT count(*)::int AS n FROM pg_prepared_statements WHERE name LIKE ${'souk_echo%'}`,
      )
      expect(prepared).toEqual([{ n: 1 }])
      const [languages] = await namedRows<{ n: number }>(
        db,
        'languages',
        sql`SELECT count(*)::int AS n FROM languages`,
      )
      expect(languages?.n).toBeGreaterThanOrEqual(0)
    } finally {
      await close()
    }
  }, 120_000) // migrating a fresh database takes a while on a busy machine
})
