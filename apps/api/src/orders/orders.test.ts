import type { OrderDetail, PlacedOrder } from '@souk/core'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { firstRow, rows } from '../db/openDb'
import { createCustomer, createProduct, removeTestProducts, snapshot } from '../test/fixtures'
import { fillCart, newGuest } from '../test/shopping'
import { type TestServer, testServer } from '../test/testServer'

let server: TestServer
beforeAll(async () => {
  server = await testServer()
})
afterAll(async () => {
  await removeTestProducts(server.db)
})

const stockOf = async (inventoryId: number) =>
  (
    await firstRow<{ quantity: number }>(
      server.db,
      sql`SELECT quantity FROM updated_inventories WHERE id = ${inventoryId}`,
    )
  )?.quantity

const postJson = (path: string, body: unknown) =>
  server.json(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })

describe('order/action', () => {
  it('turns the selected, shipped lines into an order priced by the rules of contract 9', async () => {
    // 3 × 80 (offered beats selling), 1 of 3 free (buy 2 get 1), 10 % tax on every unit, shipping to US-CA 3.
    const bundle = await createProduct(server.db, {
      selling: 100,
      offered: 80,
      taxRuleId: 1,
      bundleDealId: 1,
      shippingRuleId: 1,
      stock: 10,
    })
    // 2 × 30 flash price, 0.50 flat tax per unit; single-price rule (8 once for both lines on it).
    const flash = await createProduct(server.db, {
      selling: 50,
      flashPrice: 30,
      taxRuleId: 3,
      shippingRuleId: 4,
    })
    const second = await createProduct(server.db, { selling: 10, shippingRuleId: 4 })
    // A variant with its own price (70) on free shipping.
    const variant = await createProduct(server.db, {
      selling: 100,
      variants: [{ price: 70, stock: 4 }],
      shippingRuleId: 3,
    })
    const left = await createProduct(server.db, { selling: 5 })
    const shopper = newGuest(server)
    const { addressId } = await fillCart(server, shopper, [
      { product: bundle, quantity: 3 },
      { product: flash, quantity: 2 },
      { product: second, quantity: 1 },
      { product: variant, quantity: 1 },
      { product: left, quantity: 1 },
    ])
    const leftLine = (await shopper.client.cart.byUser()).data.find(
      (line) => line.product_id === left.productId,
    )
    await shopper.client.cart.change({ checked: [], unchecked: [leftLine?.id ?? 0] })

    const placed = await shopper.client.orders.place({ order_method: 2, voucher: 'SAVE5' })
    expect(placed.message).toBe('Your order has been placed successfully.')
    const order = placed.data as PlacedOrder
    expect(order).toMatchObject({
      order_method: 2,
      currency: 'USD',
      user_token: shopper.token,
      user_address_id: addressId,
      voucher_id: expect.any(Number),
    })
    expect(order.order).toMatch(/^SK\d{8}[A-Z2-9]{8}$/)
    const stored = await firstRow<{ total_amount: number; status: number; payment_done: boolean }>(
      server.db,
      sql`SELECT total_amount::float8 AS total_amount, status, payment_done FROM orders WHERE id = ${order.id}`,
    )
    // 3 + 24 + 160  +  8 + 1 + 60  +  0 + 10  +  0 + 70  −  5
    expect(stored).toEqual({ total_amount: 331, status: 1, payment_done: false })
    const lines = await rows<Record<string, number>>(
      server.db,
      sql`SELECT product_id, quantity, selling::float8 AS selling, tax_price::float8 AS tax_price,
          shipping_price::float8 AS shipping_price, bundle_offer, purchased::float8 AS purchased,
          commission_amount::float8 AS commission_amount, commission::float8 AS commission
          FROM ordered_products WHERE order_id = ${order.id} ORDER BY id`,
    )
    expect(lines.map(({ commission: _c, commission_amount: _a, ...line }) => line)).toEqual([
      {
        product_id: bundle.productId,
        quantity: 3,
        selling: 80,
        tax_price: 8,
        shipping_price: 3,
        bundle_offer: 1,
        purchased: 40,
      },
      {
        product_id: flash.productId,
        quantity: 2,
        selling: 30,
        tax_price: 0.5,
        shipping_price: 8,
        bundle_offer: 0,
        purchased: 40,
      },
      {
        product_id: second.productId,
        quantity: 1,
        selling: 10,
        tax_price: 0,
        shipping_price: 0,
        bundle_offer: 0,
        purchased: 40,
      },
      {
        product_id: variant.productId,
        quantity: 1,
        selling: 70,
        tax_price: 0,
        shipping_price: 0,
        bundle_offer: 0,
        purchased: 40,
      },
    ])
    const first = lines[0]
    expect(first?.commission_amount).toBeCloseTo(((first?.commission ?? 0) * 240) / 100, 2)
    expect(await stockOf(bundle.inventoryId)).toBe(7)
    expect(await stockOf(variant.inventoryId)).toBe(3)
    const cart = (await shopper.client.cart.byUser()).data
    expect(cart.map((line) => line.product_id)).toEqual([left.productId])

    const detail = (await shopper.client.orders.detail(order.id)).data
    expect(detail.calculated).toEqual({
      subtotal: 380,
      shipping_price: 11,
      bundle_offer: 80,
      tax: 25,
      voucher_price: 5,
      total_price: 331,
    })
    expect(detail).toMatchObject({
      id: order.id,
      total_amount: 331,
      payment_done: 0,
      cancelled: 0,
      user: null,
      cancellation: null,
      voucher: { code: 'SAVE5', type: 1, price: 5 },
      address: { id: addressId, country: 'US', state: 'CA' },
      created: expect.any(String),
    })
    expect(detail.ordered_products[0]).toMatchObject({
      product: { id: bundle.productId, bundle_deal: { buy: 2, free: 1 } },
      shipping_place: { country: 'US', state: 'CA', price: 3 },
      updated_inventory: { id: bundle.inventoryId, inventory_attributes: [] },
    })
    expect(detail.ordered_products[3]?.updated_inventory.inventory_attributes).toHaveLength(1)
    expect(detail.ordered_products[0]).not.toHaveProperty('id')
  })

  it('applies a store voucher to that store’s lines only, and stores the same total the detail computes', async () => {
    const own = await createProduct(server.db, { selling: 200, store: 'technest', shippingRuleId: 3 })
    const other = await createProduct(server.db, { selling: 300, shippingRuleId: 3 })
    const shopper = newGuest(server)
    await fillCart(server, shopper, [
      { product: own, quantity: 1 },
      { product: other, quantity: 1 },
    ])
    const order = (await shopper.client.orders.place({ order_method: 2, voucher: 'TECHNEST15' }))
      .data as PlacedOrder
    const detail = (await shopper.client.orders.detail(order.id)).data
    expect(detail.calculated).toMatchObject({ subtotal: 500, voucher_price: 30, total_price: 470 })
    expect(detail.total_amount).toBe(470)
  })

  it('enforces the voucher limits per shopper, counting cancelled orders', async () => {
    const product = await createProduct(server.db, { selling: 100, shippingRuleId: 3, stock: 20 })
    const shopper = newGuest(server)
    await fillCart(server, shopper, [{ product, quantity: 1 }])
    const first = (await shopper.client.orders.place({ order_method: 2, voucher: 'WELCOME10' }))
      .data as PlacedOrder
    await shopper.client.orders.cancel({ order_id: first.id, title: 'Oops', message: 'Wrong item' })
    await fillCart(server, shopper, [{ product, quantity: 1 }])
    const before = await snapshot(server.db)
    await expect(
      shopper.client.orders.place({ order_method: 2, voucher: 'WELCOME10' }),
    ).rejects.toMatchObject({
      messages: ['You have already used this voucher the maximum number of times.'],
    })
    await expect(
      shopper.client.orders.place({ order_method: 2, voucher: 'EXPIRED15' }),
    ).rejects.toMatchObject({
      messages: ['This voucher has expired.'],
    })
    expect(await snapshot(server.db)).toEqual(before)
  })

  it('never lets concurrent orders use a voucher more often than its usage limit', async () => {
    await server.db.execute(
      sql`INSERT INTO vouchers (title, type, status, usage_limit, limit_per_customer, price, min_spend, code, start_time, end_time)
          VALUES ('Two only', 1, 1, 2, 1, 1, 0, 'TWOONLY', now() - interval '1 day', now() + interval '1 day')`,
    )
    try {
      const product = await createProduct(server.db, { selling: 20, stock: 50, shippingRuleId: 3 })
      const shoppers = await Promise.all(
        Array.from({ length: 5 }, async () => {
          const shopper = newGuest(server)
          await fillCart(server, shopper, [{ product, quantity: 1 }])
          return shopper
        }),
      )
      const results = await Promise.allSettled(
        shoppers.map((shopper) => shopper.client.orders.place({ order_method: 2, voucher: 'TWOONLY' })),
      )
      expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(2)
      const used = await firstRow<{ n: number }>(
        server.db,
        sql`SELECT count(*)::int AS n FROM orders o JOIN vouchers v ON v.id = o.voucher_id WHERE v.code = 'TWOONLY'`,
      )
      expect(used?.n).toBe(2)
    } finally {
      await server.db.execute(
        sql`UPDATE orders SET voucher_id = NULL WHERE voucher_id = (SELECT id FROM vouchers WHERE code = 'TWOONLY')`,
      )
      await server.db.execute(sql`DELETE FROM vouchers WHERE code = 'TWOONLY'`)
    }
  })

  it('sells the last units of a variant exactly once when twenty guests order at the same time', async () => {
    const product = await createProduct(server.db, { selling: 15, stock: 5, shippingRuleId: 3 })
    const shoppers = []
    for (let index = 0; index < 20; index++) {
      const shopper = newGuest(server)
      await fillCart(server, shopper, [{ product, quantity: 1 }])
      shoppers.push(shopper)
    }
    const ordersBefore = await firstRow<{ n: number }>(server.db, sql`SELECT count(*)::int AS n FROM orders`)
    const results = await Promise.allSettled(
      shoppers.map((shopper) => shopper.client.orders.place({ order_method: 2 })),
    )
    const won = results.filter((result) => result.status === 'fulfilled')
    expect(won).toHaveLength(5)
    for (const result of results) {
      if (result.status === 'rejected') {
        expect(result.reason).toMatchObject({ envelopeStatus: 201, lineErrors: expect.any(Object) })
      }
    }
    expect(await stockOf(product.inventoryId)).toBe(0)
    const ordersAfter = await firstRow<{ n: number }>(server.db, sql`SELECT count(*)::int AS n FROM orders`)
    expect((ordersAfter?.n ?? 0) - (ordersBefore?.n ?? 0)).toBe(5)
    const sold = await firstRow<{ n: number }>(
      server.db,
      sql`SELECT coalesce(sum(quantity), 0)::int AS n FROM ordered_products WHERE product_id = ${product.productId}`,
    )
    expect(sold?.n).toBe(5)
    // The losers keep their cart.
    const kept = await firstRow<{ n: number }>(
      server.db,
      sql`SELECT count(*)::int AS n FROM carts WHERE product_id = ${product.productId}`,
    )
    expect(kept?.n).toBe(15)
  })

  it('leaves no partial order when one line cannot be had', async () => {
    const plenty = await createProduct(server.db, { selling: 10, stock: 30, shippingRuleId: 3 })
    const scarce = await createProduct(server.db, { selling: 10, stock: 1, shippingRuleId: 3 })
    const a = newGuest(server)
    const b = newGuest(server)
    await fillCart(server, a, [
      { product: plenty, quantity: 2 },
      { product: scarce, quantity: 1 },
    ])
    await fillCart(server, b, [
      { product: plenty, quantity: 3 },
      { product: scarce, quantity: 1 },
    ])
    const results = await Promise.allSettled([
      a.client.orders.place({ order_method: 2 }),
      b.client.orders.place({ order_method: 2 }),
    ])
    expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected'])
    const winner = results[0]?.status === 'fulfilled' ? 2 : 3
    expect(await stockOf(plenty.inventoryId)).toBe(30 - winner)
    expect(await stockOf(scarce.inventoryId)).toBe(0)
    const loser = results[0]?.status === 'fulfilled' ? b : a
    expect((await loser.client.cart.byUser()).data).toHaveLength(2)
    expect((await loser.client.orders.list()).data.total).toBe(0)
  })

  it('answers the cart-line map for lines that went private or out of stock, and writes nothing', async () => {
    const hidden = await createProduct(server.db, { title: 'Vanishing vase', shippingRuleId: 3 })
    const short = await createProduct(server.db, { title: 'Scarce scarf', stock: 5, shippingRuleId: 3 })
    const shopper = newGuest(server)
    const { lines } = await fillCart(server, shopper, [
      { product: hidden, quantity: 1 },
      { product: short, quantity: 4 },
    ])
    await server.db.execute(sql`UPDATE products SET status = 2 WHERE id = ${hidden.productId}`)
    await server.db.execute(sql`UPDATE updated_inventories SET quantity = 2 WHERE id = ${short.inventoryId}`)
    const before = await snapshot(server.db)
    await expect(shopper.client.orders.place({ order_method: 2 })).rejects.toMatchObject({
      lineErrors: {
        [lines[0]?.id ?? 0]: ['Vanishing vase is not available / should be unchecked'],
        [lines[1]?.id ?? 0]: ['Only 2 left of Scarce scarf.'],
      },
    })
    expect(await snapshot(server.db)).toEqual(before)
  })

  it('refuses methods that are off, a cart with nothing to ship, guests when guest checkout is off', async () => {
    const product = await createProduct(server.db, { shippingRuleId: 3 })
    const shopper = newGuest(server)
    await expect(shopper.client.orders.place({ order_method: 2 })).rejects.toMatchObject({
      messages: ["You don't have any product selected. Please a select a product first."],
    })
    await fillCart(server, shopper, [{ product, quantity: 1 }])
    const before = await snapshot(server.db)
    await server.db.execute(sql`UPDATE payments SET cash_on_delivery = 0`)
    try {
      await expect(shopper.client.orders.place({ order_method: 2 })).rejects.toMatchObject({
        messages: ['No payment method currently available'],
      })
    } finally {
      await server.db.execute(sql`UPDATE payments SET cash_on_delivery = 1`)
    }
    await server.db.execute(sql`UPDATE settings SET guest_checkout = 0`)
    try {
      await expect(shopper.client.orders.place({ order_method: 2 })).rejects.toMatchObject({
        envelopeStatus: 403,
      })
    } finally {
      await server.db.execute(sql`UPDATE settings SET guest_checkout = 1`)
    }
    await expect(shopper.client.orders.place({ order_method: 50 })).rejects.toMatchObject({
      messages: ['Choose a wallet'],
    })
    expect(await snapshot(server.db)).toEqual(before)
  })

  it('refuses bad bodies with 201 messages and writes nothing', async () => {
    const product = await createProduct(server.db, { shippingRuleId: 3 })
    const shopper = newGuest(server)
    await fillCart(server, shopper, [{ product, quantity: 1 }])
    const before = await snapshot(server.db)
    const cases: [unknown, RegExp][] = [
      [{}, /order_method field is required/],
      [{ order_method: 9 }, /must be one of 2, 7, 1, 3, 4, 5, 6, 8, 50/],
      [{ order_method: 'cash' }, /must be a number/],
      [{ order_method: 2, voucher: 'x'.repeat(500) }, /voucher field must be at most 64/],
      [{ order_method: 50, wallet: 'bitcoin' }, /must be enzona or transfermovil/],
      [{ data: 'not-encrypted!!' }, /encrypted request could not be read/],
      [{ data: Buffer.from('0123456789abcdef').toString('base64') }, /encrypted request could not be read/],
    ]
    for (const [body, message] of cases) {
      const reply = await postJson('order/action', { ...(body as object), user_token: shopper.token })
      expect(reply.status, JSON.stringify(body).slice(0, 60)).toBe(201)
      expect(reply.data.form?.join(' ')).toMatch(message)
    }
    expect(await snapshot(server.db)).toEqual(before)
  })

  it('accepts the legacy encrypted body on order/action, payment-done and transaction', async () => {
    const product = await createProduct(server.db, { selling: 12, shippingRuleId: 3 })
    const shopper = newGuest(server, { legacy: true })
    await fillCart(server, shopper, [{ product, quantity: 2 }])
    const order = (await shopper.client.orders.place({ order_method: 7 })).data as PlacedOrder
    expect(order.order_method).toBe(7)
    expect(
      (await shopper.client.orders.paymentDone({ id: order.id, payment_token: order.id, order_method: 7 }))
        .data,
    ).toBe(1)
    expect(
      (await shopper.client.orders.transaction({ id: order.id, trans_id: 'BANK-REF 2024/77' })).data,
    ).toBe(1)
    const stored = await firstRow<{ trans_id: string; payment_done: boolean; total_amount: number }>(
      server.db,
      sql`SELECT trans_id, payment_done, total_amount::float8 AS total_amount FROM orders WHERE id = ${order.id}`,
    )
    expect(stored).toEqual({ trans_id: 'BANK-REF 2024/77', payment_done: false, total_amount: 24 })
  })
})

describe('order/payment-done and order/transaction', () => {
  it('leaves cash on delivery unpaid, and refuses someone else’s order', async () => {
    const product = await createProduct(server.db, { shippingRuleId: 3 })
    const shopper = newGuest(server)
    await fillCart(server, shopper, [{ product, quantity: 1 }])
    const order = (await shopper.client.orders.place({ order_method: 2 })).data as PlacedOrder
    expect(
      (await shopper.client.orders.paymentDone({ id: order.id, payment_token: order.id, order_method: 2 }))
        .data,
    ).toBe(1)
    expect((await shopper.client.orders.detail(order.id)).data.payment_done).toBe(0)
    const stranger = newGuest(server)
    const before = await snapshot(server.db)
    await expect(
      stranger.client.orders.paymentDone({ id: order.id, payment_token: order.id, order_method: 2 }),
    ).rejects.toMatchObject({ messages: ['No order found.'] })
    await expect(stranger.client.orders.transaction({ id: order.id, trans_id: 'X1' })).rejects.toMatchObject({
      messages: ['No order found.'],
    })
    await expect(shopper.client.orders.transaction({ id: order.id, trans_id: 'X1' })).rejects.toMatchObject({
      messages: ['Only bank and mobile transfers take a transaction id.'],
    })
    for (const body of [
      { id: order.id },
      { id: order.id, trans_id: '' },
      { id: order.id, trans_id: '<script>' },
    ]) {
      const reply = await postJson('order/transaction', { ...body, user_token: shopper.token })
      expect(reply.status).toBe(201)
    }
    expect(await snapshot(server.db)).toEqual(before)
  })
})

describe('order/by-user', () => {
  it('lists only the shopper’s orders, whatever filters are combined', async () => {
    const product = await createProduct(server.db, { shippingRuleId: 3, stock: 50 })
    const mine = newGuest(server)
    const theirs = newGuest(server)
    await fillCart(server, mine, [{ product, quantity: 1 }])
    const cod = (await mine.client.orders.place({ order_method: 2 })).data as PlacedOrder
    await fillCart(server, mine, [{ product, quantity: 1 }])
    const bank = (await mine.client.orders.place({ order_method: 7 })).data as PlacedOrder
    await fillCart(server, theirs, [{ product, quantity: 1 }])
    await theirs.client.orders.place({ order_method: 2 })
    await server.db.execute(sql`UPDATE orders SET payment_done = true WHERE id = ${bank.id}`)

    const all = (await mine.client.orders.list()).data
    expect(all.total).toBe(2)
    expect(all.per_page).toBe(25)
    expect(all.data.map((order) => order.id)).toEqual([bank.id, cod.id])
    expect(all.data[0]?.ordered_products[0]?.product).toMatchObject({
      id: product.productId,
      title: product.title,
    })
    const ids = async (filters: Record<string, 0 | 1>) =>
      (await mine.client.orders.list(filters)).data.data.map((order) => order.id)
    expect(await ids({ paid: 1 })).toEqual([bank.id])
    expect(await ids({ unpaid: 1 })).toEqual([cod.id])
    expect(await ids({ paid: 1, unpaid: 1 })).toEqual([bank.id, cod.id])
    expect(await ids({ cash_on_delivery: 1 })).toEqual([cod.id])
    expect(await ids({ paid: 1, cash_on_delivery: 1 })).toEqual([])
    expect(await ids({ unpaid: 1, cash_on_delivery: 1, card_payment: 1 })).toEqual([cod.id])
    expect(await ids({ cancelled: 1 })).toEqual([])
    await expect(mine.client.orders.detail(cod.id + 1_000_000)).rejects.toMatchObject({
      messages: ['No order found.'],
    })
  })

  it('shows each ordered line with the picture of its variant, and the product’s own picture otherwise', async () => {
    const product = await createProduct(server.db, {
      shippingRuleId: 3,
      variants: [
        { price: 0, stock: 5 },
        { price: 0, stock: 5 },
      ],
    })
    const [, second] = await rows<{ attribute_value_id: number }>(
      server.db,
      sql`SELECT attribute_value_id FROM inventory_attributes
          WHERE inventory_id IN (${product.inventoryIds[0] ?? 0}, ${product.inventoryIds[1] ?? 0}) ORDER BY inventory_id`,
    )
    const picture = `test-${product.productId}-case-av${second?.attribute_value_id}.png`
    await server.db.execute(
      sql`INSERT INTO product_images (product_id, image) VALUES (${product.productId}, ${picture})`,
    )
    const shopper = newGuest(server)
    await fillCart(server, shopper, [
      { product, quantity: 1, inventoryId: product.inventoryIds[0] },
      { product, quantity: 1, inventoryId: product.inventoryIds[1] },
    ])
    const order = (await shopper.client.orders.place({ order_method: 2 })).data as PlacedOrder
    const detail: OrderDetail = (await shopper.client.orders.detail(order.id)).data
    const main = await firstRow<{ image: string }>(
      server.db,
      sql`SELECT image FROM products WHERE id = ${product.productId}`,
    )
    const images = Object.fromEntries(
      detail.ordered_products.map((line) => [line.inventory_id, line.product.image]),
    )
    expect(images).toEqual({
      [product.inventoryIds[0] ?? 0]: main?.image,
      [product.inventoryIds[1] ?? 0]: picture,
    })
  })

  it('shows a customer’s orders to the customer only', async () => {
    const product = await createProduct(server.db, { shippingRuleId: 3 })
    const customer = await createCustomer(server.db, 'Lina Haddad')
    const shopper = {
      client: server.client({ token: customer.token }),
      token: 'unused',
      userId: customer.userId,
    }
    await fillCart(server, shopper, [{ product, quantity: 1 }])
    const order = (await shopper.client.orders.place({ order_method: 2 })).data as PlacedOrder
    expect(order).toMatchObject({ user_id: customer.userId })
    const detail: OrderDetail = (await shopper.client.orders.detail(order.id)).data
    expect(detail.user).toEqual({ id: customer.userId, name: 'Lina Haddad', email: customer.email })
    await expect(newGuest(server).client.orders.detail(order.id)).rejects.toMatchObject({
      messages: ['No order found.'],
    })
  })
})

describe('track-order and the confirmation mail', () => {
  it('finds an order by its code without exposing the shopper’s token', async () => {
    const product = await createProduct(server.db, { shippingRuleId: 1 })
    const shopper = newGuest(server)
    await fillCart(server, shopper, [{ product, quantity: 1 }], { country: 'FR', state: 'IDF' })
    const order = (await shopper.client.orders.place({ order_method: 2 })).data as PlacedOrder
    const tracked = (await server.client().orders.track(order.order)).data
    expect(tracked).toMatchObject({ id: order.id, status: 1, user_token: null, payment_token: null })
    expect(tracked.ordered_products[0]?.shipping_place).toMatchObject({ country: 'FR', day_needed: 5 })
    await expect(server.client().orders.track('SK-NOPE')).rejects.toMatchObject({
      messages: ['We could not find an order with this code.'],
    })
    expect((await server.json('track-order')).status).toBe(201)
  })

  it('writes the confirmation to the outbox for the shopper’s own order only', async () => {
    const product = await createProduct(server.db, { selling: 42, shippingRuleId: 3, title: 'Copper pan' })
    const shopper = newGuest(server)
    await fillCart(server, shopper, [{ product, quantity: 2 }])
    const order = (await shopper.client.orders.place({ order_method: 2 })).data as PlacedOrder
    await expect(newGuest(server).client.orders.sendEmail(order.id)).rejects.toMatchObject({
      messages: ['No order found.'],
    })
    const sent = await shopper.client.orders.sendEmail(order.id)
    expect(sent.data).toBe(true)
    const mail = await firstRow<{ to: string; subject: string; text: string; html: string }>(
      server.db,
      sql`SELECT "to", subject, text, html FROM mail_outbox WHERE kind = 'order_confirmation' ORDER BY id DESC LIMIT 1`,
    )
    expect(mail?.to).toMatch(/^ada\.\d+@example\.test$/)
    expect(mail?.subject).toContain(order.order)
    expect(mail?.text).toContain('2 × Copper pan — $84.00')
    expect(mail?.text).toContain(`tracking_id=${order.order}`)
    expect(mail?.html).toContain('<table>')
    const sellerMail = await firstRow<{ n: number }>(
      server.db,
      sql`SELECT count(*)::int AS n FROM mail_outbox WHERE kind = 'order_seller' AND subject LIKE ${`%${order.order}%`}`,
    )
    expect(sellerMail?.n).toBe(1)
  })
})

describe('cancellation', () => {
  it('cancels a pending order, returns its stock, and records why', async () => {
    const product = await createProduct(server.db, { stock: 6, shippingRuleId: 3 })
    const shopper = newGuest(server)
    await fillCart(server, shopper, [{ product, quantity: 4 }])
    const order = (await shopper.client.orders.place({ order_method: 2 })).data as PlacedOrder
    expect(await stockOf(product.inventoryId)).toBe(2)
    await expect(shopper.client.orders.cancellation(order.id)).rejects.toMatchObject({
      messages: ['No cancellation found.'],
    })
    const stranger = newGuest(server)
    const before = await snapshot(server.db)
    await expect(
      stranger.client.orders.cancel({ order_id: order.id, title: 'Mine now', message: 'No' }),
    ).rejects.toMatchObject({ messages: ['No order found.'] })
    expect(await snapshot(server.db)).toEqual(before)
    const cancelled = await shopper.client.orders.cancel({
      order_id: order.id,
      title: 'Changed my mind',
      message: 'Found it cheaper',
    })
    expect(cancelled).toMatchObject({
      message: 'Your order has been cancelled.',
      data: { result: { cancelled: true, order_id: order.id } },
    })
    expect(await stockOf(product.inventoryId)).toBe(6)
    expect((await shopper.client.orders.cancellation(order.id)).data).toMatchObject({
      order_id: order.id,
      title: 'Changed my mind',
      message: 'Found it cheaper',
      refunded: 0,
      user_token: shopper.token,
    })
    await expect(stranger.client.orders.cancellation(order.id)).rejects.toMatchObject({
      messages: ['No cancellation found.'],
    })
    await expect(
      shopper.client.orders.cancel({ order_id: order.id, title: 'Again', message: 'Again' }),
    ).rejects.toMatchObject({ messages: ['Only pending orders can be cancelled.'] })
    expect(await stockOf(product.inventoryId)).toBe(6)
    expect((await shopper.client.orders.list({ cancelled: 1 })).data.data.map((o) => o.id)).toEqual([
      order.id,
    ])
  })

  it('refuses to cancel an order that is no longer pending', async () => {
    const product = await createProduct(server.db, { shippingRuleId: 3 })
    const shopper = newGuest(server)
    await fillCart(server, shopper, [{ product, quantity: 1 }])
    const order = (await shopper.client.orders.place({ order_method: 2 })).data as PlacedOrder
    await server.db.execute(sql`UPDATE orders SET status = 2 WHERE id = ${order.id}`)
    const before = await snapshot(server.db)
    await expect(
      shopper.client.orders.cancel({ order_id: order.id, title: 'Too late', message: 'Please' }),
    ).rejects.toMatchObject({ messages: ['Only pending orders can be cancelled.'] })
    for (const body of [
      { order_id: order.id, title: '', message: 'x' },
      { order_id: order.id, title: 'x' },
      { order_id: 'abc', title: 'x', message: 'y' },
      { order_id: order.id, title: 'x', message: 'y'.repeat(10_000) },
    ]) {
      expect(
        (await postJson('cancellation/cancel-order', { ...body, user_token: shopper.token })).status,
      ).toBe(201)
    }
    expect(await snapshot(server.db)).toEqual(before)
  })
})
