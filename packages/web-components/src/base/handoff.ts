import { cartHandoffAddress, errorText, type WidgetSouk } from '@souk/core'
import type { SoukCheckoutDetail } from '../events'
import { emit, emitError } from './emit'

/** The shop's cart page in the widget's language, without a hand-off (where the cart button links). */
export function shopCartUrl(souk: WidgetSouk): string {
  return souk.links.cart()
}

// Elements with a hand-off in flight: a second press while the code is asked for does nothing.
const handingOff = new WeakSet<Element>()

/**
 * Takes this shopper's cart to the shop: asks the API for a one-time hand-off code (core's
 * `cartHandoffAddress`: five minutes, single use, bound to this guest cart; none for an empty cart) and, unless
 * `beforeLeave` says no, opens the shop's cart page with `?souk_handoff=<code>`. The shop moves the lines into
 * its visitor's own cart; no token travels in the URL. A failure is toasted and dispatched as `souk-error`.
 */
export async function leaveWithCart(
  host: HTMLElement,
  souk: WidgetSouk,
  beforeLeave: (url: string) => boolean = () => true,
): Promise<boolean> {
  if (handingOff.has(host)) return false
  handingOff.add(host)
  try {
    // The page's Souk always has a shopUrl (default the API's origin), so the cart link is absolute.
    const url = await cartHandoffAddress(souk, souk.links.shopUrl || location.href, souk.links.cart())
    if (!beforeLeave(url)) return false
    window.location.assign(url)
    return true
  } catch (error) {
    const message = errorText(error, souk.t)
    souk.toast.getState().showError(message)
    emitError(host, error, message)
    return false
  } finally {
    handingOff.delete(host)
  }
}

/**
 * Hands the cart to the shop: once the code is there, dispatches the cancelable `souk-checkout` from `host`
 * (`detail.url` is the hand-off address) and, unless a listener cancelled it, opens it. Resolves to whether the
 * shopper is leaving.
 */
export function handOff(
  host: HTMLElement,
  souk: WidgetSouk,
  source: SoukCheckoutDetail['source'],
): Promise<boolean> {
  return leaveWithCart(host, souk, (url) => {
    const count = souk.cart.getState().count
    return emit(host, 'souk-checkout', { url, count, source }, { cancelable: true })
  })
}

/** Opens a page of the shop (a product, a search: a URL of `souk.links`) in this tab. */
export function openOnShop(url: string): void {
  window.location.assign(url)
}
