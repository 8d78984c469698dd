import { eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { columnsNamed, expectRowOf, keysOf } from '../db/rowShape.testing'
import { carts, products, stores, userFollowStores, userWishlists, vouchers } from '../db/schema'
import type { Shopper } from '../http/shopper'
import { createCustomer, guestToken } from '../test/fixtures'
import { type TestServer, testServer } from '../test/testServer'
import { addressById, insertAddress } from './addressQueries'
import { type LineProductRow, lineProducts } from './cartLineQueries'
import { cartTotals, deleteOwnLine, guestCartTotals, insertLine, moveGuestLines } from './cartQueries'
import {
  type FollowRow,
  followPage,
  insertFollow,
  insertSavedProduct,
  type SavedRow,
  savedProductPage,
} from './savedListQueries'
import { runningVoucherPage, type VoucherListRow, type VoucherRecord, voucherByCode } from './voucherQueries'

let server: TestServer
beforeAll(async () => {
  server = await testServer()
})

describe('the tuned statements of the shop', () => {
  it('read a cart line product with the columns of its type, typed as the products schema types them', async () => {
    const [product] = await lineProducts(server.db, 'fr', [1])
    const keys = keysOf<LineProductRow>()([
      'id',
      'bundle_deal_id',
      'title',
      'slug',
      'selling',
      'offered',
      'tax_rule_id',
      'image',
      'review_count',
      'rating',
      'shipping_rule_id',
      'price',
      'end_time',
      'store_id',
      'status',
      'purchased',
      'commission',
    ])
    expectRowOf(product, columnsNamed(products, keys), {}, keys)
    expect(typeof product?.commission).toBe('number')
  })

  it('read a voucher by its code in any case, typed as the vouchers schema types it', async () => {
    const voucher = await voucherByCode(server.db, null, 'welcome10', false)
    const keys = keysOf<VoucherRecord>()([
      'id',
      'code',
      'type',
      'status',
      'price',
      'capped_price',
      'min_spend',
      'usage_limit',
      'limit_per_customer',
      'start_time',
      'end_time',
      'store_id',
      'store_name',
    ])
    expectRowOf(voucher, columnsNamed(vouchers, keys), {}, keys)
    expect(voucher).toMatchObject({ code: 'WELCOME10', price: 10, capped_price: 20, min_spend: 30 })
    expect(voucher?.start_time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
  })

  it('list the running vouchers with the columns of their type and the count of all of them', async () => {
    const { found, total } = await runningVoucherPage(server.db, 'tr', {
      column: 'price',
      direction: 'asc',
      limit: 2,
      offset: 0,
    })
    const keys = keysOf<VoucherListRow>()([
      'id',
      'title',
      'type',
      'status',
      'usage_limit',
      'limit_per_customer',
      'price',
      'capped_price',
      'min_spend',
      'code',
      'store_id',
      'start_raw',
      'end_raw',
      'created_raw',
      'created_at',
      'updated_at',
      'total_count',
    ])
    expect(found).toHaveLength(2)
    expectRowOf(found[0], columnsNamed(vouchers, keys), {}, keys)
    expect(total).toBeGreaterThan(2)
  })

  it("page a customer's saved products and followed stores with the columns of their types", async () => {
    const { userId } = await createCustomer(server.db, 'Lists Queries')
    await insertSavedProduct(server.db, userWishlists, userId, 1)
    await insertFollow(server.db, userId, 1)
    const page = { column: 'id', direction: 'desc', limit: 14, offset: 0 } as const
    const saved = await savedProductPage(server.db, userWishlists, 'ar', userId, page)
    const savedKeys = keysOf<SavedRow>()([
      'saved_id',
      'user_id',
      'product_id',
      'saved_created_at',
      'saved_updated_at',
      'created_raw',
      'id',
      'slug',
      'title',
      'badge',
      'selling',
      'offered',
      'image',
      'review_count',
      'rating',
      'price',
      'end_time',
      'shipping_rule_id',
      'total_count',
    ])
    expect(saved.total).toBe(1)
    expectRowOf(saved.found[0], columnsNamed(products, savedKeys), {}, savedKeys)
    const follows = await followPage(server.db, 'fr', userId, page)
    const followKeys = keysOf<FollowRow>()([
      'id',
      'user_id',
      'store_id',
      'created_at',
      'updated_at',
      'created_raw',
      'store_name',
      'store_slug',
      'store_image',
      'store_created_at',
      'total_count',
    ])
    expect(follows.total).toBe(1)
    expectRowOf(follows.found[0], columnsNamed(userFollowStores, followKeys), {}, followKeys)
    expectRowOf(
      follows.found[0],
      columnsNamed(stores, followKeys, {
        store_name: 'name',
        store_slug: 'slug',
        store_image: 'image',
      }),
      {},
      followKeys,
    )
  })
})

describe('the ownership of the typed builder queries', () => {
  it("reach a guest's lines only while no customer has claimed them, and a customer's by their id", async () => {
    const token = guestToken()
    const guest: Shopper = { userId: null, userToken: token }
    const line = await insertLine(server.db, guest, { product_id: 1, inventory_id: 1, quantity: 2 })
    if (!line) throw new Error('no line')
    expect(line).toMatchObject({
      product_id: 1,
      inventory_id: 1,
      quantity: 2,
      user_id: null,
      user_token: token,
    })
    expect(await cartTotals(server.db, guest)).toEqual({ lines: 1, items: 2 })

    // A customer takes the line over as the sign-in does: the guest's token stays on the row.
    const { userId } = await createCustomer(server.db, 'Owner Queries')
    const customer: Shopper = { userId, userToken: null }
    await server.db.update(carts).set({ user_id: userId }).where(eq(carts.id, line.id))
    expect(await cartTotals(server.db, guest)).toEqual({ lines: 0, items: 0 })
    expect(await guestCartTotals(server.db, token)).toEqual({ lines: 0, items: 0 })
    expect(await deleteOwnLine(server.db, guest, line.id)).toBeUndefined()
    expect(await cartTotals(server.db, customer)).toEqual({ lines: 1, items: 2 })
    expect(await deleteOwnLine(server.db, customer, line.id)).toMatchObject({ id: line.id, user_id: userId })
    const [left] = await server.db
      .select({ n: sql<number>`count(*)::int` })
      .from(carts)
      .where(eq(carts.id, line.id))
    expect(left?.n).toBe(0)
  })

  it("move a guest's lines into a customer's cart, adding to a variant already there, and drop the token", async () => {
    const token = guestToken()
    const guest: Shopper = { userId: null, userToken: token }
    const { userId } = await createCustomer(server.db, 'Mover Queries')
    const customer: Shopper = { userId, userToken: null }
    await insertLine(server.db, customer, { product_id: 1, inventory_id: 1, quantity: 1 })
    await insertLine(server.db, guest, { product_id: 1, inventory_id: 1, quantity: 2 })
    await insertLine(server.db, guest, { product_id: 1, inventory_id: 2, quantity: 1 })
    await moveGuestLines(server.db, token, customer)
    expect(await guestCartTotals(server.db, token)).toEqual({ lines: 0, items: 0 })
    expect(await cartTotals(server.db, customer)).toEqual({ lines: 2, items: 4 })
    const tokens = await server.db
      .select({ token: carts.user_token })
      .from(carts)
      .where(eq(carts.user_id, userId))
    expect(tokens).toEqual([{ token: null }, { token: null }])
  })

  it("read an address only for its owner, with 1 as `default` for the owner's default address", async () => {
    const token = guestToken()
    const guest: Shopper = { userId: null, userToken: token }
    const other: Shopper = { userId: null, userToken: guestToken() }
    const inserted = await insertAddress(server.db, guest, {
      name: 'Nour',
      email: 'nour@example.test',
      phone: '+33 6 12 34 56 78',
      country: 'FR',
      state: null,
      city: 'Paris',
      zip: '75003',
      address_1: '18 rue de Bretagne',
      address_2: null,
      delivery_instruction: null,
    })
    if (!inserted) throw new Error('no address')
    expect(await addressById(server.db, other, inserted.id)).toBeUndefined()
    expect(await addressById(server.db, guest, inserted.id)).toMatchObject({ id: inserted.id, default: 2 })
    await server.db.execute(
      sql`INSERT INTO guest_users (user_token, default_address) VALUES (${token}, ${inserted.id})`,
    )
    expect(await addressById(server.db, guest, inserted.id)).toMatchObject({ default: 1, user_token: token })
  })
})
