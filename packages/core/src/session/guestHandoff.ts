/**
 * The cart hand-off between the Souk widgets on a partner's page and the shop (issue 12). The widgets' checkout
 * asks the API for a one-time code bound to their guest cart (`POST cart/handoff`: random, stored hashed, five
 * minutes, single use) and opens the shop's cart with `?souk_handoff=<code>`. The shop's cart page claims the
 * code with its visitor's own identity (`POST cart/handoff/claim`): the handed-over lines move into the
 * visitor's cart. Nobody adopts another shopper's token, so a link can no longer fix a visitor's session; the
 * old `souk_guest` parameter (a guest token in the URL) is never read, only removed from the address. The
 * link's parameters and their reading are `handoffLink.ts` (what the cart page needs before it knows of a code).
 */
import type { CartHandoffClaim, CartHandoffPreview } from '../model'
import type { Souk } from '../souk'
import { errorText } from '../util/errorText'
import type { WidgetSouk } from '../widgets/createWidgetSouk'
import { cartHandoffUrl } from './handoffLink'

/**
 * Where the widgets' checkout sends the shopper: the shop's cart page with a fresh hand-off code for this
 * guest's cart, or the plain cart page when the cart is empty (there is nothing to hand over). Rejects when
 * the API gives no code (the caller shows the error).
 */
export async function cartHandoffAddress(
  souk: Pick<WidgetSouk, 'cart' | 'client'>,
  shop: string,
  path: string,
): Promise<string> {
  if (souk.cart.getState().count < 1) return new URL(path, shop).href
  const { data } = await souk.client.cart.handoff()
  return cartHandoffUrl(shop, path, data.code)
}

/**
 * A visitor with lines of their own is asked before handed-over lines join them; so is one whose cart could
 * not be loaded (it may hold lines).
 */
export function handoffNeedsConsent(cart: {
  lines: readonly unknown[]
  count: number
  status?: string
}): boolean {
  return cart.status === 'error' || cart.lines.length > 0 || cart.count > 0
}

/**
 * What a code would bring (for the question to a visitor with a cart of their own), or null when the code
 * is no longer valid (the API's message is toasted).
 */
export async function previewCartHandoff(souk: Souk, code: string): Promise<CartHandoffPreview | null> {
  try {
    return (await souk.client.cart.previewHandoff(code)).data
  } catch (error) {
    souk.toast.getState().showError(errorText(error, souk.t))
    return null
  }
}

/**
 * Claims a hand-off code with this visitor's own identity: the lines move into their cart, which is
 * reloaded, and a toast says how many items came. Resolves to the API's answer, or null on failure (toasted).
 */
export async function claimCartHandoff(souk: Souk, code: string): Promise<CartHandoffClaim | null> {
  try {
    // The lines move into the cart: a cart read on its way meanwhile is read again.
    const { data } = await souk.cart.getState().changedElsewhere(() => souk.client.cart.claimHandoff(code))
    await souk.cart.getState().load()
    souk.toast.getState().show(souk.t('handoff.added', { count: data.moved_items }))
    return data
  } catch (error) {
    souk.toast.getState().showError(errorText(error, souk.t))
    return null
  }
}
