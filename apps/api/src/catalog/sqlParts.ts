/** SQL fragments shared by the catalogue queries: translations, flash prices, time formats, listing cards. */
import type { ListingCard, Paginator } from '@souk/core'
import { Visibility } from '@souk/core'
import { type SQL, sql } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'
import { literal } from '../db/literal'
import { type Db, rows } from '../db/openDb'
import { type PageLocation, paginate } from '../http/paginate'
import type { ResponseCache } from '../http/responseCache'

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

/**
 * The active flash sale of every product as one table `fa` (product_id, price, end_time): the same sale as
 * `flashJoin` picks (public, started, not ended, the one ending first), but read once for the whole statement and
 * hash-joined, where the lateral lookup runs once a product. For choosing a page by price among many products.
 */
export const activeFlashJoin = sql.raw(`LEFT JOIN (
  SELECT DISTINCT ON (fsp.product_id) fsp.product_id, fsp.price, fs.end_time
  FROM flash_sale_products fsp JOIN flash_sales fs ON fs.id = fsp.flash_sale_id
  WHERE fs.status = ${Visibility.PUBLIC} AND fs.start_time <= now() AND fs.end_time >= now()
  ORDER BY fsp.product_id, fs.end_time, fs.id) fa ON fa.product_id = p.id`)

/** The current price of `p` with `activeFlashJoin` (`fa`): the same value as `currentPrice`. */
const activePrice = sql.raw(
  '(CASE WHEN fa.end_time IS NOT NULL THEN fa.price WHEN p.offered > 0 THEN p.offered ELSE p.selling END)',
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

/** The sort orders of listings (contract 4.4), with the current price read from `price`. */
function sortOrder(sortby: string | undefined, price: SQL): { order: SQL; byPrice: boolean } {
  switch (sortby) {
    case undefined:
    case '':
      return { order: sql`p.updated_at DESC, p.id DESC`, byPrice: false }
    case 'price_low_to_high':
      return { order: sql`${price} ASC, p.id ASC`, byPrice: true }
    case 'price_high_to_low':
      return { order: sql`${price} DESC, p.id DESC`, byPrice: true }
    case 'avg_customer_review':
      return { order: sql`p.rating DESC, p.review_count DESC, p.id DESC`, byPrice: false }
    default:
      return { order: sql`p.created_at DESC, p.id DESC`, byPrice: false }
  }
}

/** The sort orders of listings (contract 4.4), on rows with `f` (`flashJoin`) joined. */
export const listingOrder = (sortby: string | undefined) => sortOrder(sortby, currentPrice)

/** The filters shared by `all`, `products` and `store`. */
export interface CardFilters {
  brand?: number[]
  collection?: number[]
  shipping?: number[]
  rating?: number | undefined
  min?: number | undefined
  max?: number | undefined
}

/**
 * WHERE conditions of the shared filters (price range on the current price, contract 4.4). The price range reads
 * `fa` (`activeFlashJoin`): `cardPage` joins it when `priceFilter` is set.
 */
export function filterConditions(filters: CardFilters): SQL[] {
  const where: SQL[] = []
  const ids = (list: number[]) =>
    sql.join(
      list.map((id) => sql`${id}`),
      sql`, `,
    )
  if (filters.brand?.length) where.push(sql`p.brand_id IN (${ids(filters.brand)})`)
  if (filters.shipping?.length) where.push(sql`p.shipping_rule_id IN (${ids(filters.shipping)})`)
  if (filters.collection?.length) {
    where.push(
      sql`EXISTS (SELECT 1 FROM collection_with_products cp WHERE cp.product_id = p.id AND cp.product_collection_id IN (${ids(filters.collection)}))`,
    )
  }
  if (filters.rating && filters.rating > 0) where.push(sql`p.rating >= ${filters.rating}`)
  if (filters.min !== undefined || filters.max !== undefined) {
    where.push(sql`${activePrice} BETWEEN ${filters.min ?? 0} AND ${filters.max ?? 999999}`)
  }
  return where
}

/** Options of one page of listing cards. */
export interface CardPageOptions {
  lang: string | null
  where: SQL[]
  sortby?: string | undefined
  page: number
  perPage: number
  location: PageLocation
  /** A condition uses the current price (`min`/`max`): choosing the page and counting need `fa` joined. */
  priceFilter?: boolean
  /** A condition reads the translation `pl` (a text searched in a language): choosing and counting join it. */
  translated?: boolean
  /** Where totals may be kept for a while (the response cache; emptied by every write). */
  cache?: ResponseCache | null
}

const dialect = new PgDialect()

/** The statements of one page of listing cards: the page itself and its total. */
export function cardPageStatements(options: Omit<CardPageOptions, 'location' | 'cache'>): {
  page: SQL
  count: SQL
} {
  const { order, byPrice } = sortOrder(options.sortby, activePrice)
  const where = sql.join([sql`p.status = ${literal(Visibility.PUBLIC)}`, ...options.where], sql` AND `)
  const offset = (options.page - 1) * options.perPage
  const translation = options.translated ? langJoin('product_langs', 'p', 'product_id', options.lang) : sql``
  const flash = options.priceFilter || byPrice ? activeFlashJoin : sql``
  // The page's ids first, on the narrow columns (filters, order, limit), then the cards of those ids only: the
  // per-card lookups (translation, flash sale) run for the page's rows and never for every matching product.
  const page = sql`WITH page AS MATERIALIZED (
      SELECT p.id FROM products p ${translation} ${flash}
      WHERE ${where} ORDER BY ${order} LIMIT ${options.perPage} OFFSET ${offset})
    SELECT ${cardColumns}${byPrice ? sql`, ${currentPrice}::float8 AS current_price` : sql``}
    ${cardFrom(options.lang)} WHERE p.id IN (SELECT id FROM page) ORDER BY ${listingOrder(options.sortby).order}`
  const count = sql`SELECT count(*)::int AS n FROM products p ${translation}
    ${options.priceFilter ? activeFlashJoin : sql``} WHERE ${where}`
  return { page, count }
}

/**
 * One page of public product cards with the paginator around it. The page and the total are two queries: the
 * page chooses its ids first and decorates only those rows (`cardPageStatements`), and the count skips the joins
 * it does not need (a window `count(*) OVER ()` computed every card of a 100 000-product catalogue). Totals are
 * cached with the response cache when there is one.
 */
export async function cardPage(db: Db, options: CardPageOptions): Promise<Paginator<ListingCard>> {
  const statements = cardPageStatements(options)
  const count = async () => (await rows<{ n: number }>(db, statements.count))[0]?.n ?? 0
  const countKey = () => {
    const { sql: text, params } = dialect.sqlToQuery(statements.count)
    return `count:${text}:${JSON.stringify(params)}`
  }
  const [cards, total] = await Promise.all([
    rows<ListingCard>(db, statements.page),
    options.cache ? options.cache.get(countKey(), count) : count(),
  ])
  return paginate(cards, total, options.page, options.perPage, options.location)
}

/** Comma list of ids as SQL (`1, 2, 3`). */
export const idsSql = (ids: readonly number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )

/** Escapes a text for ILIKE and wraps it in `%…%`. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`

/**
 * Products `p` whose title or tags contain `q` in the shopper's language (the translation, else the base text),
 * written so the trigram indexes serve it: in the default language the base columns are searched directly; in
 * another the candidates are the translations that match plus the base texts that match (for products without
 * that translation), and the exact rule is checked again on those few rows only. Needs `pl` joined.
 */
export function textMatch(lang: string | null, q: string, options: { exactOnly?: boolean } = {}): SQL {
  const pattern = containsPattern(q)
  if (!lang) return sql`(p.title ILIKE ${pattern} OR p.tags ILIKE ${pattern})`
  const exact = sql`(coalesce(pl.title, p.title) ILIKE ${pattern} OR coalesce(pl.tags, p.tags) ILIKE ${pattern})`
  // The caller already narrowed `p` to a few rows: the rule alone.
  if (options.exactOnly) return exact
  return sql`p.id IN (
      SELECT plm.product_id FROM product_langs plm
      WHERE plm.lang = ${lang} AND (plm.title ILIKE ${pattern} OR plm.tags ILIKE ${pattern})
      UNION
      SELECT pb.id FROM products pb WHERE pb.title ILIKE ${pattern} OR pb.tags ILIKE ${pattern})
    AND (coalesce(pl.title, p.title) ILIKE ${pattern} OR coalesce(pl.tags, p.tags) ILIKE ${pattern})`
}
