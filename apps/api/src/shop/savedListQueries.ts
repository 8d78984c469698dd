/**
 * The saved lists' queries: a customer's wishlist and compare list (`user_wishlists`, `compare_lists`, one shape)
 * and followed stores (`user_follow_stores`). Plain reads and writes use Drizzle's typed builder; the pages of
 * product cards and of stores are tuned statements (the catalogue's card columns, the translations, the count in
 * a window) and stay SQL, with row types derived from the schema.
 */
import { Visibility } from '@souk/core'
import { and, eq, sql } from 'drizzle-orm'
import { cardColumns, flashJoin, iso, langJoin, tr } from '../catalog/sqlParts'
import { isoTime } from '../db/apiTime'
import { literal } from '../db/literal'
import { type Db, rows } from '../db/openDb'
import { type compareLists, products, stores, userFollowStores, type userWishlists } from '../db/schema'
import type { SAVED_SORTS } from './inputs'

/** A saved product list's table (the wishlist and the compare list have the same shape). */
export type SavedListTable = typeof userWishlists | typeof compareLists

/** A product list page's order and window. */
export interface SavedPageQuery {
  column: (typeof SAVED_SORTS)[number]
  direction: 'asc' | 'desc'
  limit: number
  offset: number
}

type Product = typeof products.$inferSelect
type Saved = typeof userWishlists.$inferSelect

/** A product card as the listings answer it (`catalog/sqlParts.ts`'s card columns), typed by the schema. */
export type CardRow = Pick<
  Product,
  'id' | 'slug' | 'title' | 'badge' | 'selling' | 'offered' | 'image' | 'review_count' | 'rating'
> & {
  /** The active flash sale's price and end (`Y-m-d H:i:s`), else null. */
  price: number | null
  end_time: string | null
}

/** A saved product row of a page, typed by the schema. */
export type SavedRow = CardRow &
  Pick<Product, 'shipping_rule_id'> & {
    saved_id: Saved['id']
    user_id: Saved['user_id']
    product_id: Saved['product_id']
    saved_created_at: string
    saved_updated_at: string
    created_raw: Date | string
    total_count: number
  }

/** The customer's saved public products, a page of them, and how many there are in all. */
export async function savedProductPage(
  db: Db,
  table: SavedListTable,
  lang: string | null,
  userId: number,
  query: SavedPageQuery,
): Promise<{ found: SavedRow[]; total: number }> {
  const direction = query.direction === 'asc' ? sql`ASC` : sql`DESC`
  const column = sql.raw(`s.${query.column}`)
  const found = await rows<SavedRow>(
    db,
    sql`SELECT s.id AS saved_id, s.user_id, s.product_id, ${iso('s.created_at')} AS saved_created_at,
        ${iso('s.updated_at')} AS saved_updated_at, s.created_at AS created_raw, ${cardColumns}, p.shipping_rule_id,
        count(*) OVER ()::int AS total_count
        FROM ${table} s JOIN products p ON p.id = s.product_id
        ${langJoin('product_langs', 'p', 'product_id', lang)} ${flashJoin}
        WHERE s.user_id = ${userId} AND p.status = ${literal(Visibility.PUBLIC)} ORDER BY ${column} ${direction}, s.id ${direction}
        LIMIT ${query.limit} OFFSET ${query.offset}`,
  )
  let total = found[0]?.total_count
  if (total === undefined) {
    const [counted] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(table)
      .innerJoin(products, eq(products.id, table.product_id))
      .where(and(eq(table.user_id, userId), eq(products.status, literal(Visibility.PUBLIC))))
    total = counted?.n ?? 0
  }
  return { found, total }
}

/** Removes a product from the customer's list; returns the row's id, or nothing when it was not there. */
export async function removeSavedProduct(db: Db, table: SavedListTable, userId: number, productId: number) {
  const [row] = await db
    .delete(table)
    .where(and(eq(table.user_id, userId), eq(table.product_id, productId)))
    .returning({ id: table.id })
  return row
}

/** A public product's id, or nothing. */
export async function publicProductId(db: Db, productId: number) {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.status, literal(Visibility.PUBLIC))))
  return row
}

/** Adds a product to the customer's list; returns the row (contract `ToggleRow`), or nothing when it was there. */
export async function insertSavedProduct(db: Db, table: SavedListTable, userId: number, productId: number) {
  const [row] = await db
    .insert(table)
    .values({ user_id: userId, product_id: productId })
    .onConflictDoNothing()
    .returning({
      user_id: table.user_id,
      product_id: table.product_id,
      id: table.id,
      created_at: isoTime(table.created_at),
      updated_at: isoTime(table.updated_at),
    })
  return row
}

/** Stops following a store; returns the row's id, or nothing when the customer did not follow it. */
export async function removeFollow(db: Db, userId: number, storeId: number) {
  const [row] = await db
    .delete(userFollowStores)
    .where(and(eq(userFollowStores.user_id, userId), eq(userFollowStores.store_id, storeId)))
    .returning({ id: userFollowStores.id })
  return row
}

/** A store's id, or nothing. */
export async function storeId(db: Db, id: number) {
  const [row] = await db.select({ id: stores.id }).from(stores).where(eq(stores.id, id))
  return row
}

/** Follows a store (nothing when already followed). */
export async function insertFollow(db: Db, userId: number, storeId: number) {
  await db.insert(userFollowStores).values({ user_id: userId, store_id: storeId }).onConflictDoNothing()
}

type Follow = typeof userFollowStores.$inferSelect
type Store = typeof stores.$inferSelect

/** A followed store row of a page, typed by the schema (times as the API's text). */
export type FollowRow = Pick<Follow, 'id' | 'user_id' | 'store_id'> & {
  created_at: string
  updated_at: string
  created_raw: Date | string
  store_name: Store['name']
  store_slug: Store['slug']
  store_image: Store['image']
  store_created_at: string
  total_count: number
}

/** The customer's followed stores, a page of them, and how many there are in all. */
export async function followPage(
  db: Db,
  lang: string | null,
  userId: number,
  query: SavedPageQuery,
): Promise<{ found: FollowRow[]; total: number }> {
  const direction = query.direction === 'asc' ? sql`ASC` : sql`DESC`
  const found = await rows<FollowRow>(
    db,
    sql`SELECT f.id, f.user_id, f.store_id, ${iso('f.created_at')} AS created_at, ${iso('f.updated_at')} AS updated_at,
        f.created_at AS created_raw, ${tr('st', 'name', 'store_name')}, st.slug AS store_slug, st.image AS store_image,
        ${iso('st.created_at')} AS store_created_at, count(*) OVER ()::int AS total_count
        FROM user_follow_stores f JOIN stores st ON st.id = f.store_id
        ${langJoin('store_langs', 'st', 'store_id', lang)}
        WHERE f.user_id = ${userId} ORDER BY ${sql.raw(`f.${query.column}`)} ${direction}, f.id ${direction}
        LIMIT ${query.limit} OFFSET ${query.offset}`,
  )
  let total = found[0]?.total_count
  if (total === undefined) {
    const [counted] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(userFollowStores)
      .where(eq(userFollowStores.user_id, userId))
    total = counted?.n ?? 0
  }
  return { found, total }
}
