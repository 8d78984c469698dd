/**
 * `/readyz`: whether this instance should get traffic. The database answers (`SELECT 1`), its migrations are
 * applied (the newest migration of the journal is recorded in `drizzle.__drizzle_migrations`), and every extra
 * check passes (object storage, wired by the server). 200 when all pass, else 503; 503 also while the instance
 * drains before stopping. No authentication and no cache; each check is bounded, and the body names only which
 * check failed (the reasons go to the error log, never to strangers).
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import type { Context } from 'hono'
import { type Db, findMigrationsFolder, rows } from '../db/openDb'

/** A check: resolves when fine, rejects with the reason. */
export type ReadinessCheck = () => Promise<void>

/** How long one check may take before it counts as failed. */
const CHECK_TIMEOUT_MS = 2_000

/** The `when` of the newest migration in the journal of `folder`. */
function newestMigration(folder: string): number {
  const journal = JSON.parse(readFileSync(join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number }[]
  }
  return Math.max(...journal.entries.map((entry) => entry.when))
}

/** The database's checks (its migrations: those of `migrationsFolder`, by default this package's). */
export function databaseChecks(db: Db, migrationsFolder?: string): Record<string, ReadinessCheck> {
  // Migrations are never undone: once applied, no need to ask again.
  let migrated = false
  return {
    database: async () => {
      await rows(db, sql`SELECT 1`)
    },
    migrations: async () => {
      if (migrated) return
      const expected = newestMigration(migrationsFolder ?? findMigrationsFolder())
      // Drizzle's own bookkeeping table (not in the schema): `created_at` is a bigint, read as text or number.
      const [row] = await rows<{ newest: string | number | null }>(
        db,
        sql`SELECT max(created_at) AS newest FROM drizzle.__drizzle_migrations`,
      )
      if (Number(row?.newest ?? 0) < expected) throw new Error(`migration ${expected} is not applied`)
      migrated = true
    },
  }
}

function bounded(check: ReadinessCheck): Promise<void> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS)
  })
  return Promise.race([check(), timeout]).finally(() => clearTimeout(timer))
}

/** The `/readyz` handler. */
export function readinessHandler(
  checks: Record<string, ReadinessCheck>,
  draining: () => boolean,
  logError: (error: unknown, where: string) => void,
) {
  return async (c: Context) => {
    c.header('Cache-Control', 'no-store')
    // Stopping: the answer the load balancer needs, without touching the database.
    if (draining()) return c.json({ status: 'draining', checks: {} }, 503)
    const names = Object.keys(checks)
    const results = await Promise.all(
      names.map((name) =>
        bounded(checks[name] as ReadinessCheck).then(
          () => 'ok' as const,
          (error: unknown) => {
            logError(error, `readiness: ${name}`)
            return 'failed' as const
          },
        ),
      ),
    )
    const body = {
      status: results.every((result) => result === 'ok') ? 'ready' : 'not ready',
      checks: Object.fromEntries(names.map((name, index) => [name, results[index]])),
    }
    return c.json(body, body.status === 'ready' ? 200 : 503)
  }
}
