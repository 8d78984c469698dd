/**
 * Stored times as the API writes them, formatted by PostgreSQL in UTC, for Drizzle's typed builder (a column or an
 * expression, not an alias's text as `catalog/sqlParts.ts` takes): `isoTime` for the contract's ISO 8601 with
 * microseconds, `ymdTime` for its `Y-m-d H:i:s`; `now` for the database's clock.
 */
import { type SQL, sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'

/** The text of a time column: a string, or null where the column may be null. */
type TimeText<C extends AnyPgColumn> = C['_']['notNull'] extends true ? string : string | null

/** `2026-11-26T02:35:04.123456Z`: a column's time (null where the column may be null), or an expression's. */
export function isoTime<C extends AnyPgColumn>(column: C): SQL<TimeText<C>>
export function isoTime(expression: SQL | SQL.Aliased): SQL<string>
export function isoTime(value: AnyPgColumn | SQL | SQL.Aliased): SQL<string | null> {
  return sql`to_char(${value} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`
}

/** `2026-11-26 02:35:04`. */
export const ymdTime = (value: AnyPgColumn | SQL): SQL<string> =>
  sql<string>`to_char(${value} AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS')`

/** `now()`: the database's clock, as every write of the API stamps `updated_at`. */
export const now: SQL = sql`now()`
