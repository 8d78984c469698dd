/**
 * The cart hand-off between the Souk widgets on a partner's page and the shop (issue 12). The widgets' checkout
 * asks the API for a one-time code bound to their guest cart (`POST cart/handoff`: random, stored hashed, five
 * minutes, single use) and opens the shop's cart with `?souk_handoff=<code>`. The shop's cart page claims the
 * code with its visitor's own identity (`POST cart/handoff/claim`): the handed-over lines move into the
 * visitor's cart. Nobody adopts another shopper's token, so a link can no longer fix a visitor's session; the
 * old `souk_guest` parameter (a guest token in the URL) is never read, only removed from the address.
 */
import type { CartHandoffClaim, CartHandoffPreview } from '../model'
import type { Souk } from '../souk'
import { errorText } from '../util/errorText'
import type { WidgetSouk } from '../widgets/createWidgetSouk'

/** The query parameter that carries a hand-off code to the shop's cart page. */
export const CART_HANDOFF_PARAM = 'souk_handoff'

/** The refused parameter that once carried a guest token: dropped from the address, never read. */
export const LEGACY_GUEST_PARAM = 'souk_guest'

/** Characters of a hand-off code: 32 random bytes in base64url. */
export const HANDOFF_CODE_LENGTH = 43

/** A hand-off code of the API's format (43 base64url characters); anything else is not worth a request. */
export function isHandoffCode(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value)
}

/** The shop URL `path` (e.g. the localized cart path) with a hand-off code. */
export function cartHandoffUrl(shop: string, path: string, code: string): string {
  const url = new URL(path, shop)
  url.searchParams.set(CART_HANDOFF_PARAM, code)
  return url.href
}

/** What a page address says about a hand-off. */
export interface CartHandoffLink {
  /** The code to claim, or null (none, or not of the code's format). */
  code: string | null
  /** The address without the hand-off parameters (for `history.replaceState`), or null when it had none. */
  cleanUrl: string | null
}

/**
 * Reads a hand-off from a page address: the `souk_handoff` code when it has the code's format. Both
 * `souk_handoff` and the refused `souk_guest` leave the address (a shared or bookmarked link never carries them
 * on); `souk_guest` is never read.
 */
export function readCartHandoff(href: string): CartHandoffLink {
  const url = new URL(href)
  const params = [CART_HANDOFF_PARAM, LEGACY_GUEST_PARAM]
  if (!params.some((name) => url.searchParams.has(name))) return { code: null, cleanUrl: null }
  const code = url.searchParams.get(CART_HANDOFF_PARAM)
  for (const name of params) url.searchParams.delete(name)
  return { code: isHandoffCode(code) ? code : null, cleanUrl: url.href }
}

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
