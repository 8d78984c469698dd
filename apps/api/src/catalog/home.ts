/** GET home (contract 4.2): slider, features, banners, featured categories and brands, flash sales, collections. */
import type {
  Banner,
  Brand,
  Category,
  CollectionCard,
  CollectionWithProducts,
  HomeData,
  HomeSlider,
  SiteFeature,
} from '@souk/core'
import { HomeSliderType, PAGE_SIZES, Visibility } from '@souk/core'
import { sql } from 'drizzle-orm'
import { literal } from '../db/literal'
import { type Db, rows } from '../db/openDb'
import { serverTimeZone } from '../http/time'
import { bannerColumns } from './common'
import { flashSalesWithProducts } from './flash'
import { cardFrom, iso, langJoin, stamps, tr, ymd } from './sqlParts'

/** Columns of a full category row (contract 10.3) of alias `c`. */
export const categoryColumns = sql`c.id, ${tr('c', 'title')}, c.slug, c.image, c.status, ${tr('c', 'meta_title')},
  ${tr('c', 'meta_description')}, c.parent, c.featured, c.in_footer, ${stamps('c')}`

/** Columns of a brand row (contract 10.4) of alias `b`. */
export const brandColumns = sql`b.id, ${tr('b', 'title')}, b.slug, b.image, b.featured, b.status, ${stamps('b')}`

/** Builds `data` of `home`. */
export async function homeData(db: Db, lang: string | null): Promise<HomeData> {
  const [sliders, features, banners, categories, brands, flashSales, collections] = await Promise.all([
    rows<HomeSlider>(
      db,
      sql`SELECT h.id, ${tr('h', 'title')}, h.slug, h.image, h.type, h.source_type, h.tags, h.url, h.status, ${stamps('h')}
          FROM home_sliders h ${langJoin('home_slider_langs', 'h', 'home_slider_id', lang)} WHERE h.status = ${literal(Visibility.PUBLIC)} ORDER BY h.id`,
    ),
    rows<SiteFeature>(
      db,
      sql`SELECT s.id, s.image, s.status, ${tr('s', 'detail')}, ${stamps('s')} FROM site_features s
          ${langJoin('site_feature_langs', 's', 'site_feature_id', lang)} WHERE s.status = ${literal(Visibility.PUBLIC)} ORDER BY s.id`,
    ),
    rows<Banner>(
      db,
      sql`SELECT ${bannerColumns} FROM banners b ${langJoin('banner_langs', 'b', 'banner_id', lang)}
          WHERE b.status = ${literal(Visibility.PUBLIC)} ORDER BY b.type, b.id`,
    ),
    rows<Category>(
      db,
      sql`SELECT ${categoryColumns} FROM categories c ${langJoin('category_langs', 'c', 'category_id', lang)}
          WHERE c.status = ${literal(Visibility.PUBLIC)} AND c.featured = 1 ORDER BY c.id LIMIT ${PAGE_SIZES.featuredCategories}`,
    ),
    rows<Brand>(
      db,
      sql`SELECT ${brandColumns} FROM brands b ${langJoin('brand_langs', 'b', 'brand_id', lang)}
          WHERE b.status = ${literal(Visibility.PUBLIC)} AND b.featured = 1 ORDER BY b.id LIMIT ${PAGE_SIZES.featuredBrands}`,
    ),
    flashSalesWithProducts(db, lang),
    homeCollections(db, lang),
  ])
  const slider: HomeData['slider'] = { main: sliders.filter((item) => item.type === HomeSliderType.MAIN) }
  const rightTop = sliders.find((item) => item.type === HomeSliderType.RIGHT_TOP)
  const rightBottom = sliders.find((item) => item.type === HomeSliderType.RIGHT_BOTTOM)
  if (rightTop) slider.right_top = rightTop
  if (rightBottom) slider.right_bottom = rightBottom
  return {
    slider,
    site_features: features,
    banners,
    featured_categories: categories,
    flash_sales: flashSales,
    collections,
    featured_brands: brands,
    time_zone: serverTimeZone(),
  }
}

/** Public collections, each with up to 9 public product cards (empty collections kept, as the original). */
async function homeCollections(db: Db, lang: string | null): Promise<CollectionWithProducts[]> {
  const collections = await rows<Omit<CollectionWithProducts, 'product_collections'>>(
    db,
    sql`SELECT pc.id, ${tr('pc', 'title')}, pc.status, pc.slug, ${stamps('pc')} FROM product_collections pc
        ${langJoin('product_collection_langs', 'pc', 'product_collection_id', lang)} WHERE pc.status = ${literal(Visibility.PUBLIC)} ORDER BY pc.id`,
  )
  const cards = await rows<CollectionCard & { rank: number }>(
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
  return collections.map((collection) => ({
    ...collection,
    product_collections: cards
      .filter((card) => card.product_collection_id === collection.id)
      .map(({ rank: _rank, ...card }) => card),
  }))
}
