import { type CartLine, FormError } from '@souk/core'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { firstRow, rows } from '../db/openDb'
import {
  createAddress,
  createCustomer,
  createProduct,
  guestToken,
  removeTestProducts,
  snapshot,
  type TestProduct,
} from '../test/fixtures'
import { type TestServer, testServer } from '../test/testServer'

let server: TestServer
beforeAll(async () => {
  server = await testServer()
})
afterAll(async () => {
  await removeTestProducts(server.db)
})

const post = (path: string, body: string, headers: Record<string, string> = {}) =>
  server.json(path, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body })

/** A guest with a client of their own. */
function guest() {
  const token = guestToken()
  return { token, client: server.client({ guestToken: token }) }
}

const placeOf = async (ruleId: number, country: string, state: string) => {
  const place = await firstRow<{ id: number }>(
    server.db,
    sql`SELECT id FROM shipping_places WHERE shipping_rule_id = ${ruleId} AND country = ${country} AND state = ${state}`,
  )
  if (!place) throw new Error('no place')
  return place.id
}

/** The shipping choice of a line for `cart/update-shipping`. */
const choice = (line: CartLine, placeId: number, type: 1 | 2 = 1) => {
  const place = line.flash_product?.shipping_rule?.shipping_places.find((p) => p.id === placeId)
  if (!place) throw new Error('place not offered')
  const { shipping_rule: _rule, ...shippingPlace } = place as typeof place & { shipping_rule?: unknown }
  return { cart: line.id, shipping_place: shippingPlace, shipping_type: type, single_shipping: false }
}

describe('cart/action and cart/by-user', () => {
  let product: TestProduct
  beforeAll(async () => {
    product = await createProduct(server.db, {
      selling: 50,
      offered: 45,
      stock: 5,
      taxRuleId: 1,
      bundleDealId: 1,
      shippingRuleId: 1,
    })
  })

  it('adds a line, adds to it with a delta, and lists it in the shape of contract 6.1', async () => {
    const { client, token } = guest()
    const first = await client.cart.action({
      product_id: product.productId,
      inventory_id: product.inventoryId,
      quantity: 2,
    })
    expect(first.message).toBe('Product added to cart successfully')
    expect(first.data).toMatchObject({ product_id: product.productId, quantity: 2, user_id: null })
    const second = await client.cart.action({
      product_id: product.productId,
      inventory_id: product.inventoryId,
      quantity: 1,
    })
    expect(second.data).toMatchObject({ id: first.data.id, quantity: 3 })
    const { data: lines } = await client.cart.byUser()
    expect(lines).toHaveLength(1)
    const [line] = lines
    expect(line).toMatchObject({
      id: first.data.id,
      quantity: 3,
      selected: 1,
      shipping_type: 1,
      shipping_place_id: null,
      shipping_place: null,
      user_id: null,
    })
    expect(line).not.toHaveProperty('user_token')
    expect(line?.flash_product).toMatchObject({
      id: product.productId,
      selling: 50,
      offered: 45,
      price: null,
      end_time: null,
      bundle_deal: { id: 1, buy: 2, free: 1 },
      tax_rules: { id: 1, type: 2, price: 10 },
      shipping_rule: { id: 1, single_price: 0 },
    })
    const places = line?.flash_product?.shipping_rule?.shipping_places ?? []
    expect(places.length).toBeGreaterThan(3)
    expect(places[0]?.shipping_rule).toMatchObject({ id: 1, title: 'Standard delivery' })
    expect(line?.updated_inventory).toMatchObject({
      id: product.inventoryId,
      quantity: 5,
      inventory_attributes: [],
    })
    const guestRow = await firstRow<{ n: number }>(
      server.db,
      sql`SELECT count(*)::int AS n FROM guest_users WHERE user_token = ${token}`,
    )
    expect(guestRow?.n).toBe(1)
  })

  it('knows a guest by the User-Token header or, for older clients, the user_token query, and lets no cache keep the reply', async () => {
    const { client, token } = guest()
    await client.cart.action({
      product_id: product.productId,
      inventory_id: product.inventoryId,
      quantity: 1,
    })
    const byHeader = await server.raw('cart/by-user', { headers: { 'User-Token': token } })
    const byQuery = await server.raw(`cart/by-user?user_token=${token}`)
    const headerWins = await server.raw(`cart/by-user?user_token=${guestToken()}`, {
      headers: { 'User-Token': token },
    })
    for (const reply of [byHeader, byQuery, headerWins]) {
      expect(reply.headers.get('Cache-Control')).toBe('private, no-store')
      expect(((await reply.json()) as { data: unknown[] }).data).toHaveLength(1)
    }
    const preflight = await server.raw('cart/by-user', {
      method: 'OPTIONS',
      headers: {
        Origin: server.config.allowedOrigins[0] ?? '',
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'user-token',
      },
    })
    expect(preflight.headers.get('Access-Control-Allow-Headers')).toMatch(/User-Token/)
  })

  it('names the variant attributes and translates the product', async () => {
    const variant = await createProduct(server.db, {
      variants: [
        { price: 70, stock: 3 },
        { price: 0, stock: 3 },
      ],
    })
    const token = guestToken()
    await server.client({ guestToken: token }).cart.action({
      product_id: variant.productId,
      inventory_id: variant.inventoryIds[0] ?? 0,
      quantity: 1,
    })
    await server.db.execute(
      sql`INSERT INTO product_langs (product_id, lang, title) VALUES (${variant.productId}, 'fr', 'Produit d’essai')`,
    )
    const { data } = await server.client({ guestToken: token, language: 'fr' }).cart.byUser()
    expect(data[0]?.flash_product?.title).toBe('Produit d’essai')
    expect(data[0]?.updated_inventory.price).toBe(70)
    expect(data[0]?.updated_inventory.inventory_attributes[0]?.attribute_value).toMatchObject({
      id: expect.any(Number),
      title: expect.any(String),
      attribute: { id: expect.any(Number), title: expect.any(String) },
    })
  })

  it('shows the picture of the line’s variant (its colour), not the product’s main picture', async () => {
    // A seeded product whose gallery has a picture for a colour other than its main picture's, in stock.
    const pick = await firstRow<{ product_id: number; inventory_id: number; image: string; main: string }>(
      server.db,
      sql`SELECT p.id AS product_id, ui.id AS inventory_id, pim.image, p.image AS main
          FROM product_images pim
          JOIN products p ON p.id = pim.product_id AND p.status = 1
          JOIN updated_inventories ui ON ui.product_id = p.id AND ui.quantity > 0
          JOIN inventory_attributes ia ON ia.inventory_id = ui.id
            AND pim.image LIKE '%-av' || ia.attribute_value_id || '.png'
          WHERE pim.image <> p.image ORDER BY p.id, ui.id LIMIT 1`,
    )
    if (!pick) throw new Error('the seed has no product with a picture per colour')
    const { client } = guest()
    await client.cart.action({ product_id: pick.product_id, inventory_id: pick.inventory_id, quantity: 1 })
    const { data: lines } = await client.cart.byUser()
    expect(lines[0]?.flash_product?.image).toBe(pick.image)
    expect(pick.image).not.toBe(pick.main)
  })

  it('shows the product’s own picture for a variant that has none of its own', async () => {
    const plain = await createProduct(server.db, { variants: [{ price: 20, stock: 3 }] })
    const { client } = guest()
    await client.cart.action({
      product_id: plain.productId,
      inventory_id: plain.inventoryIds[0] ?? 0,
      quantity: 1,
    })
    const [main] = await rows<{ image: string }>(
      server.db,
      sql`SELECT image FROM products WHERE id = ${plain.productId}`,
    )
    const { data: lines } = await client.cart.byUser()
    expect(lines[0]?.flash_product?.image).toBe(main?.image)
  })

  it('never lets a line fall below 1 or grow above the stock', async () => {
    const { client } = guest()
    const line = { product_id: product.productId, inventory_id: product.inventoryId }
    await client.cart.action({ ...line, quantity: 5 })
    await expect(client.cart.action({ ...line, quantity: 1 })).rejects.toMatchObject({
      messages: ['Maximum quantity exceeds.'],
    })
    await expect(client.cart.action({ ...line, quantity: -5 })).rejects.toMatchObject({
      messages: ['Must have minimum 1 item.'],
    })
    const down = await client.cart.action({ ...line, quantity: -4 })
    expect(down.data.quantity).toBe(1)
    expect(down.message).toBe('Your cart has been updated.')
    const { guestToken: other } = { guestToken: guestToken() }
    await expect(
      server.client({ guestToken: other }).cart.action({ ...line, quantity: -1 }),
    ).rejects.toMatchObject({ messages: ['Must have minimum 1 item.'] })
    await expect(
      server.client({ guestToken: other }).cart.action({ ...line, quantity: 6 }),
    ).rejects.toMatchObject({ messages: ['Maximum quantity exceeds.'] })
  })

  it('lets a line shrink when the stock fell below it, but not grow', async () => {
    const scarce = await createProduct(server.db, { stock: 4 })
    const { client } = guest()
    const line = { product_id: scarce.productId, inventory_id: scarce.inventoryId }
    await client.cart.action({ ...line, quantity: 4 })
    await server.db.execute(sql`UPDATE updated_inventories SET quantity = 2 WHERE id = ${scarce.inventoryId}`)
    await expect(client.cart.action({ ...line, quantity: 1 })).rejects.toMatchObject({
      messages: ['Maximum quantity exceeds.'],
    })
    expect((await client.cart.action({ ...line, quantity: -1 })).data.quantity).toBe(3)
  })

  it('refuses products that are private, out of stock, or a variant of another product', async () => {
    const { client } = guest()
    const hidden = await createProduct(server.db, { status: 2 })
    const empty = await createProduct(server.db, { stock: 0 })
    const before = await snapshot(server.db)
    await expect(
      client.cart.action({ product_id: hidden.productId, inventory_id: hidden.inventoryId, quantity: 1 }),
    ).rejects.toMatchObject({ messages: ['This product is not available.'] })
    await expect(
      client.cart.action({ product_id: empty.productId, inventory_id: empty.inventoryId, quantity: 1 }),
    ).rejects.toMatchObject({ messages: ['This product is out of stock.'] })
    await expect(
      client.cart.action({ product_id: product.productId, inventory_id: empty.inventoryId, quantity: 1 }),
    ).rejects.toMatchObject({ messages: ['This product is not available.'] })
    expect(await snapshot(server.db)).toEqual(before)
  })

  it('answers in the shopper’s language', async () => {
    const token = guestToken()
    await expect(
      server.client({ guestToken: token, language: 'fr' }).cart.action({
        product_id: product.productId,
        inventory_id: product.inventoryId,
        quantity: -1,
      }),
    ).rejects.toMatchObject({ messages: [expect.not.stringMatching(/Must have minimum/)] })
  })

  it('refuses bad input with 201 messages and writes nothing', async () => {
    const token = guestToken()
    const good = {
      product_id: product.productId,
      inventory_id: product.inventoryId,
      quantity: 1,
      user_token: token,
    }
    const before = await snapshot(server.db)
    const cases: [unknown, RegExp][] = [
      [{ ...good, quantity: 0 }, /quantity field must not be 0/],
      [{ ...good, quantity: 1.5 }, /quantity field must be a whole number/],
      [{ ...good, quantity: '2; DROP TABLE carts' }, /quantity field must be a number/],
      [{ ...good, quantity: 10_000_000 }, /quantity field must be at most/],
      [{ ...good, product_id: -3 }, /product_id field must be at least 1/],
      [{ ...good, product_id: true }, /product_id field must be a number/],
      [{ ...good, inventory_id: undefined }, /inventory_id field is required/],
      [{ ...good, user_token: 'x'.repeat(5000) }, /user_token field must be at most|too long/],
      [[good], /must be a JSON object/],
    ]
    for (const [body, message] of cases) {
      const reply = await post('cart/action', JSON.stringify(body))
      expect(reply.status, JSON.stringify(body).slice(0, 80)).toBe(201)
      expect(reply.data.form?.join(' ')).toMatch(message)
    }
    const malformed = await post('cart/action', '{"product_id": 1,')
    expect(malformed).toMatchObject({ status: 201, data: { form: ['The request body is not valid JSON.'] } })
    const anonymous = await post('cart/action', JSON.stringify({ ...good, user_token: undefined }))
    expect(anonymous.data.form).toEqual(['Please sign in or send your guest token.'])
    expect(await snapshot(server.db)).toEqual(before)
  })
})

describe('cart/buy-now, cart/delete, cart/change', () => {
  it('sets the quantity, selects only that line, and leaves other shoppers alone', async () => {
    const a = await createProduct(server.db, { stock: 9 })
    const b = await createProduct(server.db, { stock: 9 })
    const { client } = guest()
    const other = guest()
    await client.cart.action({ product_id: a.productId, inventory_id: a.inventoryId, quantity: 2 })
    await other.client.cart.action({ product_id: a.productId, inventory_id: a.inventoryId, quantity: 1 })
    const bought = await client.cart.buyNow({
      product_id: b.productId,
      inventory_id: b.inventoryId,
      quantity: 4,
    })
    expect(bought.data.quantity).toBe(4)
    const again = await client.cart.buyNow({
      product_id: b.productId,
      inventory_id: b.inventoryId,
      quantity: 3,
    })
    expect(again.data).toMatchObject({ id: bought.data.id, quantity: 3 })
    const lines = (await client.cart.byUser()).data
    expect(lines.map((line) => [line.product_id, line.selected])).toEqual([
      [a.productId, 2],
      [b.productId, 1],
    ])
    expect((await other.client.cart.byUser()).data[0]?.selected).toBe(1)
    await expect(
      client.cart.buyNow({ product_id: b.productId, inventory_id: b.inventoryId, quantity: 10 }),
    ).rejects.toMatchObject({ messages: ['Maximum quantity exceeds.'] })
    const zero = await post(
      'cart/buy-now',
      JSON.stringify({
        product_id: b.productId,
        inventory_id: b.inventoryId,
        quantity: 0,
        user_token: 'abcdefgh',
      }),
    )
    expect(zero.data.form).toEqual(['The quantity field must be at least 1.'])
  })

  it('deletes only the shopper’s own lines', async () => {
    const a = await createProduct(server.db)
    const mine = guest()
    const theirs = guest()
    const { data: line } = await theirs.client.cart.action({
      product_id: a.productId,
      inventory_id: a.inventoryId,
      quantity: 1,
    })
    const before = await snapshot(server.db)
    await expect(mine.client.cart.remove(line.id)).rejects.toMatchObject({
      envelopeStatus: 201,
      messages: ['This item is not in your cart.'],
    })
    expect(await snapshot(server.db)).toEqual(before)
    const removed = await theirs.client.cart.remove(line.id)
    expect(removed.data).toMatchObject({ id: line.id, quantity: 1 })
    expect((await theirs.client.cart.byUser()).data).toEqual([])
    await expect(theirs.client.cart.remove(line.id)).rejects.toBeInstanceOf(FormError)
    const bad = await server.json(`cart/delete/abc?user_token=${theirs.token}`, { method: 'DELETE' })
    expect(bad.status).toBe(201)
  })

  it('selects and deselects own lines, and refuses ids of other shoppers', async () => {
    const a = await createProduct(server.db)
    const b = await createProduct(server.db)
    const mine = guest()
    const theirs = guest()
    const one = (
      await mine.client.cart.action({ product_id: a.productId, inventory_id: a.inventoryId, quantity: 1 })
    ).data
    const two = (
      await mine.client.cart.action({ product_id: b.productId, inventory_id: b.inventoryId, quantity: 1 })
    ).data
    const foreign = (
      await theirs.client.cart.action({ product_id: a.productId, inventory_id: a.inventoryId, quantity: 1 })
    ).data
    const changed = await mine.client.cart.change({ checked: [two.id], unchecked: [one.id], isBundle: false })
    expect(changed.data).toBe(true)
    expect((await mine.client.cart.byUser()).data.map((line) => line.selected)).toEqual([2, 1])
    const before = await snapshot(server.db)
    await expect(
      mine.client.cart.change({ checked: [one.id, foreign.id], unchecked: [] }),
    ).rejects.toMatchObject({
      messages: ['Some of these items are not in your cart.'],
    })
    await expect(mine.client.cart.change({ checked: [one.id], unchecked: [one.id] })).rejects.toMatchObject({
      messages: ['An item cannot be both checked and unchecked.'],
    })
    const wrongType = await post('cart/change', JSON.stringify({ checked: 'all', user_token: mine.token }))
    expect(wrongType.data.form).toEqual(['The checked field must be a list of cart ids.'])
    expect(await snapshot(server.db)).toEqual(before)
  })
})

describe('cart/update-shipping', () => {
  it('saves each line’s place and delivery type and makes the address the default', async () => {
    const standard = await createProduct(server.db, { shippingRuleId: 1 })
    const pickup = await createProduct(server.db, { shippingRuleId: 5 })
    const { client, token } = guest()
    await client.cart.action({
      product_id: standard.productId,
      inventory_id: standard.inventoryId,
      quantity: 1,
    })
    await client.cart.action({ product_id: pickup.productId, inventory_id: pickup.inventoryId, quantity: 1 })
    const address = await createAddress(server.db, { userToken: token }, { country: 'US', state: 'NY' })
    const lines = (await client.cart.byUser()).data
    const [first, second] = lines as [CartLine, CartLine]
    const reply = await client.cart.updateShipping({
      cart: {
        [first.id]: choice(first, await placeOf(1, 'US', 'ALL')),
        [second.id]: choice(second, await placeOf(5, 'US', 'NY'), 2),
      },
      selected_address: address,
    })
    expect(reply.data.map((line) => [line.shipping_place?.price, line.shipping_type])).toEqual([
      [4.5, 1],
      [6, 2],
    ])
    expect(reply.data[1]?.shipping_place?.shipping_rule).toMatchObject({ id: 5 })
    const guestRow = await firstRow<{ default_address: number; name: string }>(
      server.db,
      sql`SELECT default_address, name FROM guest_users WHERE user_token = ${token}`,
    )
    expect(guestRow).toEqual({ default_address: address, name: 'Ada Shopper' })
  })

  it('answers the cart-line map for lines that cannot be shipped, picked up, sold or delivered', async () => {
    const standard = await createProduct(server.db, { shippingRuleId: 1, title: 'Blue kettle' })
    const hidden = await createProduct(server.db, { shippingRuleId: 1, title: 'Hidden lamp' })
    const { client, token } = guest()
    const address = await createAddress(server.db, { userToken: token }, { country: 'US', state: 'CA' })
    await client.cart.action({
      product_id: standard.productId,
      inventory_id: standard.inventoryId,
      quantity: 1,
    })
    await client.cart.action({ product_id: hidden.productId, inventory_id: hidden.inventoryId, quantity: 1 })
    await server.db.execute(sql`UPDATE products SET status = 2 WHERE id = ${hidden.productId}`)
    const [first, second] = (await client.cart.byUser()).data as [CartLine, CartLine]
    const before = await snapshot(server.db)
    const wrongPlace = client.cart.updateShipping({
      cart: {
        [first.id]: choice(first, await placeOf(1, 'FR', 'ALL')),
        [second.id]: choice(second, await placeOf(1, 'US', 'CA'), 2),
      },
      selected_address: address,
    })
    await expect(wrongPlace).rejects.toMatchObject({
      envelopeStatus: 201,
      lineErrors: {
        [first.id]: [
          'This product can not be shipped to CA US. Please Uncheck the product first or change the shipping address',
        ],
        [second.id]: [
          'Hidden lamp is not available / should be unchecked',
          'Hidden lamp cannot be picked up at this place.',
        ],
      },
    })
    expect(await snapshot(server.db)).toEqual(before)
    await server.db.execute(
      sql`UPDATE updated_inventories SET quantity = 0 WHERE id = ${standard.inventoryId}`,
    )
    const emptied = await snapshot(server.db)
    await expect(
      client.cart.updateShipping({
        cart: { [first.id]: choice(first, await placeOf(1, 'US', 'CA')) },
        selected_address: address,
      }),
    ).rejects.toMatchObject({ lineErrors: { [first.id]: ['Blue kettle is out of stock'] } })
    expect(await snapshot(server.db)).toEqual(emptied)
  })

  it('refuses another shopper’s address and lines, and malformed choices', async () => {
    const product = await createProduct(server.db)
    const mine = guest()
    const theirs = guest()
    await mine.client.cart.action({
      product_id: product.productId,
      inventory_id: product.inventoryId,
      quantity: 1,
    })
    await theirs.client.cart.action({
      product_id: product.productId,
      inventory_id: product.inventoryId,
      quantity: 1,
    })
    const myAddress = await createAddress(server.db, { userToken: mine.token })
    const theirAddress = await createAddress(server.db, { userToken: theirs.token })
    const [myLine] = (await mine.client.cart.byUser()).data as [CartLine]
    const [theirLine] = (await theirs.client.cart.byUser()).data as [CartLine]
    const place = await placeOf(1, 'US', 'CA')
    const before = await snapshot(server.db)
    await expect(
      mine.client.cart.updateShipping({
        cart: { [myLine.id]: choice(myLine, place) },
        selected_address: theirAddress,
      }),
    ).rejects.toMatchObject({ messages: ['Please add an address first.'] })
    await expect(
      mine.client.cart.updateShipping({
        cart: { [theirLine.id]: choice(theirLine, place) },
        selected_address: myAddress,
      }),
    ).rejects.toMatchObject({ messages: ['Some of these items are not in your cart.'] })
    const malformed: unknown[] = [
      { cart: {}, selected_address: myAddress },
      { cart: { abc: choice(myLine, place) }, selected_address: myAddress },
      { cart: { [myLine.id]: { ...choice(myLine, place), shipping_type: 3 } }, selected_address: myAddress },
      {
        cart: { [myLine.id]: { ...choice(myLine, place), cart: myLine.id + 1 } },
        selected_address: myAddress,
      },
      { cart: { [myLine.id]: choice(myLine, place) } },
      { cart: 'everything', selected_address: myAddress },
    ]
    for (const body of malformed) {
      const reply = await post(
        'cart/update-shipping',
        JSON.stringify({ ...(body as object), user_token: mine.token }),
      )
      expect(reply.status).toBe(201)
      expect(reply.data.form?.length).toBeGreaterThan(0)
    }
    expect(await snapshot(server.db)).toEqual(before)
  })
})

describe('the cart of a signed-in customer', () => {
  it('keeps the customer’s lines apart from guest tokens and merges a guest cart on sign-in', async () => {
    const product = await createProduct(server.db, { stock: 6 })
    const other = await createProduct(server.db, { stock: 6 })
    const customer = await createCustomer(server.db)
    await server.db.execute(
      sql`UPDATE users SET password = (SELECT password FROM users WHERE email = 'noah@customers.souk.test')
          WHERE id = ${customer.userId}`,
    )
    const token = guestToken()
    const signedIn = server.client({ token: customer.token, guestToken: token })
    await signedIn.cart.action({
      product_id: product.productId,
      inventory_id: product.inventoryId,
      quantity: 4,
    })
    expect((await server.client({ guestToken: token }).cart.byUser()).data).toEqual([])
    const asGuest = server.client({ guestToken: token })
    await asGuest.cart.action({
      product_id: product.productId,
      inventory_id: product.inventoryId,
      quantity: 5,
    })
    await asGuest.cart.action({ product_id: other.productId, inventory_id: other.inventoryId, quantity: 2 })
    const signIn = await asGuest.account.signIn({
      email: customer.email,
      password: 'souk-demo-1',
      user_token: token,
    })
    // 4 + 5 is capped at the stock of 6; the other variant moves over as it is.
    expect(signIn.data.user.cart_count).toBe(8)
    const lines = (await signedIn.cart.byUser()).data
    expect(lines.map((line) => [line.product_id, line.quantity, line.user_id])).toEqual([
      [product.productId, 6, customer.userId],
      [other.productId, 2, customer.userId],
    ])
    expect((await asGuest.cart.byUser()).data).toEqual([])
  })

  it('answers 403 to guests when guest checkout is off, but serves customers', async () => {
    const product = await createProduct(server.db)
    const customer = await createCustomer(server.db)
    await server.db.execute(sql`UPDATE settings SET guest_checkout = 0`)
    try {
      const line = { product_id: product.productId, inventory_id: product.inventoryId, quantity: 1 }
      await expect(guest().client.cart.action(line)).rejects.toMatchObject({ envelopeStatus: 403 })
      await expect(guest().client.cart.buyNow(line)).rejects.toMatchObject({ envelopeStatus: 403 })
      const reply = await server.client({ token: customer.token }).cart.action(line)
      expect(reply.data.user_id).toBe(customer.userId)
    } finally {
      await server.db.execute(sql`UPDATE settings SET guest_checkout = 1`)
    }
  })

  it('never creates two lines for one variant, even when adds race', async () => {
    const product = await createProduct(server.db, { stock: 50 })
    const { client, token } = guest()
    await Promise.all(
      Array.from({ length: 8 }, () =>
        client.cart.action({ product_id: product.productId, inventory_id: product.inventoryId, quantity: 1 }),
      ),
    )
    const found = await rows<{ quantity: number }>(
      server.db,
      sql`SELECT quantity FROM carts WHERE user_token = ${token}`,
    )
    expect(found).toEqual([{ quantity: 8 }])
  })
})
