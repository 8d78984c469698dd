import type { PlacedOrder } from '@souk/core'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest'
import { firstRow } from '../db/openDb'
import { createCustomer, createProduct, removeTestProducts } from '../test/fixtures'
import { fillCart, newGuest } from '../test/shopping'
import { serveForTests, type TestServer, testServer } from '../test/testServer'

// The shared test server answers without a cache; `cached` is the same API over the same database with the
// response cache on, as in production.
let server: TestServer
let cached: TestServer
beforeAll(async () => {
  server = await testServer()
  cached = await serveForTests(server.db, server.config, { responseCache: true })
})
afterAll(async () => {
  await removeTestProducts(server.db)
})

const setTitle = (productId: number, title: string) =>
  server.db.execute(sql`UPDATE products SET title = ${title} WHERE id = ${productId}`)

describe('cached search suggestions and product details', () => {
  it('keeps answering from the cache until a catalogue write, which shows a changed title at once', async () => {
    const product = await createProduct(server.db, { title: 'Quokkaberry lantern', shippingRuleId: 3 })
    // A delivered order of the product, so that its buyer may review it (orders are writes: made first).
    const shopper = newGuest(cached)
    await fillCart(cached, shopper, [{ product, quantity: 1 }])
    const order = (await shopper.client.orders.place({ order_method: 2 })).data as PlacedOrder
    await server.db.execute(sql`UPDATE orders SET status = 5 WHERE id = ${order.id}`)

    const search = async () => (await cached.client().catalog.search('quokkaberry')).data.product
    const detail = async () => (await cached.client().catalog.product(product.productId)).data
    expect(await search()).toMatchObject([{ id: product.productId, title: 'Quokkaberry lantern', rating: 0 }])
    expect(await detail()).toMatchObject({ title: 'Quokkaberry lantern', rating: 0, review_count: 0 })

    // An edit outside the API: the cached answers stay (for their short time to live).
    await setTitle(product.productId, 'Quokkaberry lamp')
    expect((await search())[0]?.title).toBe('Quokkaberry lantern')
    expect((await detail()).title).toBe('Quokkaberry lantern')
    // A guest's own write (a cart line) changes nothing others see: the cached answers stay.
    await fillCart(cached, newGuest(cached), [{ product, quantity: 2 }])
    expect((await search())[0]?.title).toBe('Quokkaberry lantern')
    expect((await detail()).title).toBe('Quokkaberry lantern')
    // The uncached server sees it at once.
    expect((await server.client().catalog.search('quokkaberry')).data.product[0]?.title).toBe(
      'Quokkaberry lamp',
    )

    // A review through the API changes the product's rating and empties the caches: both answers are new.
    const saved = await shopper.client.reviews.save({
      order_id: order.id,
      product_id: product.productId,
      rating: 4,
      review: 'Bright enough to read by.',
    })
    expect(saved.status).toBe(200)
    expect(await search()).toMatchObject([{ title: 'Quokkaberry lamp', rating: 4, review_count: 1 }])
    expect(await detail()).toMatchObject({ title: 'Quokkaberry lamp', rating: 4, review_count: 1 })
  })

  it('never answers one language with what was cached for another', async () => {
    const languages = [undefined, 'fr', 'ar', undefined, 'tr', 'fr', 'hi', 'ar']
    const productId = 1
    for (const language of languages) {
      for (const text of ['o', 'book', 'électronique']) {
        const fromCache = await cached.client({ language }).catalog.search(text)
        const fresh = await server.client({ language }).catalog.search(text)
        expect(fromCache.data, `${language ?? 'en'} "${text}"`).toEqual(fresh.data)
      }
      const fromCache = await cached.client({ language }).catalog.product(productId)
      const fresh = await server.client({ language }).catalog.product(productId)
      expect(fromCache.data, `${language ?? 'en'} product/${productId}`).toEqual(fresh.data)
    }
    const titles = new Set<string>()
    for (const language of ['fr', 'ar', 'tr', 'hi']) {
      titles.add((await cached.client({ language }).catalog.product(productId)).data.title)
    }
    titles.add((await cached.client().catalog.product(productId)).data.title)
    expect(titles.size).toBe(5)
  })

  it("caches only the public part of a product: each shopper's own wishlist row is read for each request", async () => {
    const customer = await createCustomer(server.db)
    const productId = 2
    const row = await firstRow<{ id: number }>(
      server.db,
      sql`INSERT INTO user_wishlists (user_id, product_id) VALUES (${customer.userId}, ${productId}) RETURNING id`,
    )
    const own = await cached.client({ token: customer.token }).catalog.product(productId)
    expect(own.data.wishlisted).toBe(row?.id)
    const guest = await cached.client().catalog.product(productId)
    expect(guest.data.wishlisted).toBeNull()
    expect({ ...guest.data, wishlisted: row?.id }).toEqual(own.data)
    expect((await cached.client({ token: customer.token }).catalog.product(productId)).data.wishlisted).toBe(
      row?.id,
    )
    // The key keeps its place in the answer.
    expect(Object.keys(guest.data)).toEqual(Object.keys(own.data))
  })
})

describe('cached listing pages', () => {
  it('answers a listing page from the cache until a catalogue write, which shows a changed title at once', async () => {
    const product = await createProduct(server.db, { title: 'Wombatleaf teapot', shippingRuleId: 3 })
    const titles = async (from: TestServer) =>
      (await from.client().catalog.products({ q: 'wombatleaf' })).data.result.data.map((card) => card.title)
    expect(await titles(cached)).toEqual(['Wombatleaf teapot'])

    // An edit outside the API: the cached page stays (for its short time to live); the uncached server sees it.
    await setTitle(product.productId, 'Wombatleaf kettle')
    expect(await titles(cached)).toEqual(['Wombatleaf teapot'])
    expect(await titles(server)).toEqual(['Wombatleaf kettle'])

    // A flash sale's page is kept the same way: its first product renamed outside the API stays as it was.
    const saleTitle = async (from: TestServer) => (await from.client().catalog.flashSale(1)).data.data[0]
    const [first, fresh] = [await saleTitle(cached), await saleTitle(server)]
    expect(first).toEqual(fresh)
    await setTitle(first?.id ?? 0, 'Numbatfern sale lamp')
    expect((await saleTitle(cached))?.title).toBe(first?.title)
    expect((await saleTitle(server))?.title).toBe('Numbatfern sale lamp')

    // A store's page is kept the same way, its name with it.
    const storeName = async (from: TestServer) =>
      (await from.client().stores.page({ slug: 'technest' })).data.store.name
    const storeBefore = await storeName(cached)
    const restoreStore = () =>
      server.db.execute(sql`UPDATE stores SET name = ${storeBefore} WHERE slug = 'technest'`)
    onTestFinished(async () => {
      await restoreStore()
    })
    await server.db.execute(sql`UPDATE stores SET name = 'Numbatfern Tech' WHERE slug = 'technest'`)
    expect(await storeName(cached)).toBe(storeBefore)
    expect(await storeName(server)).toBe('Numbatfern Tech')

    // An order through the API (stock moves) empties the caches: the pages are read again.
    const shopper = newGuest(cached)
    await fillCart(cached, shopper, [{ product, quantity: 1 }])
    await shopper.client.orders.place({ order_method: 2 })
    expect(await titles(cached)).toEqual(['Wombatleaf kettle'])
    expect((await saleTitle(cached))?.title).toBe('Numbatfern sale lamp')
    expect(await storeName(cached)).toBe('Numbatfern Tech')
    await restoreStore()
    // The seed's title back, and another order through the API so that no cached page keeps the test's title.
    await setTitle(first?.id ?? 0, first?.title ?? '')
    const another = newGuest(cached)
    await fillCart(cached, another, [{ product, quantity: 1 }])
    await another.client.orders.place({ order_method: 2 })
    expect(await saleTitle(cached)).toEqual(first)
  })

  it('never answers one language, filter, order or page with what was cached for another', async () => {
    const asks: [language: string | undefined, query: Record<string, string | number>][] = [
      [undefined, { q: 'o' }],
      ['fr', { q: 'o' }],
      [undefined, { q: 'o', page: 2 }],
      [undefined, { q: 'o', sortby: 'price_low_to_high' }],
      ['ar', { q: 'o', sortby: 'price_low_to_high' }],
      [undefined, { q: 'o', min: 10, max: 60 }],
      [undefined, { brand: '1,2' }],
      ['tr', { brand: '1,2', sortby: 'avg_customer_review' }],
    ]
    // The two servers listen on their own ports: their pages' links differ by that alone.
    const withoutOrigin = (data: unknown) => JSON.parse(JSON.stringify(data).replace(/http:\/\/[^/"]+/g, ''))
    for (const [language, query] of [...asks, ...asks]) {
      const fromCache = await cached.client({ language }).catalog.products(query)
      const fresh = await server.client({ language }).catalog.products(query)
      expect(withoutOrigin(fromCache.data), `${language ?? 'en'} ${JSON.stringify(query)}`).toEqual(
        withoutOrigin(fresh.data),
      )
    }
    // A flash sale's pages: each language and page its own.
    for (const [language, page] of [
      [undefined, 1],
      ['fr', 1],
      [undefined, 2],
      ['ar', 2],
      ['fr', 1],
      [undefined, 1],
    ] as const) {
      const fromCache = await cached.client({ language }).catalog.flashSale(1, { page })
      const fresh = await server.client({ language }).catalog.flashSale(1, { page })
      expect(withoutOrigin(fromCache.data), `${language ?? 'en'} flash-sale/1 page ${page}`).toEqual(
        withoutOrigin(fresh.data),
      )
    }
    // A store's page carries the store, kept with the page: each language and store its own.
    for (const language of [undefined, 'fr', 'ar', undefined, 'tr']) {
      for (const query of [
        { slug: 'technest' },
        { slug: 'urban-threads', sortby: 'price_low_to_high' },
        { slug: 'technest', page: 2 },
      ]) {
        const fromCache = await cached.client({ language }).stores.page(query)
        const fresh = await server.client({ language }).stores.page(query)
        expect(withoutOrigin(fromCache.data), `${language ?? 'en'} ${JSON.stringify(query)}`).toEqual(
          withoutOrigin(fresh.data),
        )
      }
    }
    // A category's page carries its tree, kept with the page: each language and category its own.
    for (const language of [undefined, 'fr', 'ar', undefined, 'hi']) {
      for (const query of [
        { category: 'electronics' },
        { category: 'smartphones', sortby: 'avg_customer_review' },
        { category: 'fashion' },
      ]) {
        const fromCache = await cached.client({ language }).catalog.all(query)
        const fresh = await server.client({ language }).catalog.all(query)
        expect(withoutOrigin(fromCache.data), `${language ?? 'en'} ${JSON.stringify(query)}`).toEqual(
          withoutOrigin(fresh.data),
        )
      }
    }
  })
})
