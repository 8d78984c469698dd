/**
 * Stored times as the API writes them, formatted by PostgreSQL in UTC, for Drizzle's typed builder (a column, not
 * an alias's text as `catalog/sqlParts.ts` takes): `isoTime` for the contract's ISO 8601 with microseconds,
 * `ymdTime` for its `Y-m-d H:i:s`.
 */
import { type SQL, sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'

/** `2026-11-26T02:35:04.123456Z`. */
export const isoTime = (column: AnyPgColumn | SQL.Aliased | SQL): SQL<string> =>
  sql<string>`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`

/** `2026-11-26 02:35:04`. */
export const ymdTime = (column: AnyPgColumn | SQL): SQL<string> =>
  sql<string>`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS')`

/** The database's clock (`now()`), as every write of the API stamps `updated_at`. */
export const dbNow: SQL = sql`now()`
