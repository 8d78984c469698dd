import { type PlacedOrder, UnauthenticatedError } from '@souk/core'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApi } from '../app'
import { firstRow } from '../db/openDb'
import { createCustomer, createProduct, removeTestProducts, snapshot } from '../test/fixtures'
import { fillCart } from '../test/shopping'
import { type TestServer, testServer } from '../test/testServer'

let server: TestServer
beforeAll(async () => {
  server = await testServer()
})
afterAll(async () => {
  await removeTestProducts(server.db)
})

const count = async (query: ReturnType<typeof sql>) =>
  (await firstRow<{ n: number }>(server.db, query))?.n ?? 0

/** The last code mailed to an address. */
async function mailedCode(address: string): Promise<string> {
  const mail = await firstRow<{ text: string }>(
    server.db,
    sql`SELECT text FROM mail_outbox WHERE "to" = ${address} ORDER BY id DESC LIMIT 1`,
  )
  return /code is (\d{6})/.exec(mail?.text ?? '')?.[1] ?? ''
}

describe('user/delete', () => {
  it('deletes the customer with their cart, orders, reviews and addresses, and puts pending units back', async () => {
    const product = await createProduct(server.db, { stock: 5, shippingRuleId: 3 })
    const customer = await createCustomer(server.db)
    const client = server.client({ token: customer.token })
    const shopper = { client, token: 'unused', userId: customer.userId }
    await fillCart(server, shopper, [{ product, quantity: 2 }])
    const order = (await client.orders.place({ order_method: 2 })).data as PlacedOrder
    await client.cart.action({
      product_id: product.productId,
      inventory_id: product.inventoryId,
      quantity: 1,
    })
    await client.wishlist.toggle(product.productId)
    const deleted = await client.account.deleteAccount()
    expect(deleted.data).toMatchObject({ id: customer.userId, email: customer.email })
    expect(deleted.data).not.toHaveProperty('password')
    for (const table of ['carts', 'orders', 'user_addresses', 'user_wishlists', 'access_tokens']) {
      expect(
        await count(sql`SELECT count(*)::int AS n FROM ${sql.raw(table)} WHERE user_id = ${customer.userId}`),
      ).toBe(0)
    }
    expect(
      await count(sql`SELECT count(*)::int AS n FROM ordered_products WHERE order_id = ${order.id}`),
    ).toBe(0)
    expect(
      await count(sql`SELECT quantity AS n FROM updated_inventories WHERE id = ${product.inventoryId}`),
    ).toBe(5)
    await expect(client.wishlist.all()).rejects.toBeInstanceOf(UnauthenticatedError)
    await expect(server.client().account.deleteAccount()).rejects.toBeInstanceOf(UnauthenticatedError)
  })
})

describe('seller/signup and seller/verify', () => {
  it('registers a vendor, mails a code, and verifies it; a second namesake gets another username', async () => {
    const client = server.client()
    const signed = await client.account.sellerSignUp({
      name: 'Karim Benali',
      email: 'Karim@Sellers.test',
      store_name: 'Karim’s Corner',
      password: 'vendor-pass',
    })
    expect(signed.data).toBe('karim@sellers.test')
    await client.account.sellerSignUp({
      name: 'Karim Haddad',
      email: 'karim.h@sellers.test',
      store_name: 'Haddad Home',
      password: 'vendor-pass',
    })
    const usernames = await firstRow<{ a: string; b: string }>(
      server.db,
      sql`SELECT (SELECT username FROM admins WHERE email = 'karim@sellers.test') AS a,
          (SELECT username FROM admins WHERE email = 'karim.h@sellers.test') AS b`,
    )
    expect(usernames).toEqual({ a: 'karim', b: 'karim2' })
    const mailed = await mailedCode('karim@sellers.test')
    await expect(
      client.account.sellerVerify({
        email: 'karim@sellers.test',
        code: mailed === '000000' ? '000001' : '000000',
      }),
    ).rejects.toMatchObject({
      messages: ['The code is invalid or has expired. Please ask for a new one.'],
    })
    const verified = await client.account.sellerVerify({
      email: 'karim@sellers.test',
      code: mailed,
    })
    expect(verified.data).toMatchObject({ name: 'Karim Benali', username: 'karim', verified: 1 })
    expect(verified.data).not.toHaveProperty('password')
    await expect(
      client.account.sellerSignUp({
        name: 'K',
        email: 'karim@sellers.test',
        store_name: 'X',
        password: 'vendor-pass',
      }),
    ).rejects.toMatchObject({ messages: ['This e-mail address is already registered.'] })
  })

  it('refuses bad input and closed registration', async () => {
    const before = await snapshot(server.db)
    for (const body of [
      { name: 'A', email: 'a@b.test', password: 'short1', store_name: '' },
      { name: 'A', email: 'not-mail', password: 'long-enough', store_name: 'S' },
      { name: 'A', email: 'a@b.test', password: '123', store_name: 'S' },
    ]) {
      const reply = await server.json('seller/signup', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      })
      expect(reply.status).toBe(201)
    }
    await server.db.execute(sql`UPDATE settings SET vendor_registration = 0`)
    try {
      await expect(
        server
          .client()
          .account.sellerSignUp({ name: 'A', email: 'a@b.test', store_name: 'S', password: 'long-enough' }),
      ).rejects.toMatchObject({ messages: ['Seller registration is closed at the moment.'] })
    } finally {
      await server.db.execute(sql`UPDATE settings SET vendor_registration = 1`)
    }
    expect(await snapshot(server.db)).toEqual(before)
  })
})

describe('the development mailbox', () => {
  it('lists the outbox as JSON and as a page, and is off in production', async () => {
    const customer = await createCustomer(server.db)
    await server.db.execute(
      sql`INSERT INTO mail_outbox ("to", subject, text, kind) VALUES (${customer.email}, 'Hello <there>', 'Code is 1234', 'test')`,
    )
    const json = await server.json<{ to: string; subject: string }[]>(`dev/mailbox?to=${customer.email}`)
    expect(json.data).toEqual([expect.objectContaining({ to: customer.email, subject: 'Hello <there>' })])
    const page = await fetch(`${server.baseURL}dev/mailbox/page`)
    const html = await page.text()
    expect(html).toContain('Hello &lt;there&gt;')
    expect(html).not.toContain('Hello <there>')
    const production = createApi({
      db: server.db,
      config: { ...server.config, devPages: false },
      logError: () => {},
    })
    // Asked from this machine: switched off, not merely refused.
    const loopback = { incoming: { socket: { remoteAddress: '127.0.0.1' } } }
    expect((await production.request('http://localhost/api/v1/dev/mailbox', {}, loopback)).status).toBe(404)
    expect((await production.request('http://localhost/api/v1/dev/mailbox/page', {}, loopback)).status).toBe(
      404,
    )
  })
})
