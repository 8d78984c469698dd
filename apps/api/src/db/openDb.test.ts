import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import pg from 'pg'
import { describe, expect, it } from 'vitest'
import { findMigrationsFolder, openDb } from './openDb'

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
