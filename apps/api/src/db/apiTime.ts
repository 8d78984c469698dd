/** Times as the API writes them, formatted by PostgreSQL, for Drizzle's builder. */
import { type SQL, sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'

/** The text of a time column: a string, or null where the column may be null. */
type TimeText<C extends AnyPgColumn> = C['_']['notNull'] extends true ? string : string | null

/** A stored time as the API writes it: ISO 8601 in UTC with microseconds (`2026-11-26T02:35:04.123456Z`). */
export const isoTime = <C extends AnyPgColumn>(column: C): SQL<TimeText<C>> =>
  sql<TimeText<C>>`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`

/** `now()`: the database's clock, as every write of the API stamps `updated_at`. */
export const now: SQL = sql`now()`
