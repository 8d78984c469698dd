/** Column helpers shared by every table of the schema. */
import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  index,
  integer,
  numeric,
  type PgIntegerBuilderInitial,
  type PgTextBuilderInitial,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core'

/** `created_at` and `updated_at`, UTC, set by the database. */
export const timestamps = {
  created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).defaultNow().notNull(),
  updated_at: timestamp('updated_at', { withTimezone: true, mode: 'date' }).defaultNow().notNull(),
}

/** A decimal(10,2) money column read as a JavaScript number. */
export const money = (name: string) => numeric(name, { precision: 10, scale: 2, mode: 'number' })

/** A 0/1 or 1/2 coded small integer. */
export const flag = (name: string) => smallint(name)

/** The owning seller or admin of a back-office row. */
export const adminId = () => integer('admin_id')

/**
 * The condition of the nearest-first GiST trigram indexes (the search suggestions' `ORDER BY q <<-> title`): only a
 * query that states it (`length(<alias>.title) > 0`, as the suggestions do) may read them. A substring filter
 * (`title ILIKE '%…%'`) then always reads the GIN trigram index of the same column: the GiST one serves it too,
 * and the planner, misjudging how many titles contain a common word, preferred it for the listings' totals (51 ms
 * against 0.4 ms through GIN at 100 000 products). `length` is never negative, so every row with a title is kept.
 */
export const nearestTitle = (column: string) => `length(${column}) > 0`

/**
 * The price of a product before any flash sale (contract 4.3: offered when above 0, else selling), as the SQL of
 * `alias`'s columns. The listings' price sort reads products in this order through `products_base_price_idx` (an
 * index on this very expression, public products only): written the same way in the query, or the planner does
 * not match it.
 */
export const basePrice = (alias?: string) => {
  const column = (name: string) => (alias ? `${alias}.${name}` : name)
  return `(CASE WHEN ${column('offered')} > 0 THEN ${column('offered')} ELSE ${column('selling')} END)`
}

/** A language code as SQL text inside quotes (letters, `_` and `-` only). */
const codeOf = (lang: string) => lang.replace(/[^a-z_-]/g, '')

type LangColumns<P extends string, C extends string> = {
  [K in P]: ReturnType<PgIntegerBuilderInitial<K>['notNull']>
} & {
  [K in C]: PgTextBuilderInitial<K, [string, ...string[]]>
}

/**
 * A translation table `<entity>_langs` (contract section 8): the translated text columns, the language code
 * and the parent id (deleted with its parent); one row per parent and language.
 */
export function langsTable<P extends string, C extends string>(
  name: string,
  parentColumn: P,
  parent: () => AnyPgColumn,
  columns: readonly C[],
  options: {
    trgm?: readonly C[]
    gist?: readonly C[]
    /**
     * The languages searched most. The GiST indexes are one per language (`WHERE lang = …`) instead of one over
     * every language: a nearest-first read for one language then never walks past the other languages' rows (see
     * `catalog/lists.ts`). The `trgm` columns get a partial GIN index per language besides the one over every
     * language: a substring search in one language (`lang = 'fr' AND title ILIKE …`: the search suggestions' tags
     * in `catalog/searchQueries.ts`) reads only that language's matches, where the index of every language also
     * returned the other languages' (the Turkish "Modern" for the French "modern") and was intersected with the
     * `lang` index. The listings' text filter reads `product_search_texts` instead (`textMatch`).
     */
    languages?: readonly string[]
  } = {},
) {
  const own = {
    [parentColumn]: integer(parentColumn).notNull().references(parent, { onDelete: 'cascade' }),
    ...Object.fromEntries(columns.map((column) => [column, text(column)])),
  } as LangColumns<P, C>
  return pgTable(
    name,
    {
      id: serial('id').primaryKey(),
      lang: varchar('lang', { length: 12 }).notNull(),
      ...own,
      ...timestamps,
    },
    (table) => [
      uniqueIndex(`${name}_parent_lang_unique`).on(table[parentColumn], table.lang),
      index(`${name}_lang_idx`).on(table.lang),
      ...(options.trgm ?? []).flatMap((column) => [
        index(`${name}_${column}_trgm`).using('gin', sql`${table[column]} gin_trgm_ops`),
        ...(options.languages ?? []).map((lang) =>
          index(`${name}_${column}_trgm_${lang}`)
            .using('gin', sql`${table[column]} gin_trgm_ops`)
            .where(sql.raw(`lang = '${codeOf(lang)}'`)),
        ),
      ]),
      ...(options.gist ?? []).flatMap((column) =>
        options.languages
          ? options.languages.map((lang) =>
              index(`${name}_${column}_gist_${lang}`)
                .using('gist', sql`${table[column]} gist_trgm_ops`)
                .where(sql.raw(`lang = '${codeOf(lang)}' AND ${nearestTitle(column)}`)),
            )
          : [
              index(`${name}_${column}_gist`)
                .using('gist', sql`${table[column]} gist_trgm_ops`)
                .where(sql.raw(nearestTitle(column))),
            ],
      ),
    ],
  )
}
