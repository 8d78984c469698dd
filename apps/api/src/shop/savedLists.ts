/**
 * Wishlist, compare list and followed stores of a signed-in customer (contract 5.10). The rules live here (only a
 * public product is saved, a second toggle removes); the rows are read and written by `savedListQueries.ts`.
 */
import type { FollowedStoreRow, Paginator, SavedProductRow, ToggleRow } from '@souk/core'
import { PAGE_SIZES } from '@souk/core'
import type { Db } from '../db/openDb'
import { compareLists, userWishlists } from '../db/schema'
import { ApiError } from '../http/envelope'
import { type PageLocation, paginate } from '../http/paginate'
import { createdText } from '../http/time'
import type { SavedListQuery } from './inputs'
import {
  followPage,
  insertFollow,
  insertSavedProduct,
  publicProductId,
  removeFollow,
  removeSavedProduct,
  savedProductPage,
  storeId,
} from './savedListQueries'

/** The two product lists, by their path. */
export const SAVED_LISTS = {
  'user/wishlist': { table: userWishlists, noun: 'wishlist' },
  'user/compare-list': { table: compareLists, noun: 'compare list' },
} as const

/** A product list's path. */
export type SavedListPath = keyof typeof SAVED_LISTS

/** The order and window of a page of `query`. */
const pageOf = (query: SavedListQuery) => ({
  column: query.order_by,
  direction: query.type,
  limit: PAGE_SIZES.api,
  offset: (query.page - 1) * PAGE_SIZES.api,
})

/** GET user/wishlist/all, user/compare-list/all: the saved public products, 14 a page. */
export async function savedProducts(
  db: Db,
  lang: string | null,
  userId: number,
  path: SavedListPath,
  query: SavedListQuery,
  location: PageLocation,
): Promise<Paginator<SavedProductRow>> {
  const { found, total } = await savedProductPage(db, SAVED_LISTS[path].table, lang, userId, pageOf(query))
  const data: SavedProductRow[] = found.map(
    ({
      saved_id,
      user_id,
      product_id,
      saved_created_at,
      saved_updated_at,
      created_raw,
      total_count: _total,
      ...product
    }) => ({
      id: saved_id,
      user_id,
      product_id,
      created_at: saved_created_at,
      updated_at: saved_updated_at,
      created: createdText(created_raw, query.time_zone),
      // The contract's card has `shipping_rule_id?: number`; a product without a rule answers null, as always.
      product: product as SavedProductRow['product'],
    }),
  )
  return paginate(data, total, query.page, PAGE_SIZES.api, location)
}

/** POST user/wishlist/action, user/compare-list/action: adds a public product, or removes it when saved. */
export async function toggleSavedProduct(
  db: Db,
  userId: number,
  path: SavedListPath,
  productId: number,
): Promise<{ row: ToggleRow; message: string }> {
  const { table, noun } = SAVED_LISTS[path]
  return db.transaction(async (tx) => {
    if (await removeSavedProduct(tx, table, userId, productId)) {
      return { row: null, message: `The product has been removed from your ${noun}.` }
    }
    if (!(await publicProductId(tx, productId))) throw new ApiError('No product found.')
    const row = await insertSavedProduct(tx, table, userId, productId)
    if (!row) throw new ApiError('Please try again.')
    return { row, message: `The product has been added to your ${noun}.` }
  })
}

/** POST user/store/follow: follows a store, or stops following it. */
export async function toggleFollow(db: Db, userId: number, store: number): Promise<{ following: boolean }> {
  return db.transaction(async (tx) => {
    if (await removeFollow(tx, userId, store)) return { following: false }
    if (!(await storeId(tx, store))) throw new ApiError('No store found.')
    await insertFollow(tx, userId, store)
    return { following: true }
  })
}

/** GET user/store/following-list: the followed stores, 14 a page. */
export async function followedStores(
  db: Db,
  lang: string | null,
  userId: number,
  query: SavedListQuery,
  location: PageLocation,
): Promise<Paginator<FollowedStoreRow>> {
  const { found, total } = await followPage(db, lang, userId, pageOf(query))
  const data: FollowedStoreRow[] = found.map(
    ({
      store_name,
      store_slug,
      store_image,
      store_created_at,
      created_raw,
      total_count: _total,
      ...row
    }) => ({
      ...row,
      created: createdText(created_raw, query.time_zone),
      store: {
        id: row.store_id,
        name: store_name,
        slug: store_slug,
        image: store_image,
        created_at: store_created_at,
      },
    }),
  )
  return paginate(data, total, query.page, PAGE_SIZES.api, location)
}
