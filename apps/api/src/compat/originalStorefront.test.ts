/**
 * The original storefront's own requests, sent as it sends them (raw JSON and query strings, not through
 * `@souk/core`'s client, which would clean them), against the reference API (issue 13). Runs on PGlite and, in
 * `npm test`, on PostgreSQL. Done when a guest adds to cart, saves an address, places a cash-on-delivery order and
 * tracks it with these shapes only.
 */
import { type CartLine, cartTotals } from '@souk/core'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { firstRow } from '../db/openDb'
import { createProduct, removeTestProducts, type TestProduct } from '../test/fixtures'
import { fillCart, newGuest } from '../test/shopping'
import { type TestServer, testServer } from '../test/testServer'

let server: TestServer
let product: TestProduct
beforeAll(async () => {
  server = await testServer()
  product = await createProduct(server.db, { selling: 30, stock: 20, shippingRuleId: 1 })
})
afterAll(async () => {
  await removeTestProducts(server.db)
})

type Reply<T = unknown> = { status: number; message: string; data: T; token: string | null }

/** A guest token the original client makes: base 36 of a random float, with its dot. */
const originalToken = () =>
  `${Math.random().toString(36).slice(2, 13)}.${Math.random().toString(36).slice(2, 8)}`

const get = async <T = unknown>(path: string) => (await (await server.raw(path)).json()) as Reply<T>
const post = async <T = unknown>(path: string, body: unknown) =>
  (await (
    await server.raw(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
    })
  ).json()) as Reply<T>

/** `cart/update-shipping` as the original client sends it for one line: the place object it listed, delivery. */
const shipTo = <T = unknown>(token: string, lineId: number | undefined, place: unknown, addressId: number) =>
  post<T>('cart/update-shipping', {
    cart: {
      [String(lineId)]: { cart: lineId, shipping_place: place, shipping_type: 1, single_shipping: false },
    },
    selected_address: addressId,
    user_token: token,
  })

describe('what the original storefront sends', () => {
  it('is known by a guest token with a dot, and refused one with a space or too long', async () => {
    const token = originalToken()
    const added = await post('cart/action', {
      product_id: product.productId,
      inventory_id: product.inventoryId,
      quantity: 1,
      user_token: token,
    })
    expect(added.status).toBe(200)
    const lines = await get<{ id: number }[]>(`cart/by-user?user_token=${encodeURIComponent(token)}`)
    expect(lines.data).toHaveLength(1)
    for (const bad of ['has space.x1', 'x'.repeat(192), 'tab\there']) {
      const refused = await get(`cart/by-user?user_token=${encodeURIComponent(bad)}`)
      expect(refused).toMatchObject({ status: 201, message: 'Please sign in or send your guest token.' })
    }
  })

  it('sends page= on a first load, and q: null to order/by-user: empty is absent, defaults apply', async () => {
    for (const path of ['all?category=electronics&page=', 'products?q=modern&page=', 'products?page=&q=']) {
      const reply = await get<{ result?: { current_page: number } }>(path)
      expect(reply.status, path).toBe(200)
    }
    const listed = await get<{ result: { current_page: number } }>('all?category=electronics&page=')
    expect(listed.data.result.current_page).toBe(1)
    const orders = await post('order/by-user', { q: null, page: '', user_token: originalToken() })
    expect(orders.status).toBe(200)
  })

  it('sends min=0&max=0 always: no price filter; a 0 max beside a positive min has no upper bound', async () => {
    type Listing = { result: { total: number } }
    const all = await get<Listing>('all?category=electronics')
    const zeros = await get<Listing>('all?category=electronics&min=0&max=0')
    expect(zeros.data.result.total).toBe(all.data.result.total)
    expect(zeros.data.result.total).toBeGreaterThan(0)
    const floorOnly = await get<Listing>('all?category=electronics&min=100&max=0')
    const floorAndCap = await get<Listing>('all?category=electronics&min=100&max=999999')
    expect(floorOnly.data.result.total).toBe(floorAndCap.data.result.total)
    expect(floorOnly.data.result.total).toBeLessThan(all.data.result.total)
  })

  it('creates an address with "id": "", and edits one by posting back the whole row it listed', async () => {
    const token = originalToken()
    const created = await post<{ id: number; user_token: string }>('user/address/action', {
      id: '',
      name: 'Amira Saleh',
      email: 'amira@example.test',
      phone: '+20 2 5550199',
      country: 'EG',
      state: 'C',
      city: 'Cairo',
      zip: '11511',
      address_1: '12 Nile Street',
      address_2: '',
      delivery_instruction: null,
      user_token: token,
    })
    expect(created).toMatchObject({ status: 200, message: 'Address created' })
    const listed = await get<{ data: Record<string, unknown>[] }>(
      `user/address/all?user_token=${encodeURIComponent(token)}&page=`,
    )
    const [row] = listed.data.data
    expect(row).toBeDefined()
    // The whole listed row comes back, with fields the API does not read (default, user_id, timestamps…).
    const edited = await post<{ city: string; user_id: number | null }>('user/address/action', {
      ...row,
      city: 'Giza',
      user_id: 1,
      guest_user: 1,
      created: 'yesterday',
      user_token: token,
    })
    expect(edited).toMatchObject({
      status: 200,
      message: 'Address updated',
      data: { city: 'Giza', user_id: null },
    })
    const stored = await firstRow<{ user_id: number | null; user_token: string }>(
      server.db,
      sql`SELECT user_id, user_token FROM user_addresses WHERE id = ${created.data.id}`,
    )
    expect(stored).toEqual({ user_id: null, user_token: token })
  })

  it('may choose the rule’s country-wide place for an address its rule also names by state, at that price', async () => {
    const pair = await firstRow<{
      rule: number
      state: string
      state_place: number
      all_place: number
      price: number
    }>(
      server.db,
      sql`SELECT a.shipping_rule_id AS rule, a.state, a.id AS state_place, b.id AS all_place, b.price::float8 AS price
          FROM shipping_places a JOIN shipping_places b ON b.shipping_rule_id = a.shipping_rule_id
            AND b.country = a.country AND b.state = 'ALL'
          WHERE a.state <> 'ALL' AND a.country <> 'ALL' ORDER BY a.id LIMIT 1`,
    )
    if (!pair) throw new Error('the seed has no rule with a state place beside a country-wide one')
    const ruled = await createProduct(server.db, { selling: 12, stock: 5, shippingRuleId: pair.rule })
    const country = (
      await firstRow<{ country: string }>(
        server.db,
        sql`SELECT country FROM shipping_places WHERE id = ${pair.all_place}`,
      )
    )?.country
    const token = originalToken()
    await post('cart/action', {
      product_id: ruled.productId,
      inventory_id: ruled.inventoryId,
      quantity: 1,
      user_token: token,
    })
    const address = await post<{ id: number }>('user/address/action', {
      id: '',
      name: 'Place Test',
      email: 'place@example.test',
      phone: '+1 555 0123456',
      country,
      state: pair.state,
      city: 'Town',
      zip: '12345',
      address_1: '1 Road',
      user_token: token,
    })
    const [line] = (
      await get<{ id: number; flash_product: { shipping_rule: { shipping_places: { id: number }[] } } }[]>(
        `cart/by-user?user_token=${encodeURIComponent(token)}`,
      )
    ).data
    const place = line?.flash_product.shipping_rule.shipping_places.find((p) => p.id === pair.all_place)
    const reply = await shipTo<{ shipping_place: { id: number; price: number } }[]>(
      token,
      line?.id,
      place,
      address.data.id,
    )
    expect(reply.status).toBe(200)
    expect(reply.data[0]?.shipping_place).toMatchObject({ id: pair.all_place, price: pair.price })
  })
})

describe('a guest journey in the original storefront’s shapes', () => {
  it('adds to cart, saves an address, chooses shipping, places a cash-on-delivery order and tracks it', async () => {
    const token = originalToken()
    expect(
      (
        await post('cart/action', {
          product_id: product.productId,
          inventory_id: product.inventoryId,
          quantity: 2,
          user_token: token,
        })
      ).status,
    ).toBe(200)
    const address = await post<{ id: number }>('user/address/action', {
      id: '',
      name: 'Jean Martin',
      email: 'jean.martin@example.test',
      phone: '+1 212 5550101',
      country: 'US',
      state: 'NY',
      city: 'New York',
      zip: '10001',
      address_1: '5 Fifth Avenue',
      address_2: '',
      delivery_instruction: '',
      user_token: token,
    })
    expect(address.status).toBe(200)
    const [line] = (
      await get<
        {
          id: number
          flash_product: {
            shipping_rule: { shipping_places: { id: number; country: string; state: string }[] }
          }
        }[]
      >(`cart/by-user?user_token=${encodeURIComponent(token)}&page=`)
    ).data
    const places = line?.flash_product.shipping_rule.shipping_places ?? []
    const place =
      places.find((p) => p.country === 'US' && p.state === 'NY') ??
      places.find((p) => p.country === 'US' && p.state === 'ALL') ??
      places.find((p) => p.country === 'ALL')
    const shipped = await shipTo(token, line?.id, place, address.data.id)
    expect(shipped).toMatchObject({ status: 200 })
    const placed = await post<{ order: string; id: number }>('order/action', {
      order_method: 2,
      voucher: null,
      time_zone: 'America/New_York',
      user_token: token,
    })
    expect(placed.status).toBe(200)
    const tracked = await get<{ id: number; status: number }>(`track-order?tracking_id=${placed.data.order}`)
    expect(tracked).toMatchObject({ status: 200, data: { id: placed.data.id, status: 1 } })
    const listed = await post<{ data: { id: number }[] }>('order/by-user', { q: null, user_token: token })
    expect(listed.data.data.map((order) => order.id)).toContain(placed.data.id)
  })
})

describe('a "buy 1 get 1 free" deal (a Souk change from the original)', () => {
  it('frees nothing on one unit and the second of two, and the order costs what core computes, to the cent', async () => {
    const deal = await firstRow<{ id: number }>(
      server.db,
      sql`INSERT INTO bundle_deals (title, buy, free) VALUES ('Buy 1, get 1 free', 1, 1) RETURNING id`,
    )
    const mug = await createProduct(server.db, {
      selling: 24.99,
      stock: 10,
      shippingRuleId: 3,
      bundleDealId: deal?.id,
    })
    const single = newGuest(server)
    const one = await fillCart(server, single, [{ product: mug, quantity: 1 }])
    expect(cartTotals(one.lines).bundleDiscount).toBe(0)
    const pair = newGuest(server)
    const two = await fillCart(server, pair, [{ product: mug, quantity: 2 }])
    const totals = cartTotals(two.lines as CartLine[])
    // By hand: two units of 24.99, the second free.
    expect(totals.subtotal).toBe(49.98)
    expect(totals.bundleDiscount).toBe(24.99)
    const placed = (await pair.client.orders.place({ order_method: 2 })).data as { id: number }
    const stored = await firstRow<{ total_amount: number }>(
      server.db,
      sql`SELECT total_amount::float8 AS total_amount FROM orders WHERE id = ${placed.id}`,
    )
    expect(stored?.total_amount).toBe(totals.total)
    await server.db.execute(
      sql`UPDATE products SET bundle_deal_id = NULL WHERE bundle_deal_id = ${deal?.id ?? 0}`,
    )
    await server.db.execute(sql`DELETE FROM bundle_deals WHERE id = ${deal?.id ?? 0}`)
  })
})
