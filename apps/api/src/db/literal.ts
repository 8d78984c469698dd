/**
 * A coded value (a status, a type, a method: one of `@souk/core`'s enums) written into SQL text as a literal.
 *
 * Interpolated values become bind parameters, and a parameter is not the same query: a generic plan of a named
 * statement (`namedRows`) cannot match a partial index or use the column statistics of the value, and the
 * statement's text changes. The enums are constants, so the API writes them as literals, as it did when they
 * were bare numbers: `${literal(Visibility.PUBLIC)}` reads `1` in the SQL text. Only integers pass.
 */
import { type SQL, sql } from 'drizzle-orm'

/** `value` as a literal in the SQL text (never a bind parameter). */
export function literal(value: number): SQL {
  if (!Number.isSafeInteger(value)) throw new TypeError(`Not an integer for a SQL literal: ${value}`)
  return sql.raw(String(value))
}
