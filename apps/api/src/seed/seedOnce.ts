/**
 * The first start's seed, once however many instances start together on one empty database: on a server, the
 * check and the seed run under a PostgreSQL advisory lock, so the instances that wait find the shop seeded and
 * skip it. (PGlite has one process: nothing to wait for.)
 */
import { sql } from 'drizzle-orm'
import type { Db, OpenDb } from '../db/openDb'
import { isSeeded, type SeedOptions, type SeedSummary, seedDatabase } from './seed'

/** Seeds an empty database; returns what it seeded, or null when the shop was already there. */
export async function seedIfEmpty(
  { db, kind }: Pick<OpenDb, 'db' | 'kind'>,
  options: SeedOptions = {},
): Promise<SeedSummary | null> {
  const seedUnlocked = async (database: Db) =>
    (await isSeeded(database)) ? null : seedDatabase(database, options)
  if (kind === 'pglite') return seedUnlocked(db)
  // The lock lives in a transaction of its own connection; the seed commits on another before it is released,
  // so whoever takes the lock next sees the seeded shop.
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('souk:seed'))`)
    return seedUnlocked(db)
  })
}
