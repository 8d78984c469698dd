/** Wishlist, compare list and followed stores of a signed-in customer (contract 5.10). */
import type { FollowedStoreRow, ListingCard, Paginator, SavedProductRow, ToggleRow } from '@souk/core'
import { PAGE_SIZES, Visibility } from '@souk/core'
import { sql } from 'drizzle-orm'
import { z } from 'zod'
import { locationOf, queryOf } from '../catalog/request'
import { cardColumns, flashJoin, iso, langJoin, tr } from '../catalog/sqlParts'
import { literal } from '../db/literal'
import { firstRow, rows } from '../db/openDb'
import { readBody } from '../http/body'
import type { ApiContext } from '../http/context'
import { ApiError } from '../http/envelope'
import { page } from '../http/fields'
import { idField, parseBody, strictBody, userTokenField } from '../http/input'
import { paginate } from '../http/paginate'
import { requireUser } from '../http/shopper'
import { createdText } from '../http/time'
import { parseWith } from '../http/validate'

/** The two product lists, by their path. */
export const SAVED_LISTS = {
  'user/wishlist': { table: 'user_wishlists', noun: 'wishlist' },
  'user/compare-list': { table: 'compare_lists', noun: 'compare list' },
} as const

/** A product list's path. */
export type SavedListPath = keyof typeof SAVED_LISTS

const SORTABLE = { created_at: 'created_at', updated_at: 'updated_at', id: 'id' } as const

const listQuery = z.object({
  order_by: z
    .enum(['created_at', 'updated_at', 'id'], { error: 'must be one of created_at, updated_at, id' })
    .default('created_at'),
  type: z.enum(['asc', 'desc'], { error: 'must be asc or desc' }).default('desc'),
  page,
  time_zone: z.string().max(64).optional(),
})

const productBody = strictBody({ product_id: idField, user_token: userTokenField })
const storeBody = strictBody({ store_id: idField, user_token: userTokenField })

type SavedRow = ListingCard & {
  saved_id: number
  user_id: number
  product_id: number
  saved_created_at: string
  saved_updated_at: string
  created_raw: string | Date
  shipping_rule_id: number | null
  total_count: number
}

/** GET user/wishlist/all, user/compare-list/all: the saved public products, 14 a page. */
export async function savedProducts(c: ApiContext, path: SavedListPath): Promise<Paginator<SavedProductRow>> {
  const userId = await requireUser(c)
  const query = parseWith(listQuery, queryOf(c))
  const { db } = c.var.services
  const table = sql.raw(SAVED_LISTS[path].table)
  const perPage = PAGE_SIZES.api
  const direction = query.type === 'asc' ? sql`ASC` : sql`DESC`
  const column = sql.raw(`s.${SORTABLE[query.order_by]}`)
  const found = await rows<SavedRow>(
    db,
    sql`SELECT s.id AS saved_id, s.user_id, s.product_id, ${iso('s.created_at')} AS saved_created_at,
        ${iso('s.updated_at')} AS saved_updated_at, s.created_at AS created_raw, ${cardColumns}, p.shipping_rule_id,
        count(*) OVER ()::int AS total_count
        FROM ${table} s JOIN products p ON p.id = s.product_id
        ${langJoin('product_langs', 'p', 'product_id', c.var.lang)} ${flashJoin}
        WHERE s.user_id = ${userId} AND p.status = ${literal(Visibility.PUBLIC)} ORDER BY ${column} ${direction}, s.id ${direction}
        LIMIT ${perPage} OFFSET ${(query.page - 1) * perPage}`,
  )
  let total = found[0]?.total_count
  if (total === undefined) {
    const counted = await firstRow<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM ${table} s JOIN products p ON p.id = s.product_id
          WHERE s.user_id = ${userId} AND p.status = ${literal(Visibility.PUBLIC)}`,
    )
    total = counted?.n ?? 0
  }
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
      product,
    }),
  )
  return paginate(data, total, query.page, perPage, locationOf(c, `${path}/all`))
}

/** POST user/wishlist/action, user/compare-list/action: adds a public product, or removes it when saved. */
export async function toggleSavedProduct(
  c: ApiContext,
  path: SavedListPath,
): Promise<{ row: ToggleRow; message: string }> {
  const userId = await requireUser(c)
  const input = parseBody(productBody, await readBody(c))
  const { table: tableName, noun } = SAVED_LISTS[path]
  const table = sql.raw(tableName)
  const { db } = c.var.services
  return db.transaction(async (tx) => {
    const removed = await firstRow<{ id: number }>(
      tx,
      sql`DELETE FROM ${table} WHERE user_id = ${userId} AND product_id = ${input.product_id} RETURNING id`,
    )
    if (removed) return { row: null, message: `The product has been removed from your ${noun}.` }
    const product = await firstRow<{ id: number }>(
      tx,
      sql`SELECT id FROM products WHERE id = ${input.product_id} AND status = ${literal(Visibility.PUBLIC)}`,
    )
    if (!product) throw new ApiError('No product found.')
    const row = await firstRow<NonNullable<ToggleRow>>(
      tx,
      sql`INSERT INTO ${table} (user_id, product_id) VALUES (${userId}, ${input.product_id})
          ON CONFLICT DO NOTHING
          RETURNING user_id, product_id, id, ${iso('created_at')} AS created_at, ${iso('updated_at')} AS updated_at`,
    )
    if (!row) throw new ApiError('Please try again.')
    return { row, message: `The product has been added to your ${noun}.` }
  })
}

/** POST user/store/follow: follows a store, or stops following it. */
export async function toggleFollow(c: ApiContext): Promise<{ following: boolean }> {
  const userId = await requireUser(c)
  const input = parseBody(storeBody, await readBody(c))
  const { db } = c.var.services
  return db.transaction(async (tx) => {
    const removed = await firstRow<{ id: number }>(
      tx,
      sql`DELETE FROM user_follow_stores WHERE user_id = ${userId} AND store_id = ${input.store_id} RETURNING id`,
    )
    if (removed) return { following: false }
    const store = await firstRow<{ id: number }>(tx, sql`SELECT id FROM stores WHERE id = ${input.store_id}`)
    if (!store) throw new ApiError('No store found.')
    await tx.execute(
      sql`INSERT INTO user_follow_stores (user_id, store_id) VALUES (${userId}, ${input.store_id})
          ON CONFLICT DO NOTHING`,
    )
    return { following: true }
  })
}

type FollowRow = Omit<FollowedStoreRow, 'store' | 'created'> & {
  store_name: string
  store_slug: string
  store_image: string | null
  store_created_at: string
  created_raw: string | Date
  total_count: number
}

/** GET user/store/following-list: the followed stores, 14 a page. */
export async function followedStores(c: ApiContext): Promise<Paginator<FollowedStoreRow>> {
  const userId = await requireUser(c)
  const query = parseWith(listQuery, queryOf(c))
  const { db } = c.var.services
  const perPage = PAGE_SIZES.api
  const direction = query.type === 'asc' ? sql`ASC` : sql`DESC`
  const found = await rows<FollowRow>(
    db,
    sql`SELECT f.id, f.user_id, f.store_id, ${iso('f.created_at')} AS created_at, ${iso('f.updated_at')} AS updated_at,
        f.created_at AS created_raw, ${tr('st', 'name', 'store_name')}, st.slug AS store_slug, st.image AS store_image,
        ${iso('st.created_at')} AS store_created_at, count(*) OVER ()::int AS total_count
        FROM user_follow_stores f JOIN stores st ON st.id = f.store_id
        ${langJoin('store_langs', 'st', 'store_id', c.var.lang)}
        WHERE f.user_id = ${userId} ORDER BY ${sql.raw(`f.${SORTABLE[query.order_by]}`)} ${direction}, f.id ${direction}
        LIMIT ${perPage} OFFSET ${(query.page - 1) * perPage}`,
  )
  let total = found[0]?.total_count
  if (total === undefined) {
    const counted = await firstRow<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM user_follow_stores WHERE user_id = ${userId}`,
    )
    total = counted?.n ?? 0
  }
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
  return paginate(data, total, query.page, perPage, locationOf(c, 'user/store/following-list'))
}
