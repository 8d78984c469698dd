/**
 * SQL fragments shared by the catalogue's tuned statements (and the shop's and orders' that show cards): translations,
 * flash prices, time formats, listing cards, text matching.
 */
import { Visibility } from '@souk/core'
import { type SQL, sql } from 'drizzle-orm'
import { BASE_TEXTS, SEARCHED_LANGUAGES } from '../db/schema'

/** `created_at`-style timestamp as Laravel serialises it (ISO 8601 UTC with microseconds). */
export const iso = (column: string) =>
  sql.raw(`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`)

/** The SQL text of an API time (`Y-m-d H:i:s`, UTC). */
const ymdText = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS')`

/** An API time (`Y-m-d H:i:s`, UTC). */
export const ymd = (column: string) => sql.raw(ymdText(column))

/** `created_at` and `updated_at` of an alias. */
export const stamps = (alias: string) =>
  sql`${iso(`${alias}.created_at`)} AS created_at, ${iso(`${alias}.updated_at`)} AS updated_at`

/** A translated column: the translation row's text, else the base column (the default language). */
export const tr = (alias: string, column: string, as = column) =>
  sql.raw(`coalesce(${alias}l.${column}, ${alias}.${column}) AS ${as}`)

/** Joins the translation table of `alias` for a language (no row matches for the default language). */
export const langJoin = (table: string, alias: string, foreignKey: string, lang: string | null) =>
  sql`LEFT JOIN ${sql.raw(table)} ${sql.raw(`${alias}l`)} ON ${sql.raw(`${alias}l.${foreignKey} = ${alias}.id`)} AND ${sql.raw(`${alias}l.lang`)} = ${lang ?? ''}`

/**
 * The active flash sale of product `p` as `f` (price, end_time): public, started and not ended. When a product is
 * in several, the one ending first wins (contract 9.3 leaves it arbitrary).
 */
export const flashJoin = sql.raw(`LEFT JOIN LATERAL (
  SELECT fsp.price, fs.end_time FROM flash_sale_products fsp JOIN flash_sales fs ON fs.id = fsp.flash_sale_id
  WHERE fsp.product_id = p.id AND fs.status = ${Visibility.PUBLIC} AND fs.start_time <= now() AND fs.end_time >= now()
  ORDER BY fs.end_time, fs.id LIMIT 1) f ON true`)

/** The current price of `p` (contract 4.3): flash price if active, else offered if > 0, else selling. */
export const currentPrice = sql.raw(
  '(CASE WHEN f.end_time IS NOT NULL THEN f.price WHEN p.offered > 0 THEN p.offered ELSE p.selling END)',
)

/** The fields of a listing card of `p` (with `pl` and `f` joined), in the order the API sends them. */
const cardFields: readonly (readonly [name: string, expression: string])[] = [
  ['id', 'p.id'],
  ['slug', 'p.slug'],
  ['title', 'coalesce(pl.title, p.title)'],
  ['badge', 'coalesce(pl.badge, p.badge)'],
  ['selling', 'p.selling::float8'],
  ['offered', 'p.offered::float8'],
  ['image', 'p.image'],
  ['review_count', 'p.review_count'],
  ['rating', 'p.rating::float8'],
  ['price', 'f.price::float8'],
  ['end_time', ymdText('f.end_time')],
]

/** The column names of a listing card, in order. */
export const cardNames = cardFields.map(([name]) => name)

/** The columns of a listing card of `p` (with `pl` and `f` joined). */
export const cardColumns = sql.raw(
  cardFields.map(([name, expression]) => `${expression} AS ${name}`).join(', '),
)

/**
 * `json_build_object('a', s.a, …)`: the named columns of the row `alias` as a JSON object with the keys in that
 * order (the order of the columns of a row the driver maps), for answers built as JSON inside PostgreSQL.
 */
export const jsonObject = (alias: string, names: readonly string[]) =>
  sql.raw(`json_build_object(${names.map((name) => `'${name}', ${alias}.${name}`).join(', ')})`)

/** FROM clause of product cards: `p` with its translation `pl` and active flash sale `f`. */
export const cardFrom = (lang: string | null) =>
  sql`FROM products p ${langJoin('product_langs', 'p', 'product_id', lang)} ${flashJoin}`

/** Comma list of ids as SQL (`1, 2, 3`). */
export const idsSql = (ids: readonly number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )

/** Escapes a text for ILIKE and wraps it in `%…%`. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`

/**
 * Products `p` whose title or tags contain `q` in the shopper's language (the translation's text, else the base
 * text: `coalesce(pl.title, p.title)`), written so the trigram GIN indexes serve it. In the default language and in
 * those of `SEARCHED_LANGUAGES`, the texts kept for it in `product_search_texts` (exactly those texts: one index
 * read of a narrow table, no translation or product row read per match). In a language the shop added, a product
 * matches through its translation (a translated title or tags containing the text) or through a base text its
 * translation does not replace (no translation row, or that column empty in it). None needs `pl` joined: choosing
 * a page or counting never reads a translation per product. `exactOnly`: the rule itself on rows the caller
 * already narrowed to a few (needs `pl` joined).
 *
 * The matching ids come as one array, found first (an init plan): the page is then chosen among them by id
 * (`products_page_choice_idx`, without reading the products' rows), at a cost that grows with the matches. As a
 * semi-join (`p.id IN (…)`), the planner could instead walk every product in the page's order and look each up
 * among the texts, expecting to fill the page early: a text whose matches lie late in that order walked all
 * 100 000 products (0.4–1.1 s, against 5–35 ms found first). `walked`: the semi-join all the same, for a page
 * chosen by walking an index of its order that needs the products' rows (the price sorts: `pageByPrice`), where
 * looking up every match by id read each one's row (0.8 s for "a" at 100 000 products, 12 ms walked).
 */
export function textMatch(
  lang: string | null,
  q: string,
  options: { exactOnly?: boolean; walked?: boolean } = {},
): SQL {
  const pattern = containsPattern(q)
  if (options.exactOnly) {
    if (!lang) return sql`(p.title ILIKE ${pattern} OR p.tags ILIKE ${pattern})`
    return sql`(coalesce(pl.title, p.title) ILIKE ${pattern} OR coalesce(pl.tags, p.tags) ILIKE ${pattern})`
  }
  // The language written as a literal (one of the schema's constants, never the request's text): a generic plan of
  // a named statement could not match a language's table (a partition) through a parameter.
  const kept = lang === null ? BASE_TEXTS : SEARCHED_LANGUAGES.find((code) => code === lang)
  if (kept) {
    const matches = sql`SELECT pst.product_id FROM product_search_texts pst
      WHERE pst.lang = ${sql.raw(`'${kept}'`)} AND (pst.title ILIKE ${pattern} OR pst.tags ILIKE ${pattern})`
    return options.walked ? sql`p.id IN (${matches})` : sql`p.id = ANY(ARRAY(${matches}))`
  }
  return sql`p.id IN (
      SELECT plm.product_id FROM product_langs plm
      WHERE plm.lang = ${lang} AND (plm.title ILIKE ${pattern} OR plm.tags ILIKE ${pattern})
      UNION
      SELECT pb.id FROM products pb
        LEFT JOIN product_langs plb ON plb.product_id = pb.id AND plb.lang = ${lang}
      WHERE (pb.title ILIKE ${pattern} OR pb.tags ILIKE ${pattern})
        AND ((plb.title IS NULL AND pb.title ILIKE ${pattern}) OR (plb.tags IS NULL AND pb.tags ILIKE ${pattern})))`
}
