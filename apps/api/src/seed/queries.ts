/**
 * The seed's own reads: whether a shop is seeded (Drizzle's builder on the schema), and what a fingerprint of the
 * database reads. The fingerprint lists the tables, their columns and the sequences from PostgreSQL's
 * `information_schema` (declared below as Drizzle tables, read through the builder: their row types come from
 * those declarations), then hashes each table and reads each sequence by its name: a statement per table whose
 * name is only known at run time, built with the builder from an SQL source (`sql.identifier`).
 */
import { and, asc, count, eq, type SQL, sql } from 'drizzle-orm'
import { integer, pgSchema, text } from 'drizzle-orm/pg-core'
import type { Db } from '../db/openDb'
import { languages } from '../db/schema'

/** Whether the database already holds a seeded shop (it has languages). */
export async function isSeeded(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(languages)
  return (row?.n ?? 0) > 0
}

/** PostgreSQL's catalogue views the fingerprint reads (not part of the schema: drizzle-kit never sees them). */
const information = pgSchema('information_schema')
const infoColumns = information
  .view('columns', {
    table_schema: text('table_schema').notNull(),
    table_name: text('table_name').notNull(),
    column_name: text('column_name').notNull(),
    data_type: text('data_type').notNull(),
    ordinal_position: integer('ordinal_position').notNull(),
  })
  .existing()
const infoTables = information
  .view('tables', {
    table_schema: text('table_schema').notNull(),
    table_name: text('table_name').notNull(),
    table_type: text('table_type').notNull(),
  })
  .existing()
const infoSequences = information
  .view('sequences', {
    sequence_schema: text('sequence_schema').notNull(),
    sequence_name: text('sequence_name').notNull(),
  })
  .existing()

/** Every column of every table of the public schema, by table then position. */
export function publicColumns(db: Db) {
  return db
    .select({ table: infoColumns.table_name, column: infoColumns.column_name, type: infoColumns.data_type })
    .from(infoColumns)
    .innerJoin(
      infoTables,
      and(
        eq(infoTables.table_schema, infoColumns.table_schema),
        eq(infoTables.table_name, infoColumns.table_name),
      ),
    )
    .where(and(eq(infoColumns.table_schema, 'public'), eq(infoTables.table_type, 'BASE TABLE')))
    .orderBy(asc(infoColumns.table_name), asc(infoColumns.ordinal_position))
}

/** The names of the sequences of the public schema. */
export function publicSequences(db: Db) {
  return db
    .select({ name: infoSequences.sequence_name })
    .from(infoSequences)
    .where(eq(infoSequences.sequence_schema, 'public'))
    .orderBy(asc(infoSequences.sequence_name))
}

/** A table's row count and the md5 of its rows, each row the JSON text `row` makes of the table's row `t`. */
export async function tableHash(db: Db, table: string, row: SQL) {
  const rowsOf = sql`(SELECT (${row})::text AS r FROM ${sql.identifier(table)} t) x`
  const [found] = await db
    .select({ n: count(), hash: sql<string>`md5(coalesce(string_agg(r, E'\n' ORDER BY r), ''))` })
    .from(rowsOf)
  return found
}

/** The value a sequence gives next, as text. */
export async function sequenceNext(db: Db, name: string) {
  const [found] = await db
    .select({ next: sql<string>`(CASE WHEN is_called THEN last_value + 1 ELSE last_value END)::text` })
    .from(sql`${sql.identifier(name)}`)
  return found?.next
}
