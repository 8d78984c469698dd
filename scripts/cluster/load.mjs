// The cluster's mixed load: virtual shoppers browsing (listing, server-rendered product page, search
// suggestions) and buying as guests (add to cart, address, shipping, cash on delivery) through the load balancer,
// with the real SDK client (`@souk/core`). Every request is recorded: what it was, when it started and ended, and
// whether it failed (no answer, or a 5xx from the balancer). An order the shop refused (out of stock) is an
// answer, not a failure.
import { randomBytes } from 'node:crypto'

/**
 * Runs `users` shoppers until `stop()` resolves. `products` are `{ id, slug, inventoryId }` to browse; `hot`
 * the ones to buy. Resolves with the requests and the orders.
 */
export async function mixedLoad({ core, baseUrl, products, hot, users, words, until }) {
  const requests = []
  /** Orders: `{ token, id?: number, outcome: 'placed' | 'refused' | 'failed' }`. */
  const orders = []
  let inFlight = 0
  let stopped = false
  until.then(() => {
    stopped = true
  })

  const timed = async (kind, call) => {
    const entry = { kind, start: Date.now(), end: 0, failed: false, status: 0, message: '' }
    requests.push(entry)
    inFlight += 1
    try {
      return await call()
    } catch (error) {
      // The SDK's FormError is the shop's own answer in the envelope (a refusal): not a failed request.
      if (error?.envelopeStatus !== undefined) {
        entry.status = 201
        entry.message = String(error.message)
        throw Object.assign(new Error(entry.message), { refused: true })
      }
      entry.failed = true
      entry.status = Number(error?.status ?? error?.statusCode ?? 0)
      entry.message = String(error?.message ?? error)
      entry.cause = causeOf(error)
      throw error
    } finally {
      entry.end = Date.now()
      inFlight -= 1
    }
  }
  const page = async (path) => {
    const response = await fetch(`${baseUrl}${path}`, { headers: { Accept: 'text/html' } })
    await response.arrayBuffer()
    if (response.status >= 500)
      throw Object.assign(new Error(`HTTP ${response.status}`), { status: response.status })
    return response.status
  }
  const pick = (list) => list[Math.floor(Math.random() * list.length)]

  async function buy() {
    const token = randomBytes(16).toString('hex')
    const client = core.createClient({ baseURL: `${baseUrl}/api/v1/`, guestToken: () => token, retry: 0 })
    const product = pick(hot)
    const order = { token, outcome: 'failed' }
    try {
      await timed('add to cart', () =>
        client.cart.action({ product_id: product.id, inventory_id: product.inventoryId, quantity: 1 }),
      )
      const address = await timed('address', () =>
        client.addresses.save({
          name: 'Load Shopper',
          email: `load-${token.slice(0, 12)}@example.test`,
          phone: `+1 555 ${token.slice(0, 7).replace(/[a-f]/g, '1')}`,
          country: 'US',
          state: 'CA',
          city: 'Town',
          zip: '12345',
          address_1: '1 Load Street',
        }),
      )
      const { data: lines } = await timed('cart', () => client.cart.byUser())
      const cart = shippingChoices(core, lines)
      await timed('shipping', () => client.cart.updateShipping({ cart, selected_address: address.data.id }))
      // The order's fate is known only from here: recorded before the call, so a failed call is accounted for.
      orders.push(order)
      const placed = await timed('order', () => client.orders.place({ order_method: 2 }))
      order.outcome = 'placed'
      order.id = placed.data.id
    } catch (error) {
      if (error?.refused && orders.includes(order)) order.outcome = 'refused'
    }
  }

  async function shopper() {
    while (!stopped) {
      const roll = Math.random()
      try {
        if (roll < 0.3) {
          await timed('listing', () =>
            core
              .createClient({ baseURL: `${baseUrl}/api/v1/`, retry: 0 })
              .catalog.products({ page: Math.ceil(Math.random() * 5) }),
          )
        } else if (roll < 0.55) {
          const product = pick(products)
          await timed('product page', () => page(`/${product.slug}/product/${product.id}`))
        } else if (roll < 0.75) {
          await timed('search', () =>
            core.createClient({ baseURL: `${baseUrl}/api/v1/`, retry: 0 }).catalog.search(pick(words)),
          )
        } else {
          await buy()
        }
      } catch {
        // Recorded by `timed`.
      }
    }
  }

  await Promise.all(Array.from({ length: users }, () => shopper()))
  return { requests, orders, inFlight: () => inFlight }
}

/**
 * Each cart line's shipping choice as the checkout makes it: core's rule picks the place for a US, California
 * address; delivery to the door (`shipping_type` 1).
 */
export function shippingChoices(core, lines) {
  const cart = {}
  for (const line of lines) {
    const places = line.flash_product?.shipping_rule?.shipping_places ?? []
    const place = core.selectShippingPlace(places, { country: 'US', state: 'CA' })
    if (!place) continue
    const { shipping_rule: _rule, ...shippingPlace } = place
    cart[line.id] = { cart: line.id, shipping_place: shippingPlace, shipping_type: 1, single_shipping: false }
  }
  return cart
}

/** What lies under a failure: the chain of causes' codes and messages (a reset socket, a page that was not JSON). */
function causeOf(error) {
  const parts = []
  for (let cause = error?.cause, depth = 0; cause && depth < 4; cause = cause.cause, depth++) {
    parts.push([cause.code, cause.message].filter(Boolean).join(' '))
  }
  if (typeof error?.reply === 'string') parts.push(`reply: ${error.reply.replace(/\s+/g, ' ').slice(0, 80)}`)
  return parts.join(' <- ')
}
