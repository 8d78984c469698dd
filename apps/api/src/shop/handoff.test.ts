import { createHash } from 'node:crypto'
import { FormError } from '@souk/core'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { firstRow, rows } from '../db/openDb'
import {
  createCustomer,
  createProduct,
  guestToken,
  removeTestProducts,
  type TestProduct,
} from '../test/fixtures'
import { type TestServer, testServer } from '../test/testServer'

let server: TestServer
let shoes: TestProduct
let scarf: TestProduct
beforeAll(async () => {
  server = await testServer()
  shoes = await createProduct(server.db, { selling: 40, stock: 5, shippingRuleId: 1 })
  scarf = await createProduct(server.db, { selling: 15, stock: 9, shippingRuleId: 1 })
})
afterAll(async () => {
  await server.db.execute(sql`DELETE FROM rate_limits WHERE key LIKE 'handoff%'`)
  await removeTestProducts(server.db)
})

/** A guest with a client of their own. */
function guest() {
  const token = guestToken()
  return { token, client: server.client({ guestToken: token }) }
}

/** A guest whose cart holds `items` (product and quantity). */
async function guestWith(items: [TestProduct, number][]) {
  const shopper = guest()
  for (const [product, quantity] of items) {
    await shopper.client.cart.action({
      product_id: product.productId,
      inventory_id: product.inventoryId,
      quantity,
    })
  }
  return shopper
}

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a failure')
    },
    (error: unknown) => {
      expect(error).toBeInstanceOf(FormError)
      return (error as FormError).messages
    },
  )

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  server.json(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })

const linesOf = async (client: ReturnType<TestServer['client']>) =>
  (await client.cart.byUser()).data.map((line) => ({ product: line.product_id, quantity: line.quantity }))

const INVALID = 'This cart link is no longer valid: it was already used or has expired.'

describe('cart/handoff: a one-time code for a guest cart', () => {
  it('gives a guest with lines a random code, stored only as a hash, that expires in five minutes', async () => {
    const giver = await guestWith([[shoes, 1]])
    const { data } = await giver.client.cart.handoff()
    expect(data.code).toMatch(/^[A-Za-z0-9_-]{43}$/)
    const expiresIn = new Date(data.expires_at).getTime() - Date.now()
    expect(expiresIn).toBeGreaterThan(4 * 60_000)
    expect(expiresIn).toBeLessThanOrEqual(5 * 60_000 + 5_000)
    const stored = await rows<{ code_hash: string; user_token: string }>(
      server.db,
      sql`SELECT code_hash, user_token FROM cart_handoffs WHERE user_token = ${giver.token}`,
    )
    expect(stored).toEqual([
      { code_hash: createHash('sha256').update(data.code).digest('hex'), user_token: giver.token },
    ])
    const second = await giver.client.cart.handoff()
    expect(second.data.code).not.toBe(data.code)
  })

  it('refuses a code for an empty cart and for a signed-in customer', async () => {
    expect(await failure(guest().client.cart.handoff())).toEqual(['Your cart is empty.'])
    const customer = await createCustomer(server.db)
    const signedIn = server.client({ token: customer.token })
    expect(await failure(signedIn.cart.handoff())).toEqual(['Only a guest cart can be handed over.'])
  })

  it('answers a partner origin through CORS, and ignores unknown fields', async () => {
    const giver = await guestWith([[shoes, 1]])
    const response = await server.raw('cart/handoff', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: 'http://partner.test' },
      body: JSON.stringify({ user_token: giver.token }),
    })
    expect(response.headers.get('access-control-allow-origin')).toBe('http://partner.test')
    expect(((await response.json()) as { status: number }).status).toBe(200)
    // A field it does not read is dropped (Laravel's rule), not refused.
    const extra = await post('cart/handoff', { user_token: giver.token, user_id: 1 })
    expect(extra).toMatchObject({ status: 200 })
  })
})

describe('cart/handoff/claim: the lines move into the claimer’s own cart', () => {
  it('moves every line into the claiming guest’s cart, adding up a variant already there, and answers the count', async () => {
    const giver = await guestWith([
      [shoes, 2],
      [scarf, 1],
    ])
    const claimer = await guestWith([[shoes, 1]])
    const { data: handoff } = await giver.client.cart.handoff()
    const claim = await claimer.client.cart.claimHandoff(handoff.code)
    expect(claim.data).toEqual({ cart_count: 4, moved_lines: 2, moved_items: 3 })
    expect(claim.message).toBe('3 items added to your cart.')
    expect(await linesOf(claimer.client)).toEqual(
      expect.arrayContaining([
        { product: shoes.productId, quantity: 3 },
        { product: scarf.productId, quantity: 1 },
      ]),
    )
    expect(await linesOf(claimer.client)).toHaveLength(2)
    expect(await linesOf(giver.client)).toEqual([])
  })

  it('adds up quantities only to the stock', async () => {
    const giver = await guestWith([[shoes, 4]])
    const claimer = await guestWith([[shoes, 3]])
    const { data: handoff } = await giver.client.cart.handoff()
    const claim = await claimer.client.cart.claimHandoff(handoff.code)
    expect(claim.data.cart_count).toBe(5)
    expect(await linesOf(claimer.client)).toEqual([{ product: shoes.productId, quantity: 5 }])
  })

  it('moves the lines into a signed-in customer’s account', async () => {
    const giver = await guestWith([[scarf, 2]])
    const customer = await createCustomer(server.db)
    const account = server.client({ token: customer.token, guestToken: guestToken() })
    const { data: handoff } = await giver.client.cart.handoff()
    const claim = await account.cart.claimHandoff(handoff.code)
    expect(claim.data).toEqual({ cart_count: 2, moved_lines: 1, moved_items: 2 })
    const stored = await rows<{ user_id: number | null; user_token: string | null }>(
      server.db,
      sql`SELECT user_id, user_token FROM carts WHERE product_id = ${scarf.productId} AND user_id = ${customer.userId}`,
    )
    expect(stored).toEqual([{ user_id: customer.userId, user_token: null }])
  })

  it('is single use: a second claim, by anyone, is refused and moves nothing', async () => {
    const giver = await guestWith([[scarf, 1]])
    const first = guest()
    const { data: handoff } = await giver.client.cart.handoff()
    await first.client.cart.claimHandoff(handoff.code)
    // The giver fills their cart again: the used code must not reach the new lines.
    await giver.client.cart.action({
      product_id: shoes.productId,
      inventory_id: shoes.inventoryId,
      quantity: 1,
    })
    const second = await guestWith([[scarf, 1]])
    expect(await failure(second.client.cart.claimHandoff(handoff.code))).toEqual([INVALID])
    expect(await failure(first.client.cart.claimHandoff(handoff.code))).toEqual([INVALID])
    expect(await linesOf(second.client)).toEqual([{ product: scarf.productId, quantity: 1 }])
    expect(await linesOf(giver.client)).toEqual([{ product: shoes.productId, quantity: 1 }])
  })

  it('refuses an expired code and leaves both carts as they were', async () => {
    const giver = await guestWith([[scarf, 1]])
    const claimer = guest()
    const { data: handoff } = await giver.client.cart.handoff()
    await server.db.execute(
      sql`UPDATE cart_handoffs SET expires_at = now() - interval '1 second' WHERE user_token = ${giver.token}`,
    )
    expect(await failure(claimer.client.cart.claimHandoff(handoff.code))).toEqual([INVALID])
    expect(await failure(claimer.client.cart.previewHandoff(handoff.code))).toEqual([INVALID])
    expect(await linesOf(claimer.client)).toEqual([])
    expect(await linesOf(giver.client)).toEqual([{ product: scarf.productId, quantity: 1 }])
  })

  it('never tells the claimer the giver’s token', async () => {
    const giver = await guestWith([[shoes, 1]])
    const claimer = guest()
    const { data: handoff } = await giver.client.cart.handoff()
    const preview = await post('cart/handoff/preview', { code: handoff.code, user_token: claimer.token })
    const claim = await post('cart/handoff/claim', { code: handoff.code, user_token: claimer.token })
    expect(claim.status).toBe(200)
    const lines = await server.json(`cart/by-user?user_token=${claimer.token}`)
    for (const reply of [preview, claim, lines]) expect(JSON.stringify(reply)).not.toContain(giver.token)
    const moved = await rows<{ user_token: string | null }>(
      server.db,
      sql`SELECT user_token FROM carts WHERE user_token = ${giver.token}`,
    )
    expect(moved).toEqual([])
  })

  it('leaves the giver’s token no way to the moved lines: no reading, changing or removing them', async () => {
    const giver = await guestWith([[shoes, 1]])
    const claimer = guest()
    const { data: handoff } = await giver.client.cart.handoff()
    await claimer.client.cart.claimHandoff(handoff.code)
    const [line] = (await claimer.client.cart.byUser()).data
    if (!line) throw new Error('no line moved')
    expect(await linesOf(giver.client)).toEqual([])
    await failure(giver.client.cart.remove(line.id))
    await failure(giver.client.cart.change({ checked: [line.id], unchecked: [] }))
    await failure(giver.client.cart.handoff())
    expect(await linesOf(claimer.client)).toEqual([{ product: shoes.productId, quantity: 1 }])
  })

  it('answers a wrong code, a malformed one and bad bodies with a 201 and a message, never a 500', async () => {
    const claimer = guest()
    const wrong = 'A'.repeat(43)
    expect(await failure(claimer.client.cart.claimHandoff(wrong))).toEqual([INVALID])
    expect(await failure(claimer.client.cart.claimHandoff('souk'))).toEqual([INVALID])
    const token = claimer.token
    for (const [body, message] of [
      [{ user_token: token }, 'The code field is required.'],
      [{ code: 42, user_token: token }, 'The code field must be text.'],
      [{ code: 'x'.repeat(300), user_token: token }, 'The code field is too long.'],
      ['[1]', 'The request body must be a JSON object.'],
      ['{', 'The request body is not valid JSON.'],
    ] as const) {
      const reply = await post('cart/handoff/claim', body)
      expect(reply.status, JSON.stringify(body)).toBe(201)
      expect(reply.message, JSON.stringify(body)).toBe(message)
    }
    const anonymous = await post('cart/handoff/claim', { code: wrong })
    expect(anonymous).toMatchObject({ status: 201, message: 'Please sign in or send your guest token.' })
  })

  it('answers in the claimer’s language', async () => {
    const claimer = guest()
    const french = server.client({ guestToken: claimer.token, language: 'fr' })
    expect(await failure(french.cart.claimHandoff('B'.repeat(43)))).toEqual([
      'Ce lien de panier n’est plus valable : il a déjà servi ou a expiré.',
    ])
  })
})

describe('cart/handoff/preview: what a code would bring', () => {
  it('tells the items, the lines and the partner that asked, and leaves the code usable', async () => {
    const giver = await guestWith([
      [shoes, 2],
      [scarf, 1],
    ])
    const issued = await post('cart/handoff', { user_token: giver.token }, { Origin: 'http://partner.test' })
    const { code } = issued.data as unknown as { code: string }
    const claimer = guest()
    const preview = await claimer.client.cart.previewHandoff(code)
    expect(preview.data).toEqual({ items: 3, lines: 2, origin: 'http://partner.test' })
    const claim = await claimer.client.cart.claimHandoff(code)
    expect(claim.data.moved_items).toBe(3)
  })

  it('names no partner when the origin is not one the shop allows', async () => {
    const giver = await guestWith([[shoes, 1]])
    const issued = await post('cart/handoff', { user_token: giver.token }, { Origin: 'http://evil.test' })
    const { code } = issued.data as unknown as { code: string }
    const preview = await guest().client.cart.previewHandoff(code)
    expect(preview.data.origin).toBeNull()
  })

  it('refuses a code whose cart was emptied meanwhile', async () => {
    const giver = await guestWith([[shoes, 1]])
    const { data: handoff } = await giver.client.cart.handoff()
    const [line] = (await giver.client.cart.byUser()).data
    if (!line) throw new Error('no line')
    await giver.client.cart.remove(line.id)
    const claimer = guest()
    expect(await failure(claimer.client.cart.previewHandoff(handoff.code))).toEqual([
      'The cart of this link is empty now.',
    ])
    expect(await failure(claimer.client.cart.claimHandoff(handoff.code))).toEqual([
      'The cart of this link is empty now.',
    ])
  })
})

describe('the claim’s rate limit', () => {
  it('refuses claims from a client that tried too often', async () => {
    const claimer = guest()
    await failure(claimer.client.cart.claimHandoff('C'.repeat(43)))
    const key = await firstRow<{ key: string }>(
      server.db,
      sql`SELECT key FROM rate_limits WHERE key LIKE 'handoff-claim:%' ORDER BY window_start DESC LIMIT 1`,
    )
    if (!key) throw new Error('no rate-limit row')
    expect(key.key).not.toContain('direct')
    await server.db.execute(sql`UPDATE rate_limits SET count = 30 WHERE key = ${key.key}`)
    const giver = await guestWith([[shoes, 1]])
    const { data: handoff } = await giver.client.cart.handoff()
    const messages = await failure(claimer.client.cart.claimHandoff(handoff.code))
    expect(messages[0]).toMatch(/^Too many attempts/)
    expect(await linesOf(claimer.client)).toEqual([])
    // A forged X-Forwarded-For is not another client.
    const forged = await post(
      'cart/handoff/claim',
      { code: handoff.code, user_token: claimer.token },
      { 'X-Forwarded-For': '203.0.113.9' },
    )
    expect(forged.message).toMatch(/^Too many attempts/)
    await server.db.execute(sql`DELETE FROM rate_limits WHERE key = ${key.key}`)
  })
})
