/**
 * The product listings (contract 4.4, 4.5, 4.16): `all` (a category), `products` (everything, a search, a home
 * slider's or banner's source) and `store` (a seller). Domain functions: they take validated input
 * (`listingInputs.ts`) and read through `listingQueries.ts`; the routes (`routes.ts`) wrap them in the envelope.
 */
import type { CategoryListingData, CategoryTree, ProductsData, StorePageData } from '@souk/core'
import { PAGE_SIZES } from '@souk/core'
import { type SQL, sql } from 'drizzle-orm'
import type { Db } from '../db/openDb'
import { ApiError } from '../http/envelope'
import type { PageLocation } from '../http/paginate'
import type { ResponseCache } from '../http/responseCache'
import type { CategoryListingInput, ProductListingInput, StorePageInput } from './listingInputs'
import {
  type CategoryRow,
  cardPage,
  filterConditions,
  followsStore,
  inCategory,
  ofSeller,
  priceRangeOf,
  promoSource,
  publicCategories,
  sellerRating,
  sidebarBrands,
  sidebarCollections,
  sidebarShippingRules,
  sortsByPrice,
  sourceCondition,
  storeBySlug,
  topCategories,
} from './listingQueries'
import { textMatch } from './sqlParts'

/**
 * What a listing reads with: the database, the shopper's language, where its links point, and the cache of its
 * pages, totals and category trees.
 */
export interface ListingScope {
  db: Db
  lang: string | null
  location: PageLocation
  cache: ResponseCache | null
}

/** Brands (those with a product in `scope`), collections and shipping rules for the filter sidebar. */
async function sidebar(db: Db, lang: string | null, scope: SQL) {
  const [brands, collections, shipping] = await Promise.all([
    sidebarBrands(db, lang, scope),
    sidebarCollections(db, lang),
    sidebarShippingRules(db, lang),
  ])
  return { brands, collections, shipping }
}

/** A public category with its public children, recursively. */
async function categoryTree(db: Db, lang: string | null, slug: string): Promise<CategoryTree | null> {
  const all = await publicCategories(db, lang)
  const byParent = new Map<number, CategoryRow[]>()
  for (const row of all) if (row.parent) byParent.set(row.parent, [...(byParent.get(row.parent) ?? []), row])
  const build = (row: CategoryRow, depth: number): CategoryTree => ({
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

/** GET all: a category's products with its tree (and the sidebar when asked). */
export async function categoryListing(
  scope: ListingScope,
  input: CategoryListingInput,
): Promise<CategoryListingData> {
  const { db, lang } = scope
  // Legacy clients send the child as `sub_category`; nested categories accept any slug as `category`.
  const slug = input.sub_category || input.category
  if (!slug) throw new ApiError('The category field is required.')
  // The tree reads every public category: kept with the pages (the same life and the same writes empty it).
  const tree = () => categoryTree(db, lang, slug)
  const category = await (scope.cache ? scope.cache.get(`category-tree|${lang ?? ''}|${slug}`, tree) : tree())
  if (!category) throw new ApiError('No category found.')
  const linked = inCategory(category.id)
  const [result, side] = await Promise.all([
    cardPage(db, {
      lang,
      where: [linked, ...filterConditions(input)],
      sortby: input.sortby,
      page: input.page,
      perPage: PAGE_SIZES.listing,
      location: scope.location,
      priceRange: priceRangeOf(input),
      cache: scope.cache,
    }),
    input.sidebar_data ? sidebar(db, lang, linked) : null,
  ])
  return {
    result,
    category,
    brands: side?.brands ?? null,
    collections: side?.collections ?? null,
    shipping: side?.shipping ?? null,
  }
}

/** The products behind a home slider or banner (contract 4.5 source resolution). */
async function sourceOf(db: Db, lang: string | null, kind: 'home_spm' | 'banner', id: number) {
  const source = await promoSource(db, lang, kind, id)
  if (!source) throw new ApiError(kind === 'banner' ? 'No banner found.' : 'No slider found.')
  return { source: { id: source.id, title: source.title }, where: sourceCondition(kind, source) }
}

/** GET products: every product, a search's results, or a slider's or banner's products. */
export async function productListing(scope: ListingScope, input: ProductListingInput): Promise<ProductsData> {
  const { db, lang } = scope
  const where: SQL[] = filterConditions(input)
  let source: ProductsData['source'] = null
  if (input.home_spm !== undefined || input.banner !== undefined) {
    const resolved =
      input.home_spm !== undefined
        ? await sourceOf(db, lang, 'home_spm', input.home_spm)
        : await sourceOf(db, lang, 'banner', input.banner ?? 0)
    source = resolved.source
    if (resolved.where) where.push(resolved.where)
  }
  if (input.q) where.push(textMatch(lang, input.q, { walked: sortsByPrice(input.sortby) }))
  const [result, side, allCategories] = await Promise.all([
    cardPage(db, {
      lang,
      where,
      sortby: input.sortby,
      page: input.page,
      perPage: input.is_home_page ? PAGE_SIZES.homeProduct : PAGE_SIZES.listing,
      location: scope.location,
      priceRange: priceRangeOf(input),
      cache: scope.cache,
      countWithPage: Boolean(input.q),
    }),
    input.sidebar_data ? sidebar(db, lang, sql`true`) : null,
    input.all_categories ? topCategories(db, lang) : null,
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

/** GET store: a seller's store, its products, whether the customer follows it and (when asked) its rating. */
export async function storePage(
  scope: ListingScope,
  input: StorePageInput,
  userId: number | null,
): Promise<StorePageData> {
  const { db, lang } = scope
  // The store's public row, kept with its pages (the same life and the same writes empty it): without it every
  // request of a cached page still waited for the database (at 100 000 products, 616–715 answers a second against
  // 1 500 for the other listings). Whether the customer follows it is read for each request. An unknown slug is not
  // kept (the cache drops a failed computation): random slugs cannot push the shop's pages out.
  const find = async () => {
    const found = await storeBySlug(db, lang, input.slug)
    if (!found) throw new ApiError('No store found.')
    return found
  }
  const store = await (scope.cache ? scope.cache.get(`store|${lang ?? ''}|${input.slug}`, find) : find())
  const { admin_id: adminId, ...publicStore } = store
  const [result, following, review] = await Promise.all([
    cardPage(db, {
      lang,
      where: [ofSeller(adminId)],
      sortby: input.sortby,
      page: input.page,
      perPage: PAGE_SIZES.listing,
      location: scope.location,
      cache: scope.cache,
    }),
    userId ? followsStore(db, userId, store.id) : false,
    input.required_rating ? sellerRating(db, adminId) : null,
  ])
  return { result, store: publicStore, following, review: review ?? 0 }
}
