/** The product listings: `all` (a category), `products` (generic) and `store` (a seller) (contract 4.4, 4.5, 4.16). */
import type {
  CategoryListingData,
  CategoryTree,
  IdTitle,
  ProductsData,
  Store,
  StorePageData,
} from '@souk/core'
import { PAGE_SIZES, SourceType, Visibility } from '@souk/core'
import { type SQL, sql } from 'drizzle-orm'
import { z } from 'zod'
import { literal } from '../db/literal'
import { type Db, firstRow, rows } from '../db/openDb'
import type { ApiContext } from '../http/context'
import { ApiError } from '../http/envelope'
import { idList, optionalAmount, page, priceBound, truthy } from '../http/fields'
import { parseWith } from '../http/validate'
import { categoryColumns } from './home'
import { locationOf, queryOf } from './request'
import { cardPage, filterConditions, langJoin, stamps, textMatch, tr } from './sqlParts'

const filterFields = {
  sortby: z.string().max(40).optional(),
  brand: idList,
  collection: idList,
  shipping: idList,
  rating: optionalAmount.pipe(z.number().max(5, 'must be at most 5').optional()),
  min: priceBound,
  max: priceBound,
  page,
  sidebar_data: truthy,
}

const allQuery = z.object({
  category: z.string().trim().max(255).optional(),
  sub_category: z.string().trim().max(255).optional(),
  ...filterFields,
})

const productsQuery = z.object({
  q: z.string().trim().max(200, 'is too long').optional(),
  home_spm: z.coerce.number().int().min(1).optional(),
  banner: z.coerce.number().int().min(1).optional(),
  is_home_page: truthy,
  all_categories: truthy,
  ...filterFields,
})

const storeQuery = z.object({
  slug: z.string({ error: 'is required' }).trim().min(1, 'is required').max(255),
  sortby: z.string().max(40).optional(),
  page,
  required_rating: truthy,
})

/** Brands, collections and shipping rules for the filter sidebar; brands limited to those in scope. */
async function sidebar(db: Db, lang: string | null, scope: SQL) {
  const [brands, collections, shipping] = await Promise.all([
    rows<IdTitle>(
      db,
      sql`SELECT b.id, ${tr('b', 'title')} FROM brands b ${langJoin('brand_langs', 'b', 'brand_id', lang)}
          WHERE b.status = ${literal(Visibility.PUBLIC)} AND EXISTS (SELECT 1 FROM products p WHERE p.brand_id = b.id AND p.status = ${literal(Visibility.PUBLIC)} AND ${scope})
          ORDER BY 2`,
    ),
    rows<IdTitle>(
      db,
      sql`SELECT pc.id, ${tr('pc', 'title')} FROM product_collections pc
          ${langJoin('product_collection_langs', 'pc', 'product_collection_id', lang)} WHERE pc.status = ${literal(Visibility.PUBLIC)} ORDER BY pc.id`,
    ),
    rows<IdTitle>(
      db,
      sql`SELECT sr.id, ${tr('sr', 'title')} FROM shipping_rules sr
          ${langJoin('shipping_rule_langs', 'sr', 'shipping_rule_id', lang)} ORDER BY sr.id`,
    ),
  ])
  return { brands, collections, shipping }
}

/** A public category with its public children, recursively. */
async function categoryTree(db: Db, lang: string | null, slug: string): Promise<CategoryTree | null> {
  const all = await rows<CategoryTree>(
    db,
    sql`SELECT ${categoryColumns} FROM categories c ${langJoin('category_langs', 'c', 'category_id', lang)}
        WHERE c.status = ${literal(Visibility.PUBLIC)} ORDER BY c.id`,
  )
  const byParent = new Map<number, CategoryTree[]>()
  for (const row of all) if (row.parent) byParent.set(row.parent, [...(byParent.get(row.parent) ?? []), row])
  const build = (row: CategoryTree, depth: number): CategoryTree => ({
    ...row,
    child: depth > 8 ? [] : (byParent.get(row.id) ?? []).map((child) => build(child, depth + 1)),
  })
  const root = all.find((row) => row.slug === slug)
  if (!root) return null
  const tree = build(root, 0)
  if (!root.parent) {
    tree.public_sub_categories = tree.child.map(({ id, title, slug: childSlug, image }) => ({
      id,
      title,
      slug: childSlug,
      image,
    }))
  }
  return tree
}

/** GET all. */
export async function categoryListing(c: ApiContext): Promise<CategoryListingData> {
  const query = parseWith(allQuery, queryOf(c))
  const { db } = c.var.services
  const lang = c.var.lang
  // Legacy clients send the child as `sub_category`; nested categories accept any slug as `category`.
  const slug = query.sub_category || query.category
  if (!slug) throw new ApiError('The category field is required.')
  const category = await categoryTree(db, lang, slug)
  if (!category) throw new ApiError('No category found.')
  const inCategory = sql`EXISTS (SELECT 1 FROM product_categories pcat WHERE pcat.product_id = p.id AND pcat.category_id = ${category.id})`
  const [result, side] = await Promise.all([
    cardPage(db, {
      lang,
      where: [inCategory, ...filterConditions(query)],
      sortby: query.sortby,
      page: query.page,
      perPage: PAGE_SIZES.listing,
      location: locationOf(c, 'all'),
      priceFilter: query.min !== undefined || query.max !== undefined,
      cache: c.var.services.responseCache,
    }),
    query.sidebar_data ? sidebar(db, lang, inCategory) : null,
  ])
  return {
    result,
    category,
    brands: side?.brands ?? null,
    collections: side?.collections ?? null,
    shipping: side?.shipping ?? null,
  }
}

interface Source {
  id: number
  title: string
  source_type: number
  tags: string | null
}

/** The products behind a home slider or banner (contract 4.5 source resolution). */
async function sourceCondition(db: Db, lang: string | null, kind: 'home_spm' | 'banner', id: number) {
  const [table, langTable, foreignKey, prefix] =
    kind === 'banner'
      ? (['banners', 'banner_langs', 'banner_id', 'banner_source'] as const)
      : (['home_sliders', 'home_slider_langs', 'home_slider_id', 'home_slider_source'] as const)
  const source = await firstRow<Source>(
    db,
    sql`SELECT s.id, ${tr('s', 'title')}, s.source_type, s.tags FROM ${sql.raw(table)} s
        ${langJoin(langTable, 's', foreignKey, lang)} WHERE s.id = ${id}`,
  )
  if (!source) throw new ApiError(kind === 'banner' ? 'No banner found.' : 'No slider found.')
  let where: SQL | null = null
  const owner = sql.raw(`src.${foreignKey}`)
  if (source.source_type === SourceType.CATEGORY) {
    where = sql`EXISTS (SELECT 1 FROM product_categories pcat JOIN ${sql.raw(`${prefix}_categories`)} src
      ON src.category_id = pcat.category_id WHERE pcat.product_id = p.id AND ${owner} = ${source.id})`
  } else if (source.source_type === SourceType.BRAND) {
    where = sql`p.brand_id IN (SELECT src.brand_id FROM ${sql.raw(`${prefix}_brands`)} src WHERE ${owner} = ${source.id})`
  } else if (source.source_type === SourceType.PRODUCT) {
    where = sql`p.id IN (SELECT src.product_id FROM ${sql.raw(`${prefix}_products`)} src WHERE ${owner} = ${source.id})`
  } else if (source.source_type === SourceType.TAG) {
    const tags = (source.tags ?? '')
      .split(',')
      .map((tag) => tag.trim().toLowerCase())
      .filter(Boolean)
    // Every tag of the source must be among the product's tags.
    where =
      tags.length === 0
        ? sql`false`
        : sql.join(
            tags.map(
              (tag) =>
                sql`${tag} = ANY (string_to_array(lower(replace(coalesce(p.tags, ''), ', ', ',')), ','))`,
            ),
            sql` AND `,
          )
  }
  return { source: { id: source.id, title: source.title }, where }
}

/** GET products. */
export async function productListing(c: ApiContext): Promise<ProductsData> {
  const query = parseWith(productsQuery, queryOf(c))
  const { db } = c.var.services
  const lang = c.var.lang
  const where: SQL[] = filterConditions(query)
  let source: IdTitle | null = null
  if (query.home_spm !== undefined || query.banner !== undefined) {
    const resolved =
      query.home_spm !== undefined
        ? await sourceCondition(db, lang, 'home_spm', query.home_spm)
        : await sourceCondition(db, lang, 'banner', query.banner ?? 0)
    source = resolved.source
    if (resolved.where) where.push(resolved.where)
  }
  if (query.q) where.push(textMatch(lang, query.q))
  const [result, side, allCategories] = await Promise.all([
    cardPage(db, {
      lang,
      where,
      sortby: query.sortby,
      page: query.page,
      perPage: query.is_home_page ? PAGE_SIZES.homeProduct : PAGE_SIZES.listing,
      location: locationOf(c, 'products'),
      priceFilter: query.min !== undefined || query.max !== undefined,
      translated: Boolean(query.q && lang),
      cache: c.var.services.responseCache,
    }),
    query.sidebar_data ? sidebar(db, lang, sql`true`) : null,
    query.all_categories
      ? rows<{ id: number; title: string; slug: string }>(
          db,
          sql`SELECT c.id, ${tr('c', 'title')}, c.slug FROM categories c ${langJoin('category_langs', 'c', 'category_id', lang)}
              WHERE c.status = ${literal(Visibility.PUBLIC)} AND (c.parent IS NULL OR c.parent = 0) ORDER BY c.id`,
        )
      : null,
  ])
  return {
    result,
    source,
    category: null,
    all_categories: allCategories,
    brands: side?.brands ?? null,
    collections: side?.collections ?? null,
    shipping: side?.shipping ?? null,
  }
}

/** Columns of a store (contract 10.10) of alias `st`. */
export const storeColumns = sql`st.id, ${tr('st', 'name')}, st.slug, st.image, ${tr('st', 'meta_title')},
  ${tr('st', 'meta_description')}, st.whatsapp_btn, st.whatsapp_number, ${tr('st', 'whatsapp_default_msg')}, ${stamps('st')}`

/** GET store. */
export async function storePage(c: ApiContext): Promise<StorePageData> {
  const query = parseWith(storeQuery, queryOf(c))
  const { db } = c.var.services
  const lang = c.var.lang
  const store = await firstRow<Store & { admin_id: number }>(
    db,
    sql`SELECT ${storeColumns}, st.admin_id FROM stores st ${langJoin('store_langs', 'st', 'store_id', lang)}
        WHERE st.slug = ${query.slug}`,
  )
  if (!store) throw new ApiError('No store found.')
  const { admin_id: adminId, ...publicStore } = store
  const userId = c.var.identity.userId
  const [result, following, review] = await Promise.all([
    cardPage(db, {
      lang,
      where: [sql`p.admin_id = ${adminId}`],
      sortby: query.sortby,
      page: query.page,
      perPage: PAGE_SIZES.listing,
      location: locationOf(c, 'store'),
      cache: c.var.services.responseCache,
    }),
    userId
      ? firstRow<{ id: number }>(
          db,
          sql`SELECT id FROM user_follow_stores WHERE user_id = ${userId} AND store_id = ${store.id}`,
        )
      : undefined,
    query.required_rating
      ? firstRow<{ avg: number | null }>(
          db,
          sql`SELECT round(avg(p.rating), 2)::float8 AS avg FROM products p
              WHERE p.admin_id = ${adminId} AND p.status = ${literal(Visibility.PUBLIC)} AND p.review_count > 0`,
        )
      : undefined,
  ])
  return { result, store: publicStore, following: Boolean(following), review: review?.avg ?? 0 }
}
