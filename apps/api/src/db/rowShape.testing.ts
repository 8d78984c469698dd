/**
 * The one helper of the row-shape tests: a tuned statement is SQL text whose row type is derived from the schema,
 * and these check that what PostgreSQL answers is what that type says (every name there, no other, each column's
 * value of the kind the schema gives it). Imported by tests only: the API never bundles it.
 */
import { getTableColumns } from 'drizzle-orm'
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core'
import { expect } from 'vitest'

/** Every key of a row type, each once: a type error when one is missing or is not a key of it. */
export const keysOf =
  <T>() =>
  <const K extends readonly (keyof T & string)[]>(
    keys: K & ([Exclude<keyof T, K[number]>] extends [never] ? unknown : never),
  ) =>
    keys

/** What a value of a column is in JavaScript: drizzle's `dataType` (times are the API's text: strings). */
export function kindOf(column: AnyPgColumn): string {
  return column.dataType === 'date' ? 'string' : column.dataType
}

/** The columns of `table` that `keys` name, by their key (`renamed`: a key sent under another name than its column's). */
export function columnsNamed(
  table: PgTable,
  keys: readonly string[],
  renamed: Record<string, string> = {},
): Record<string, AnyPgColumn> {
  const columns: Record<string, AnyPgColumn> = getTableColumns(table)
  const named: Record<string, AnyPgColumn> = {}
  for (const key of keys) {
    const column = columns[renamed[key] ?? key]
    if (column) named[key] = column
  }
  return named
}

/**
 * Checks a row against its type: exactly the names `keys` lists (by default those of `columns` and `computed`);
 * each value of a schema column (by answer name) of its column's kind, null only where the column may be null;
 * each computed value of its kind (or null).
 */
export function expectRowOf(
  row: object | undefined,
  columns: Record<string, AnyPgColumn>,
  computed: Record<string, string> = {},
  keys: readonly string[] = [...Object.keys(columns), ...Object.keys(computed)],
) {
  expect(row).toBeDefined()
  const found = row as Record<string, unknown>
  expect(Object.keys(found).sort()).toEqual([...keys].sort())
  for (const [name, column] of Object.entries(columns)) {
    const value = found[name]
    if (value === null) expect(column.notNull, `${name} may be null`).toBe(false)
    else expect(typeof value, name).toBe(kindOf(column))
  }
  for (const [name, kind] of Object.entries(computed)) {
    const value = found[name]
    if (value !== null) expect(typeof value, name).toBe(kind)
  }
}

/** Each row sends exactly `names`, in that order: the statement's select list and its row type agree. */
export function expectNames(
  rows: readonly (object | null | undefined)[],
  names: readonly PropertyKey[],
  label?: string,
) {
  for (const row of rows) expect(Object.keys(row ?? {}), label).toEqual([...names])
}
