/**
 * The listings' queries (`all`, `products`, `store`). The page of cards and its total are tuned statements and stay
 * SQL (`cardPageStatements`: the page's ids first, then the cards of those ids only); what they return is typed by
 * `@souk/core`'s `ListingCard`, whose fields `listingQueries.test.ts` checks against the schema. The plain reads
 * around them (the category tree, the sidebar lists, a slider's or banner's source, a store, a follow) use Drizzle's
 * typed builder, so their row types come from the schema. Times are formatted by PostgreSQL as the contract's
 * answers always were.
 */
import type { Flag, ListingCard, Paginator } from '@souk/core'
import { SourceType, Visibility } from '@souk/core'
import { and, asc, eq, gt, isNull, or, type SQL, sql } from 'drizzle-orm'
import { type AnyPgColumn, PgDialect } from 'drizzle-orm/pg-core'
import { coded, translated, translatedOrNull } from '../db/builderParts'
import { literal } from '../db/literal'
import { type Db, rows } from '../db/openDb'
import {
  bannerLangs,
  banners,
  brandLangs,
  brands,
  categories,
  categoryLangs,
  type flashSaleProducts,
  homeSliderLangs,
  homeSliders,
  productCollectionLangs,
  productCollections,
  products,
  shippingRuleLangs,
  shippingRules,
  storeLangs,
  stores,
  userFollowStores,
} from '../db/schema'
import { basePrice } from '../db/schema/columns'
import { type PageLocation, paginate } from '../http/paginate'
import type { ResponseCache } from '../http/responseCache'
import { cardColumns, cardFrom, currentPrice, stamps, tr } from './sqlParts'

const PUBLIC = Visibility.PUBLIC

/** A stored time as the API writes it: ISO 8601 in UTC with microseconds, formatted by PostgreSQL. */
const isoTime = (column: AnyPgColumn) =>
  sql<string>`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`

/** The language a translation row must have (none matches for the default language). */
const langOf = (lang: string | null) => lang ?? ''

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

/** The ids of the products in an active flash sale (the products `activeFlashJoin` finds a sale for). */
const activeFlashIds = sql.raw(`SELECT fsp.product_id FROM flash_sale_products fsp
  JOIN flash_sales fs ON fs.id = fsp.flash_sale_id
  WHERE fsp.product_id IS NOT NULL AND fs.status = ${Visibility.PUBLIC} AND fs.start_time <= now() AND fs.end_time >= now()`)

/** The current price of `p` with `activeFlashJoin` (`fa`): the same value as `currentPrice`. */
const activePrice = sql.raw(
  '(CASE WHEN fa.end_time IS NOT NULL THEN fa.price WHEN p.offered > 0 THEN p.offered ELSE p.selling END)',
)

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

/** Whether a listing's page is chosen by price (`pageByPrice`: a walk of the price index). */
export const sortsByPrice = (sortby: string | undefined) => listingOrder(sortby).byPrice

/** The filters shared by `all`, `products` and `store`. */
export interface CardFilters {
  brand?: number[]
  collection?: number[]
  shipping?: number[]
  rating?: number | undefined
  min?: number | undefined
  max?: number | undefined
}

/** A range of the current price (contract 4.4's `min` and `max`; a missing end is open). */
export interface PriceRange {
  min: number
  max: number
}

/** The price range of the filters, or none when neither end is given. */
export function priceRangeOf(filters: CardFilters): PriceRange | undefined {
  if (filters.min === undefined && filters.max === undefined) return undefined
  return { min: filters.min ?? 0, max: filters.max ?? 999999 }
}

/** A price expression within a range. */
const within = (price: SQL, range: PriceRange): SQL => sql`${price} BETWEEN ${range.min} AND ${range.max}`

/** The condition of a price range on the current price: it reads `fa` (`activeFlashJoin`). */
export const priceCondition = (range: PriceRange): SQL => within(activePrice, range)

/**
 * WHERE conditions of the shared filters but the price range (`priceRangeOf`), which `cardPage` applies itself:
 * to the current price, and to the price before sales where it walks `products_base_price_idx`.
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
  /** A range of the current price (`priceRangeOf`): choosing the page and counting then join `fa`. */
  priceRange?: PriceRange | undefined
  /** Where pages and totals may be kept for a while (a part of the response cache; emptied by every write). */
  cache?: ResponseCache | null
  /**
   * The matching products are costly to find (a search's text: an index read and every match's text tested): find
   * them once for the page and its total, in one statement (`withTotal`), instead of once in each.
   */
  countWithPage?: boolean
}

const dialect = new PgDialect()

/**
 * A listing card as the page statement returns it (`cardColumns`), typed by the schema: the product's columns,
 * the active flash sale's price and its end as the API's text, and the current price when sorted by price.
 * `listingQueries.test.ts` checks that it is `@souk/core`'s `ListingCard` and that the statement sends these names.
 */
export type CardRow = Pick<
  typeof products.$inferSelect,
  'id' | 'slug' | 'title' | 'badge' | 'selling' | 'offered' | 'image' | 'review_count' | 'rating'
> & {
  price: (typeof flashSaleProducts.$inferSelect)['price'] | null
  end_time: string | null
  current_price?: (typeof products.$inferSelect)['selling']
}

/** A total, as `count(*)::int` returns it. */
export type TotalRow = { n: number }

/** The statements of one page of listing cards: the page itself and its total. */
export function cardPageStatements(options: Omit<CardPageOptions, 'location' | 'cache'>): {
  page: SQL
  count: SQL
  /** With `countWithPage` (not by price): the page's cards, each with the total as `listing_total`. */
  withTotal?: SQL
} {
  const { order, byPrice } = sortOrder(options.sortby, activePrice)
  const { priceRange } = options
  const conditions = [sql`p.status = ${literal(Visibility.PUBLIC)}`, ...options.where]
  const where = sql.join(priceRange ? [...conditions, priceCondition(priceRange)] : conditions, sql` AND `)
  const offset = (options.page - 1) * options.perPage
  const flash = priceRange ? activeFlashJoin : sql``
  // The page's ids first, on the narrow columns (filters, order, limit), then the cards of those ids only: the
  // per-card lookups (translation, flash sale) run for the page's rows and never for every matching product.
  const choice = byPrice
    ? pageByPrice(
        sql.join(conditions, sql` AND `),
        priceRange,
        options.sortby === 'price_high_to_low',
        options.perPage,
        offset,
      )
    : sql`SELECT p.id FROM products p ${flash}
      WHERE ${where} ORDER BY ${order} LIMIT ${options.perPage} OFFSET ${offset}`
  const page = sql`WITH page AS MATERIALIZED (${choice})
    SELECT ${cardColumns}${byPrice ? sql`, ${currentPrice}::float8 AS current_price` : sql``}
    ${cardFrom(options.lang)} WHERE p.id IN (SELECT id FROM page) ORDER BY ${listingOrder(options.sortby).order}`
  const count = sql`SELECT count(*)::int AS n FROM products p ${flash} WHERE ${where}`
  if (!options.countWithPage || byPrice) return { page, count }
  // The matches once, with the columns of every order but price (all in `products_page_choice_idx`): the page is
  // chosen among them and the total counts them. (By price, the page is chosen by walking the price index instead.)
  const withTotal = sql`WITH matched AS MATERIALIZED (
      SELECT p.id, p.updated_at, p.created_at, p.rating, p.review_count FROM products p ${flash} WHERE ${where}),
    page AS MATERIALIZED (SELECT p.id FROM matched p ORDER BY ${order} LIMIT ${options.perPage} OFFSET ${offset})
    SELECT ${cardColumns}, (SELECT count(*)::int FROM matched) AS listing_total
    ${cardFrom(options.lang)} WHERE p.id IN (SELECT id FROM page) ORDER BY ${listingOrder(options.sortby).order}`
  return { page, count, withTotal }
}

/**
 * The ids of a page by current price (`ORDER BY activePrice, p.id`, ascending or descending), without pricing every
 * matching product. A product's current price is its price before sales (`basePrice`, read in the order of
 * `products_base_price_idx`) unless it is in an active flash sale, and those are few: the page is among the first
 * `offset + perPage` products in no sale, in index order, together with every matching product in a sale at its
 * sale price. Both sets sorted together give exactly the order of `activePrice` (`listingPriceOrder.test.ts`).
 * `where` holds every condition but the price range: for the products in no sale the range is on the price before
 * sales, the index's own expression, so the walk starts at its low end (a condition on `activePrice` there would be
 * a filter the planner cannot estimate, and it then read the whole range through a bitmap and sorted it).
 */
function pageByPrice(
  where: SQL,
  range: PriceRange | undefined,
  descending: boolean,
  perPage: number,
  offset: number,
): SQL {
  const direction = sql.raw(descending ? 'DESC' : 'ASC')
  const base = sql.raw(basePrice('p'))
  const baseRange = range ? sql` AND ${within(base, range)}` : sql``
  const saleRange = range ? sql` AND ${priceCondition(range)}` : sql``
  return sql`SELECT c.id FROM (
      (SELECT p.id, ${base} AS price FROM products p
        WHERE ${where}${baseRange} AND p.id NOT IN (${activeFlashIds})
        ORDER BY ${base} ${direction}, p.id ${direction} LIMIT ${perPage + offset})
      UNION ALL
      (SELECT p.id, fa.price FROM products p ${activeFlashJoin} WHERE fa.end_time IS NOT NULL AND ${where}${saleRange})
    ) c ORDER BY c.price ${direction}, c.id ${direction} LIMIT ${perPage} OFFSET ${offset}`
}

/**
 * One page of public product cards with the paginator around it. The page and the total are two queries: the
 * page chooses its ids first and decorates only those rows (`cardPageStatements`), and the count skips the joins
 * it does not need (a window `count(*) OVER ()` computed every card of a 100 000-product catalogue). Both are
 * kept for a few seconds in the listings' part of the response cache when there is one. A search's text
 * (`countWithPage`) is one query: the matches found once serve both (half the database's work of a search never
 * asked before: its text tested once on every title that has its trigrams, not twice).
 */
export async function cardPage(db: Db, options: CardPageOptions): Promise<Paginator<ListingCard>> {
  const statements = cardPageStatements(options)
  const { cache } = options
  // A statement's text and parameters say everything its rows depend on (language, filters, order, page) but the
  // time, which the cache's short life bounds: they are the key. Concurrent askers of one key share one run.
  const through = <T>(kind: string, statement: SQL, compute: () => Promise<T>): Promise<T> => {
    if (!cache) return compute()
    const { sql: text, params } = dialect.sqlToQuery(statement)
    return cache.get(`${kind}:${text}:${JSON.stringify(params)}`, compute)
  }
  const counted = async () => (await rows<TotalRow>(db, statements.count))[0]?.n ?? 0
  const { withTotal } = statements
  if (withTotal) {
    const found = await through('page and total', withTotal, () =>
      rows<CardRow & { listing_total: number }>(db, withTotal),
    )
    const cards = found.map(({ listing_total: _total, ...card }) => card)
    // No card: on the first page, nothing matches; past the last page, the total is counted on its own.
    const total =
      found[0]?.listing_total ?? (options.page === 1 ? 0 : await through('count', statements.count, counted))
    return paginate(cards, total, options.page, options.perPage, options.location)
  }
  const [cards, total] = await Promise.all([
    through('page', statements.page, () => rows<CardRow>(db, statements.page)),
    through('count', statements.count, counted),
  ])
  return paginate(cards, total, options.page, options.perPage, options.location)
}

/** A category row (contract 10.3), typed by the schema (times as the API's text). */
export type CategoryRow = Pick<
  typeof categories.$inferSelect,
  'id' | 'title' | 'slug' | 'image' | 'meta_title' | 'meta_description' | 'parent'
> & { status: Visibility; featured: Flag; in_footer: Flag; created_at: string; updated_at: string }

/** The categories with their texts in a language (contract 10.3's columns, in order), to filter and sort. */
export function categoriesIn(db: Db, lang: string | null) {
  return db
    .select({
      id: categories.id,
      title: translated(categoryLangs.title, categories.title),
      slug: categories.slug,
      image: categories.image,
      status: coded<Visibility>(categories.status),
      meta_title: translatedOrNull(categoryLangs.meta_title, categories.meta_title),
      meta_description: translatedOrNull(categoryLangs.meta_description, categories.meta_description),
      parent: categories.parent,
      parent_slug: sql<
        string | null
      >`(SELECT parent_category.slug FROM categories parent_category WHERE parent_category.id = ${categories.parent})`,
      featured: coded<Flag>(categories.featured),
      in_footer: coded<Flag>(categories.in_footer),
      created_at: isoTime(categories.created_at),
      updated_at: isoTime(categories.updated_at),
    })
    .from(categories)
    .leftJoin(
      categoryLangs,
      and(eq(categoryLangs.category_id, categories.id), eq(categoryLangs.lang, langOf(lang))),
    )
}

/** Every public category in a language, by id. */
export async function publicCategories(db: Db, lang: string | null): Promise<CategoryRow[]> {
  return categoriesIn(db, lang).where(eq(categories.status, PUBLIC)).orderBy(asc(categories.id))
}

/** The public top-level categories (id, title, slug) in a language, by id. */
export function topCategories(db: Db, lang: string | null) {
  return db
    .select({
      id: categories.id,
      title: translated(categoryLangs.title, categories.title),
      slug: categories.slug,
    })
    .from(categories)
    .leftJoin(
      categoryLangs,
      and(eq(categoryLangs.category_id, categories.id), eq(categoryLangs.lang, langOf(lang))),
    )
    .where(and(eq(categories.status, PUBLIC), or(isNull(categories.parent), eq(categories.parent, 0))))
    .orderBy(asc(categories.id))
}

/** The public brands with a public product in `scope` (a condition on `p`), by title. */
export function sidebarBrands(db: Db, lang: string | null, scope: SQL) {
  const title = translated(brandLangs.title, brands.title)
  return db
    .select({ id: brands.id, title })
    .from(brands)
    .leftJoin(brandLangs, and(eq(brandLangs.brand_id, brands.id), eq(brandLangs.lang, langOf(lang))))
    .where(
      and(
        eq(brands.status, PUBLIC),
        sql`EXISTS (SELECT 1 FROM products p WHERE p.brand_id = ${brands.id} AND p.status = ${literal(PUBLIC)} AND ${scope})`,
      ),
    )
    .orderBy(title)
}

/** The public collections (id, title), by id. */
export function sidebarCollections(db: Db, lang: string | null) {
  return db
    .select({
      id: productCollections.id,
      title: translated(productCollectionLangs.title, productCollections.title),
    })
    .from(productCollections)
    .leftJoin(
      productCollectionLangs,
      and(
        eq(productCollectionLangs.product_collection_id, productCollections.id),
        eq(productCollectionLangs.lang, langOf(lang)),
      ),
    )
    .where(eq(productCollections.status, PUBLIC))
    .orderBy(asc(productCollections.id))
}

/** The shipping rules (id, title), by id. */
export function sidebarShippingRules(db: Db, lang: string | null) {
  return db
    .select({ id: shippingRules.id, title: translated(shippingRuleLangs.title, shippingRules.title) })
    .from(shippingRules)
    .leftJoin(
      shippingRuleLangs,
      and(eq(shippingRuleLangs.shipping_rule_id, shippingRules.id), eq(shippingRuleLangs.lang, langOf(lang))),
    )
    .orderBy(asc(shippingRules.id))
}

/** A home slider's or banner's source: what it lists (`source_type`, `tags`) and its title in a language. */
export type PromoSource = Pick<typeof banners.$inferSelect, 'id' | 'title' | 'source_type' | 'tags'>

/** A home slider (`home_spm`) or a banner by id, or undefined. */
export async function promoSource(
  db: Db,
  lang: string | null,
  kind: 'home_spm' | 'banner',
  id: number,
): Promise<PromoSource | undefined> {
  if (kind === 'banner') {
    const [row] = await db
      .select({
        id: banners.id,
        title: translated(bannerLangs.title, banners.title),
        source_type: banners.source_type,
        tags: banners.tags,
      })
      .from(banners)
      .leftJoin(bannerLangs, and(eq(bannerLangs.banner_id, banners.id), eq(bannerLangs.lang, langOf(lang))))
      .where(eq(banners.id, id))
    return row
  }
  const [row] = await db
    .select({
      id: homeSliders.id,
      title: translated(homeSliderLangs.title, homeSliders.title),
      source_type: homeSliders.source_type,
      tags: homeSliders.tags,
    })
    .from(homeSliders)
    .leftJoin(
      homeSliderLangs,
      and(eq(homeSliderLangs.home_slider_id, homeSliders.id), eq(homeSliderLangs.lang, langOf(lang))),
    )
    .where(eq(homeSliders.id, id))
  return row
}

/** The condition on `p` of the products a source lists (contract 4.5 source resolution), or null for none. */
export function sourceCondition(kind: 'home_spm' | 'banner', source: PromoSource): SQL | null {
  const [foreignKey, prefix] =
    kind === 'banner'
      ? (['banner_id', 'banner_source'] as const)
      : (['home_slider_id', 'home_slider_source'] as const)
  const owner = sql.raw(`src.${foreignKey}`)
  if (source.source_type === SourceType.CATEGORY) {
    return sql`EXISTS (SELECT 1 FROM product_categories pcat JOIN ${sql.raw(`${prefix}_categories`)} src
      ON src.category_id = pcat.category_id WHERE pcat.product_id = p.id AND ${owner} = ${source.id})`
  }
  if (source.source_type === SourceType.BRAND) {
    return sql`p.brand_id IN (SELECT src.brand_id FROM ${sql.raw(`${prefix}_brands`)} src WHERE ${owner} = ${source.id})`
  }
  if (source.source_type === SourceType.PRODUCT) {
    return sql`p.id IN (SELECT src.product_id FROM ${sql.raw(`${prefix}_products`)} src WHERE ${owner} = ${source.id})`
  }
  if (source.source_type === SourceType.TAG) {
    const tags = (source.tags ?? '')
      .split(',')
      .map((tag) => tag.trim().toLowerCase())
      .filter(Boolean)
    // Every tag of the source must be among the product's tags.
    return tags.length === 0
      ? sql`false`
      : sql.join(
          tags.map(
            (tag) =>
              sql`${tag} = ANY (string_to_array(lower(replace(coalesce(p.tags, ''), ', ', ',')), ','))`,
          ),
          sql` AND `,
        )
  }
  return null
}

/** The products of a category (`p` linked to it). */
export const inCategory = (categoryId: number) =>
  sql`EXISTS (SELECT 1 FROM product_categories pcat WHERE pcat.product_id = p.id AND pcat.category_id = ${categoryId})`

/** The products of a seller (`p` of the store's admin). */
export const ofSeller = (adminId: number) => sql`p.admin_id = ${adminId}`

/** Columns of a store (contract 10.10) of alias `st`, for the tuned product statement (`product.ts`). */
export const storeColumns = sql`st.id, ${tr('st', 'name')}, st.slug, st.image, ${tr('st', 'meta_title')},
  ${tr('st', 'meta_description')}, st.whatsapp_btn, st.whatsapp_number, ${tr('st', 'whatsapp_default_msg')}, ${stamps('st')}`

/** A store by slug in a language, with its seller (`admin_id`); the columns of `storeColumns`, in that order. */
export async function storeBySlug(db: Db, lang: string | null, slug: string) {
  const [row] = await db
    .select({
      id: stores.id,
      name: translated(storeLangs.name, stores.name),
      slug: stores.slug,
      image: stores.image,
      meta_title: translatedOrNull(storeLangs.meta_title, stores.meta_title),
      meta_description: translatedOrNull(storeLangs.meta_description, stores.meta_description),
      whatsapp_btn: coded<Flag>(stores.whatsapp_btn),
      whatsapp_number: stores.whatsapp_number,
      whatsapp_default_msg: translatedOrNull(storeLangs.whatsapp_default_msg, stores.whatsapp_default_msg),
      created_at: isoTime(stores.created_at),
      updated_at: isoTime(stores.updated_at),
      admin_id: stores.admin_id,
    })
    .from(stores)
    .leftJoin(storeLangs, and(eq(storeLangs.store_id, stores.id), eq(storeLangs.lang, langOf(lang))))
    .where(eq(stores.slug, slug))
  return row
}

/** Whether a customer follows a store. */
export async function followsStore(db: Db, userId: number, storeId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: userFollowStores.id })
    .from(userFollowStores)
    .where(and(eq(userFollowStores.user_id, userId), eq(userFollowStores.store_id, storeId)))
  return Boolean(row)
}

/** The average rating of a seller's public products that have reviews (2 decimals), or null. */
export async function sellerRating(db: Db, adminId: number): Promise<number | null> {
  const [row] = await db
    .select({ avg: sql<number | null>`round(avg(${products.rating}), 2)::float8` })
    .from(products)
    .where(and(eq(products.admin_id, adminId), eq(products.status, PUBLIC), gt(products.review_count, 0)))
  return row?.avg ?? null
}
