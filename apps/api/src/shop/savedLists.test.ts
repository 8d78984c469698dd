import { UnauthenticatedError } from '@souk/core'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { firstRow } from '../db/openDb'
import { createCustomer, createProduct, removeTestProducts, snapshot } from '../test/fixtures'
import { type TestServer, testServer } from '../test/testServer'

let server: TestServer
beforeAll(async () => {
  server = await testServer()
})
afterAll(async () => {
  await removeTestProducts(server.db)
})

describe('wishlist and compare list', () => {
  it('toggles a product in and out of the wishlist and lists it as a card', async () => {
    const customer = await createCustomer(server.db)
    const client = server.client({ token: customer.token })
    const product = await createProduct(server.db, { selling: 80, offered: 60, flashPrice: 50 })
    const added = await client.wishlist.toggle(product.productId)
    expect(added.data).toMatchObject({
      user_id: customer.userId,
      product_id: product.productId,
      id: expect.any(Number),
    })
    const list = await client.wishlist.all()
    expect(list.data).toMatchObject({ total: 1, per_page: 14 })
    expect(list.data.data[0]).toMatchObject({
      id: added.data?.id,
      product_id: product.productId,
      created: expect.any(String),
      product: { id: product.productId, selling: 80, offered: 60, price: 50, shipping_rule_id: 1 },
    })
    expect(list.data.data[0]?.product.end_time).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/)
    const detail = await client.catalog.product(product.productId)
    expect(detail.data.wishlisted).toBe(added.data?.id)
    const removed = await client.wishlist.toggle(product.productId)
    expect(removed.data).toBeNull()
    expect((await client.wishlist.all()).data.total).toBe(0)
  })

  it('keeps the compare list separate and refuses products that are not public', async () => {
    const customer = await createCustomer(server.db)
    const client = server.client({ token: customer.token })
    const product = await createProduct(server.db)
    const hidden = await createProduct(server.db, { status: 2 })
    await client.compare.toggle(product.productId)
    expect((await client.compare.all()).data.data.map((row) => row.product_id)).toEqual([product.productId])
    expect((await client.wishlist.all()).data.total).toBe(0)
    const before = await snapshot(server.db)
    await expect(client.compare.toggle(hidden.productId)).rejects.toMatchObject({
      messages: ['No product found.'],
    })
    await expect(client.wishlist.toggle(2147483000)).rejects.toMatchObject({
      messages: ['No product found.'],
    })
    expect(await snapshot(server.db)).toEqual(before)
  })

  it('is for signed-in customers only', async () => {
    const guest = server.client({ guestToken: 'some-guest-token-1' })
    await expect(guest.wishlist.all()).rejects.toBeInstanceOf(UnauthenticatedError)
    await expect(guest.compare.toggle(1)).rejects.toBeInstanceOf(UnauthenticatedError)
    await expect(guest.stores.follow(1)).rejects.toBeInstanceOf(UnauthenticatedError)
    const reply = await server.raw('user/wishlist/all')
    expect(reply.status).toBe(401)
    expect(await reply.json()).toMatchObject({ status: 204, data: null })
  })

  it('refuses bad bodies with 201 messages', async () => {
    const customer = await createCustomer(server.db)
    const before = await snapshot(server.db)
    for (const body of [{ product_id: 'abc' }, {}, { product_id: -1 }]) {
      const reply = await server.json('user/wishlist/action', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${customer.token}` },
        body: JSON.stringify(body),
      })
      expect(reply.status).toBe(201)
    }
    for (const body of [{ store_id: 'shop' }, { store_id: 0 }]) {
      const reply = await server.json('user/store/follow', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${customer.token}` },
        body: JSON.stringify(body),
      })
      expect(reply.status).toBe(201)
    }
    const badSort = await server.json('user/compare-list/all?order_by=password', {
      headers: { Authorization: `Bearer ${customer.token}` },
    })
    expect(badSort.status).toBe(201)
    expect(await snapshot(server.db)).toEqual(before)
  })
})

describe('followed stores', () => {
  it('follows and unfollows a store, and lists the followed ones', async () => {
    const customer = await createCustomer(server.db)
    const client = server.client({ token: customer.token, language: 'fr' })
    const store = await firstRow<{ id: number; slug: string }>(
      server.db,
      sql`SELECT id, slug FROM stores ORDER BY id LIMIT 1`,
    )
    const followed = await client.stores.follow(store?.id ?? 0)
    expect(followed.data).toBe(true)
    const page = await client.stores.page({ slug: store?.slug ?? '' })
    expect(page.data.following).toBe(true)
    const list = await client.stores.following()
    expect(list.data.total).toBe(1)
    expect(list.data.data[0]).toMatchObject({
      store_id: store?.id,
      store: { id: store?.id, slug: store?.slug },
    })
    const french = await firstRow<{ name: string }>(
      server.db,
      sql`SELECT name FROM store_langs WHERE store_id = ${store?.id} AND lang = 'fr'`,
    )
    expect(list.data.data[0]?.store.name).toBe(french?.name)
    await client.stores.follow(store?.id ?? 0)
    expect((await client.stores.following()).data.total).toBe(0)
    // The client speaks French: the server's message is French too.
    await expect(client.stores.follow(2147483000)).rejects.toMatchObject({
      messages: ['Aucune boutique trouvée.'],
    })
  })
})
