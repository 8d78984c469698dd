/**
 * A fingerprint of a database's rows: per table, the row count and the md5 of its rows (as JSON, in a fixed
 * order), and where every sequence stands. Password hashes are left out (each hash has a random salt), and the
 * times the database filled in itself (a column's `now()` default) read "now": everything else the seed writes
 * is deterministic once its `now` is fixed.
 */
import { sql } from 'drizzle-orm'
import type { Db } from '../db/openDb'
import { publicColumns, publicSequences, sequenceNext, tableHash } from './queries'

/** Columns whose values differ on every run by design. */
const UNSTABLE_COLUMNS = ['password'] as const

/** Per table: `<rows>:<md5 of the rows>`; under `(sequences)`, each sequence's next value. */
export type Fingerprint = Record<string, string>

/**
 * The fingerprint of every table of the public schema. Times at or after `writtenSince` (when the rows were
 * written, later than any time the seed chose itself) count as "now".
 */
export async function fingerprintTables(db: Db, writtenSince: Date): Promise<Fingerprint> {
  const columns = await publicColumns(db)
  const tables = [...new Set(columns.map((row) => row.table))]
  const since = writtenSince.toISOString()
  const fingerprint: Fingerprint = {}
  for (const name of tables) {
    const times = columns.filter((row) => row.table === name && row.type.startsWith('timestamp'))
    // Each time column, "now" when the database wrote it.
    const normalised = times.map(
      ({ column }) =>
        sql` || jsonb_build_object(${column}::text, CASE WHEN t.${sql.identifier(column)} >= ${since}::timestamptz
               THEN to_jsonb('now'::text) ELSE to_jsonb(t.${sql.identifier(column)}) END)`,
    )
    const dropped = sql.raw(UNSTABLE_COLUMNS.map((column) => ` - '${column}'`).join(''))
    const row = await tableHash(db, name, sql`(to_jsonb(t)${dropped})${sql.join(normalised)}`)
    fingerprint[name] = `${row?.n ?? 0}:${row?.hash ?? ''}`
  }
  // Where each serial id goes next (the seed moves the sequences past the ids it gave).
  const next: string[] = []
  for (const { name } of await publicSequences(db))
    next.push(`${name}=${(await sequenceNext(db, name)) ?? ''}`)
  fingerprint['(sequences)'] = next.join(',')
  return fingerprint
}
