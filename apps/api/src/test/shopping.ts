/** Shopping steps the order, voucher and review tests share: a cart with shipping chosen, ready to order. */
import { type CartLine, type LineShippingChoice, type SoukClient, selectShippingPlace } from '@souk/core'
import { createAddress, guestToken, type TestProduct } from './fixtures'
import type { TestServer } from './testServer'

/** A shopper of the tests: a guest (token) or a customer (bearer and their id). */
export interface TestShopper {
  client: SoukClient
  token: string
  userId?: number
}

/** A new guest with a client of their own. */
export function newGuest(
  server: TestServer,
  options: { language?: string; legacy?: boolean } = {},
): TestShopper {
  const token = guestToken()
  return { token, client: server.client({ ...options, guestToken: token }) }
}

/** One item to put in the cart. */
export interface CartItem {
  product: TestProduct
  quantity: number
  /** Which variant (default the first). */
  inventoryId?: number
}

/**
 * Adds the items, saves an address at `destination` and chooses for every line the place core's rule picks for
 * it (delivery by default). Returns the address id and the lines as the server answered them.
 */
export async function fillCart(
  server: TestServer,
  shopper: TestShopper,
  items: readonly CartItem[],
  destination: { country: string; state?: string } = { country: 'US', state: 'CA' },
  shippingType: 1 | 2 = 1,
): Promise<{ addressId: number; lines: CartLine[] }> {
  for (const item of items) {
    await shopper.client.cart.action({
      product_id: item.product.productId,
      inventory_id: item.inventoryId ?? item.product.inventoryId,
      quantity: item.quantity,
    })
  }
  const addressId = await createAddress(
    server.db,
    shopper.userId ? { userId: shopper.userId } : { userToken: shopper.token },
    destination,
  )
  const { data: lines } = await shopper.client.cart.byUser()
  const cart: Record<string, LineShippingChoice> = {}
  for (const line of lines) {
    const place = selectShippingPlace(line.flash_product?.shipping_rule?.shipping_places ?? [], destination)
    if (!place) continue
    const { shipping_rule: _rule, ...shippingPlace } = place
    cart[line.id] = {
      cart: line.id,
      shipping_place: shippingPlace,
      shipping_type: shippingType,
      single_shipping: false,
    }
  }
  const { data } = await shopper.client.cart.updateShipping({ cart, selected_address: addressId })
  return { addressId, lines: data }
}
