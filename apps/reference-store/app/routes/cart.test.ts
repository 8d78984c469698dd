// @vitest-environment node
/**
 * The cart page's action and loader, over the real API in this process (PGlite, seeded): the cart's forms as a
 * browser posts them before hydration or without JavaScript.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createApi, loadConfig, openDb, seedDatabase } from '@souk/api'
import { GUEST_TOKEN_COOKIE, parseCookies } from '@souk/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { StoreContext } from '../souk.server'
import { action, loader } from './cart'

const ORIGIN = 'http://localhost:3000'

let api: ReturnType<typeof createApi>
let database: Awaited<ReturnType<typeof openDb>> | undefined
let dataDir: string
/** A product of the seed with one variant in stock (no options to choose). */
let simple: { id: number; slug: string; stock: number }

const apiFetch: typeof fetch = (input, init) =>
  Promise.resolve(
    api.fetch(input instanceof Request ? input : new Request(new URL(String(input), ORIGIN), init)),
  )
const context: StoreContext = { apiFetch, publicUrl: ORIGIN }

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'souk-store-cart-'))
  database = await openDb({ dataDir: 'memory://' })
  await seedDatabase(database.db, { products: 30 })
  api = createApi({ db: database.db, config: { ...loadConfig({}), dataDir, publicUrl: ORIGIN } })
  for (let id = 1; id <= 30; id++) {
    const reply = (await (await apiFetch(`${ORIGIN}/api/v1/product/${id}`)).json()) as {
      status: number
      data: { slug: string; selling: number; inventory: { quantity: number }[] }
    }
    const [variant, ...others] = reply.status === 200 ? reply.data.inventory : []
    if (variant && others.length === 0 && variant.quantity > 3 && reply.data.selling >= 30) {
      simple = { id, slug: reply.data.slug, stock: variant.quantity }
      break
    }
  }
  expect(simple).toBeDefined()
}, 120_000)

afterAll(async () => {
  await database?.close()
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
})

/** Posts a cart form to `path` with the browser's cookies; what the action answered. */
async function post(fields: Record<string, string> | URLSearchParams, cookie = '', path = '/cart') {
  const request = new Request(`${ORIGIN}${path}`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
  })
  try {
    return await action({ request, context, params: {} } as never)
  } catch (thrown) {
    return thrown
  }
}

/** A redirect's target, and the cookies it sets (name → value). */
function redirected(answer: unknown) {
  expect(answer).toBeInstanceOf(Response)
  const response = answer as Response
  const cookies: Record<string, string> = {}
  for (const header of response.headers.getSetCookie())
    Object.assign(cookies, parseCookies(header.split(';')[0]))
  return { status: response.status, location: response.headers.get('location'), cookies }
}

/** The lines the cart page's loader reads for these cookies. */
async function cartLines(cookie: string) {
  const request = new Request(`${ORIGIN}/cart`, { headers: { cookie } })
  const answer = (await loader({ request, context, params: {} } as never)) as {
    data: { lines: { id: number; product_id: number; inventory_id: number; quantity: number }[] | null }
  }
  return answer.data.lines ?? []
}

describe('the cart action (forms posted before hydration or without JavaScript)', () => {
  it('adds a product for a new guest: a guest token cookie, then back to the product with the message', async () => {
    const answer = redirected(await post({ intent: 'add', product_id: String(simple.id), quantity: '2' }))
    expect(answer.status).toBe(303)
    expect(answer.location).toBe(`/${simple.slug}/product/${simple.id}`)
    expect(answer.cookies.souk_flash).toBe('cart.added')
    const token = answer.cookies[GUEST_TOKEN_COOKIE]
    expect(token).toMatch(/^[0-9a-z]{18}$/)
    const lines = await cartLines(`${GUEST_TOKEN_COOKIE}=${token}`)
    expect(lines.map((line) => [line.product_id, line.quantity])).toEqual([[simple.id, 2]])
  })

  it('adds the variant the form chose, and goes back to that variant’s page', async () => {
    const reply = (await (await apiFetch(`${ORIGIN}/api/v1/product/1`)).json()) as {
      data: {
        slug: string
        inventory: { id: number; quantity: number; inventory_attributes: { attribute_value_id: number }[] }[]
        attribute: { id: number; values: { attribute_value_id: number }[] }[]
      }
    }
    const { slug, inventory, attribute } = reply.data
    // The last variant in stock with one value per group (not the first: the page's default).
    const variant = inventory.filter((row) => row.quantity > 0 && row.inventory_attributes.length > 0).at(-1)
    expect(variant).toBeDefined()
    const choices = attribute.flatMap((group) =>
      group.values
        .filter((value) =>
          variant?.inventory_attributes.some((pair) => pair.attribute_value_id === value.attribute_value_id),
        )
        .map((value) => [group.id, value.attribute_value_id] as const),
    )
    const form = new URLSearchParams({ intent: 'add', product_id: '1' })
    for (const [group, value] of choices) form.append('choice', `${group}:${value}`)
    const answer = redirected(await post(form))
    const query = choices.map(([group, value]) => `attr_${group}=${value}`).join('&')
    expect(answer).toMatchObject({ status: 303, location: `/${slug}/product/1?${query}` })
    expect(answer.cookies.souk_flash).toBe('cart.added')
    const lines = await cartLines(`${GUEST_TOKEN_COOKIE}=${answer.cookies[GUEST_TOKEN_COOKIE]}`)
    expect(lines.map((line) => line.inventory_id)).toEqual([variant?.id])
  })

  it('changes a line’s quantity and removes it, then shows the cart with the message', async () => {
    const first = redirected(await post({ intent: 'add', product_id: String(simple.id) }))
    const cookie = `${GUEST_TOKEN_COOKIE}=${first.cookies[GUEST_TOKEN_COOKIE]}`
    const [line] = await cartLines(cookie)
    const changed = redirected(
      await post({ intent: 'quantity', line_id: String(line?.id), set_quantity: '3' }, cookie),
    )
    expect(changed).toMatchObject({ status: 303, location: '/cart', cookies: { souk_flash: 'cart.updated' } })
    // The same guest: no new token.
    expect(changed.cookies[GUEST_TOKEN_COOKIE]).toBeUndefined()
    expect((await cartLines(cookie)).map((each) => each.quantity)).toEqual([3])
    const removed = redirected(await post({ intent: 'remove', line_id: String(line?.id) }, cookie))
    expect(removed).toMatchObject({ status: 303, location: '/cart', cookies: { souk_flash: 'cart.removed' } })
    expect(await cartLines(cookie)).toEqual([])
  })

  it('refuses with core’s rules and the same messages, and adds nothing', async () => {
    const tooMany = redirected(
      await post({ intent: 'add', product_id: String(simple.id), quantity: String(simple.stock + 1) }),
    )
    expect(tooMany.location).toBe(`/${simple.slug}/product/${simple.id}`)
    expect(tooMany.cookies.souk_flash).toBe('product.quantityExceedsInventory')
    const none = redirected(await post({ intent: 'add', product_id: String(simple.id), quantity: '0' }))
    expect(none.cookies.souk_flash).toBe('cart.minQuantity')
    expect(await cartLines(`${GUEST_TOKEN_COOKIE}=${none.cookies[GUEST_TOKEN_COOKIE]}`)).toEqual([])
    // A line's quantity beyond the stock: back to the cart, in the page's language.
    const first = redirected(await post({ intent: 'add', product_id: String(simple.id) }))
    const cookie = `${GUEST_TOKEN_COOKIE}=${first.cookies[GUEST_TOKEN_COOKIE]}`
    const [line] = await cartLines(cookie)
    const refused = redirected(
      await post(
        { intent: 'quantity', line_id: String(line?.id), quantity: String(simple.stock + 1) },
        cookie,
        '/fr/cart',
      ),
    )
    expect(refused).toMatchObject({ location: '/fr/cart', cookies: { souk_flash: 'cart.maxQuantity' } })
    expect((await cartLines(cookie)).map((each) => each.quantity)).toEqual([1])
  })

  it('buys now: the line becomes the only selected one and the shopper goes to checkout', async () => {
    const answer = redirected(
      await post({ intent: 'buy-now', product_id: String(simple.id) }, '', '/tr/cart'),
    )
    expect(answer).toMatchObject({ status: 303, location: '/tr/checkout' })
  })

  it('checks a voucher against the cart’s selected lines (issue 18) and answers on the cart page', async () => {
    const first = redirected(await post({ intent: 'add', product_id: String(simple.id) }))
    const cookie = `${GUEST_TOKEN_COOKIE}=${first.cookies[GUEST_TOKEN_COOKIE]}`
    const applied = (await post({ intent: 'voucher', voucher: 'NOMIN3' }, cookie)) as {
      data: { ok: boolean; message: string; voucher: { code: string; discount: number } | null }
      init: { status: number }
    }
    expect(applied.data).toEqual({
      ok: true,
      message: 'Voucher applied.',
      voucher: { code: 'NOMIN3', discount: 3 },
    })
    const refused = (await post({ intent: 'voucher', voucher: 'NO-SUCH-CODE' }, cookie)) as typeof applied
    expect(refused.init.status).toBe(400)
    expect(refused.data).toMatchObject({
      ok: false,
      message: 'This voucher code is not valid.',
      voucher: null,
    })
  })

  it('answers 400 to a form no page of the shop posts', async () => {
    const answer = (await post({ intent: 'empty-the-shop' })) as { init?: { status: number } }
    expect(answer.init?.status).toBe(400)
  })
})
