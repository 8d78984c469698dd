import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createProduct, removeTestProducts, snapshot } from '../test/fixtures'
import { fillCart, newGuest } from '../test/shopping'
import { type TestServer, testServer } from '../test/testServer'

let server: TestServer
beforeAll(async () => {
  server = await testServer()
})
afterAll(async () => {
  await removeTestProducts(server.db)
})

describe('user/user-vouchers', () => {
  it('lists the public vouchers running now, with short dates', async () => {
    const { data } = await server.client().vouchers.list({ order_by: 'id', type: 'asc' })
    expect(data.data.map((voucher) => voucher.code)).toEqual([
      'WELCOME10',
      'SAVE5',
      'BIG20',
      'NOMIN3',
      'TECHNEST15',
    ])
    expect(data.per_page).toBe(25)
    expect(data.data[0]).toMatchObject({
      type: 2,
      price: 10,
      capped_price: 20,
      min_spend: 30,
      start_time: expect.stringMatching(/^\d\d [A-Z][a-z]{2}, \d\d$/),
      end_time: expect.stringMatching(/^\d\d [A-Z][a-z]{2}, \d\d$/),
      created: expect.any(String),
    })
    expect(data.data[4]?.store_id).toEqual(expect.any(Number))
    const searched = await server.client().vouchers.list({ q: 'save' })
    expect(searched.data.data.map((voucher) => voucher.code)).toEqual(['SAVE5'])
    const french = await server.client({ language: 'fr' }).vouchers.list({ order_by: 'id', type: 'asc' })
    expect(french.data.data[0]?.title).toBe('Offre de bienvenue')
  })
})

describe('voucher/validity', () => {
  it('takes a percent off the selected, shippable lines, capped, at the checkout unit price', async () => {
    // Unit price 9.2: offered (40) wins over selling (50); tax and shipping are not part of the base.
    const product = await createProduct(server.db, { selling: 50, offered: 40, taxRuleId: 1 })
    const shopper = newGuest(server)
    await fillCart(server, shopper, [{ product, quantity: 2 }])
    const reply = await shopper.client.vouchers.validity({ voucher: 'welcome10', price: 1 })
    expect(reply.data).toEqual({ offered: 8, voucher: 'WELCOME10' })
    await shopper.client.cart.action({
      product_id: product.productId,
      inventory_id: product.inventoryId,
      quantity: 8,
    })
    // 10 × 40 = 400; 10 % is 40, capped at 20.
    expect((await shopper.client.vouchers.validity({ voucher: 'WELCOME10', price: 0 })).data.offered).toBe(20)
    expect((await shopper.client.vouchers.validity({ voucher: 'SAVE5', price: 0 })).data.offered).toBe(5)
  })

  it('prices flash-sale, variant and bundle lines by the rules of contract 9', async () => {
    const flash = await createProduct(server.db, { selling: 100, flashPrice: 30 })
    const variants = await createProduct(server.db, { selling: 100, variants: [{ price: 70, stock: 5 }] })
    const bundle = await createProduct(server.db, { selling: 20, bundleDealId: 1 })
    const shopper = newGuest(server)
    await fillCart(server, shopper, [
      { product: flash, quantity: 1 },
      { product: variants, quantity: 1 },
      { product: bundle, quantity: 3 },
    ])
    // 30 (flash) + 70 (variant) + 20 × (3 − 1 free) = 140; BIG20: 20 % = 28.
    expect((await shopper.client.vouchers.validity({ voucher: 'BIG20', price: 0 })).data.offered).toBe(28)
  })

  it('explains why a code cannot be used', async () => {
    const product = await createProduct(server.db, { selling: 20 })
    const shopper = newGuest(server)
    await fillCart(server, shopper, [{ product, quantity: 1 }])
    const cases: [string, string][] = [
      ['BIG20', 'Spend at least $100.00 to use this voucher.'],
      ['EXPIRED15', 'This voucher has expired.'],
      ['SOON30', 'This voucher is not valid yet.'],
      ['SOLDOUT', 'This voucher has reached its usage limit.'],
      ['PRIVATE50', 'This voucher code is not valid.'],
      ['NO-SUCH-CODE', 'This voucher code is not valid.'],
      ['TECHNEST15', 'Only for TechNest'],
    ]
    const before = await snapshot(server.db)
    for (const [code, message] of cases) {
      await expect(shopper.client.vouchers.validity({ voucher: code, price: 0 }), code).rejects.toMatchObject(
        {
          messages: [expect.stringContaining(message)],
        },
      )
    }
    expect(await snapshot(server.db)).toEqual(before)
  })

  it('applies a store voucher to that store’s lines only', async () => {
    const own = await createProduct(server.db, { selling: 200, store: 'technest' })
    const other = await createProduct(server.db, { selling: 300 })
    const shopper = newGuest(server)
    await fillCart(server, shopper, [
      { product: own, quantity: 1 },
      { product: other, quantity: 1 },
    ])
    // 15 % of 200 (not of 500) = 30, under the 40 cap.
    expect((await shopper.client.vouchers.validity({ voucher: 'TECHNEST15', price: 0 })).data.offered).toBe(
      30,
    )
  })

  it('counts the shopper’s earlier orders against the per-customer limit', async () => {
    const product = await createProduct(server.db, { selling: 60 })
    const shopper = newGuest(server)
    const { addressId } = await fillCart(server, shopper, [{ product, quantity: 1 }])
    await server.db.execute(
      sql`INSERT INTO orders ("order", order_method, currency, user_token, user_address_id, voucher_id, cancelled)
          VALUES (${`V-${shopper.token}`}, 2, 'USD', ${shopper.token}, ${addressId},
            (SELECT id FROM vouchers WHERE code = 'WELCOME10'), true)`,
    )
    await expect(shopper.client.vouchers.validity({ voucher: 'WELCOME10', price: 0 })).rejects.toMatchObject({
      messages: ['You have already used this voucher the maximum number of times.'],
    })
    expect(
      (
        await newGuestWith(product).then((g) =>
          g.client.vouchers.validity({ voucher: 'WELCOME10', price: 0 }),
        )
      ).data.offered,
    ).toBe(6)
  })

  it('needs selected lines with a shipping place, and a readable body', async () => {
    const product = await createProduct(server.db)
    const shopper = newGuest(server)
    await shopper.client.cart.action({
      product_id: product.productId,
      inventory_id: product.inventoryId,
      quantity: 1,
    })
    await expect(shopper.client.vouchers.validity({ voucher: 'SAVE5', price: 0 })).rejects.toMatchObject({
      messages: ["You don't have any product selected. Please a select a product first."],
    })
    for (const body of [{ voucher: 'SAVE5', scope: 'checkout' }]) {
      const reply = await server.json('voucher/validity', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ ...body, user_token: shopper.token }),
      })
      expect(reply.status).toBe(201)
    }
    for (const body of [{}, { voucher: 'x'.repeat(100) }, { voucher: 5 }, { voucher: 'SAVE5', extra: 1 }]) {
      const reply = await server.json('voucher/validity', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ ...body, user_token: shopper.token }),
      })
      expect(reply.status).toBe(201)
    }
  })
})

describe('voucher/validity on the cart page (scope cart, issue 18)', () => {
  it('checks a code against the selected lines before any shipping place is chosen', async () => {
    const product = await createProduct(server.db, { selling: 60 })
    const shopper = newGuest(server)
    await shopper.client.cart.action({
      product_id: product.productId,
      inventory_id: product.inventoryId,
      quantity: 1,
    })
    // 10 % of 60 = 6 (WELCOME10: min spend 30), the same as at checkout once the line has its place.
    expect(
      (await shopper.client.vouchers.validity({ voucher: 'WELCOME10', price: 0, scope: 'cart' })).data,
    ).toEqual({ offered: 6, voucher: 'WELCOME10' })
    await expect(
      shopper.client.vouchers.validity({ voucher: 'BIG20', price: 0, scope: 'cart' }),
    ).rejects.toMatchObject({ messages: [expect.stringContaining('Spend at least')] })
  })

  it('still needs a selected line', async () => {
    const product = await createProduct(server.db)
    const shopper = newGuest(server)
    await shopper.client.cart.action({
      product_id: product.productId,
      inventory_id: product.inventoryId,
      quantity: 1,
    })
    const { data: lines } = await shopper.client.cart.byUser()
    await shopper.client.cart.change({ checked: [], unchecked: lines.map((line) => line.id) })
    await expect(
      shopper.client.vouchers.validity({ voucher: 'SAVE5', price: 0, scope: 'cart' }),
    ).rejects.toMatchObject({
      messages: ["You don't have any product selected. Please a select a product first."],
    })
  })
})

/** A new guest whose cart holds one unit of a product, shipped to California. */
async function newGuestWith(product: Awaited<ReturnType<typeof createProduct>>) {
  const shopper = newGuest(server)
  await fillCart(server, shopper, [{ product, quantity: 1 }])
  return shopper
}
