/**
 * The home page's queries (contract 4.2). The sliders, features, featured categories and brands and the collections
 * are plain reads through Drizzle's typed builder (row types from the schema, coded columns as core's enums); the
 * collections' first cards (a window per collection) are a tuned statement and stay SQL, typed by
 * `CollectionCardRow` from the schema (checked in `homeQueries.test.ts`).
 */
import type { Flag, HomeSliderType, SourceType } from '@souk/core'
import { PAGE_SIZES, Visibility } from '@souk/core'
import { and, asc, eq, sql } from 'drizzle-orm'
import { isoTime } from '../db/apiTime'
import { coded, translated, translatedOrNull } from '../db/builderParts'
import { literal } from '../db/literal'
import { type Db, rows } from '../db/openDb'
import {
  brandLangs,
  brands,
  categories,
  type collectionWithProducts,
  type flashSaleProducts,
  homeSliderLangs,
  homeSliders,
  productCollectionLangs,
  productCollections,
  type products,
  siteFeatureLangs,
  siteFeatures,
} from '../db/schema'
import { categoriesIn } from './listingQueries'
import { cardFrom, iso, tr, ymd } from './sqlParts'

const PUBLIC = Visibility.PUBLIC

/** The public home sliders in a language, by id. */
export function publicSliders(db: Db, lang: string | null) {
  return db
    .select({
      id: homeSliders.id,
      title: translated(homeSliderLangs.title, homeSliders.title),
      slug: homeSliders.slug,
      image: homeSliders.image,
      type: coded<HomeSliderType>(homeSliders.type),
      source_type: coded<SourceType>(homeSliders.source_type),
      tags: homeSliders.tags,
      url: homeSliders.url,
      status: coded<Visibility>(homeSliders.status),
      created_at: isoTime(homeSliders.created_at),
      updated_at: isoTime(homeSliders.updated_at),
      // Souk's additive texts over the art (after the contract's fields, so their order is kept).
      subtitle: translatedOrNull(homeSliderLangs.subtitle, homeSliders.subtitle),
      button: translatedOrNull(homeSliderLangs.button, homeSliders.button),
    })
    .from(homeSliders)
    .leftJoin(
      homeSliderLangs,
      and(eq(homeSliderLangs.home_slider_id, homeSliders.id), eq(homeSliderLangs.lang, lang ?? '')),
    )
    .where(eq(homeSliders.status, PUBLIC))
    .orderBy(asc(homeSliders.id))
}

/** The public site features in a language, by id. */
export function publicFeatures(db: Db, lang: string | null) {
  return db
    .select({
      id: siteFeatures.id,
      image: siteFeatures.image,
      status: coded<Visibility>(siteFeatures.status),
      detail: translated(siteFeatureLangs.detail, siteFeatures.detail),
      created_at: isoTime(siteFeatures.created_at),
      updated_at: isoTime(siteFeatures.updated_at),
    })
    .from(siteFeatures)
    .leftJoin(
      siteFeatureLangs,
      and(eq(siteFeatureLangs.site_feature_id, siteFeatures.id), eq(siteFeatureLangs.lang, lang ?? '')),
    )
    .where(eq(siteFeatures.status, PUBLIC))
    .orderBy(asc(siteFeatures.id))
}

/** The first public featured categories in a language, by id (contract 10.3). */
export function featuredCategories(db: Db, lang: string | null) {
  return categoriesIn(db, lang)
    .where(and(eq(categories.status, PUBLIC), eq(categories.featured, 1)))
    .orderBy(asc(categories.id))
    .limit(PAGE_SIZES.featuredCategories)
}

/** The first public featured brands in a language, by id (contract 10.4). */
export function featuredBrands(db: Db, lang: string | null) {
  return db
    .select({
      id: brands.id,
      title: translated(brandLangs.title, brands.title),
      slug: brands.slug,
      image: brands.image,
      featured: coded<Flag>(brands.featured),
      status: coded<Visibility>(brands.status),
      created_at: isoTime(brands.created_at),
      updated_at: isoTime(brands.updated_at),
    })
    .from(brands)
    .leftJoin(brandLangs, and(eq(brandLangs.brand_id, brands.id), eq(brandLangs.lang, lang ?? '')))
    .where(and(eq(brands.status, PUBLIC), eq(brands.featured, 1)))
    .orderBy(asc(brands.id))
    .limit(PAGE_SIZES.featuredBrands)
}

/** The public product collections in a language, by id. */
export function publicCollections(db: Db, lang: string | null) {
  return db
    .select({
      id: productCollections.id,
      title: translated(productCollectionLangs.title, productCollections.title),
      status: coded<Visibility>(productCollections.status),
      slug: productCollections.slug,
      created_at: isoTime(productCollections.created_at),
      updated_at: isoTime(productCollections.updated_at),
    })
    .from(productCollections)
    .leftJoin(
      productCollectionLangs,
      and(
        eq(productCollectionLangs.product_collection_id, productCollections.id),
        eq(productCollectionLangs.lang, lang ?? ''),
      ),
    )
    .where(eq(productCollections.status, PUBLIC))
    .orderBy(asc(productCollections.id))
}

type Product = typeof products.$inferSelect

/**
 * A collection's card as the window statement returns it: the link's ids and times (as text), the product's card
 * columns, the active flash sale, and its place in the collection (`rank`, a bigint sent as text, dropped).
 */
export type CollectionCardRow = Pick<
  typeof collectionWithProducts.$inferSelect,
  'product_collection_id' | 'product_id'
> &
  Pick<
    Product,
    | 'id'
    | 'title'
    | 'badge'
    | 'selling'
    | 'offered'
    | 'slug'
    | 'image'
    | 'review_count'
    | 'rating'
    | 'shipping_rule_id'
  > & {
    created_at: string
    updated_at: string
    price: (typeof flashSaleProducts.$inferSelect)['price'] | null
    end_time: string | null
    rank: string
  }

/** The names the window statement sends, in order. */
export const collectionCardNames = [
  'id',
  'product_collection_id',
  'product_id',
  'created_at',
  'updated_at',
  'title',
  'badge',
  'selling',
  'offered',
  'slug',
  'image',
  'review_count',
  'rating',
  'shipping_rule_id',
  'price',
  'end_time',
  'rank',
] as const satisfies readonly (keyof CollectionCardRow)[]

/** The first public cards of every public collection, by collection and place. */
export function collectionCards(db: Db, lang: string | null): Promise<CollectionCardRow[]> {
  return rows<CollectionCardRow>(
    db,
    sql`SELECT * FROM (SELECT p.id, cwp.product_collection_id, p.id AS product_id, ${iso('cwp.created_at')} AS created_at,
          ${iso('cwp.updated_at')} AS updated_at, ${tr('p', 'title')}, ${tr('p', 'badge')}, p.selling::float8 AS selling,
          p.offered::float8 AS offered, p.slug, p.image, p.review_count, p.rating::float8 AS rating, p.shipping_rule_id,
          f.price::float8 AS price, ${ymd('f.end_time')} AS end_time,
          row_number() OVER (PARTITION BY cwp.product_collection_id ORDER BY cwp.id) AS rank
        ${cardFrom(lang)} JOIN collection_with_products cwp ON cwp.product_id = p.id
        JOIN product_collections pc ON pc.id = cwp.product_collection_id
        WHERE p.status = ${literal(Visibility.PUBLIC)} AND pc.status = ${literal(Visibility.PUBLIC)}) x WHERE x.rank <= ${PAGE_SIZES.homeCollection}
        ORDER BY x.product_collection_id, x.rank`,
  )
}
