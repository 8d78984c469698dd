import { guestHandoffUrl, localizePath, routes, type Souk } from '@souk/core'
import { pageSoukState, shopBase } from '../config/pageSouk'
import type { SoukCheckoutDetail } from '../events'
import { emit } from './emit'

/**
 * The shop's cart page with this shopper's guest token (core's `guestHandoffUrl`), in the widget's language:
 * the shop adopts the token when its visitor is a guest, so the same lines are there. A signed-in token is
 * never put in a URL.
 */
export function cartHandoffUrl(souk: Souk): string {
  const shop = shopBase(pageSoukState().config)
  return guestHandoffUrl(
    shop,
    localizePath(routes.cart, souk.language()),
    souk.session.getState().guestToken(),
  )
}

/**
 * Hands the cart to the shop: dispatches the cancelable `souk-checkout` from `host` and, unless a listener
 * cancelled it, opens the shop's cart page. Returns whether the shopper is leaving.
 */
export function handOff(host: HTMLElement, souk: Souk, source: SoukCheckoutDetail['source']): boolean {
  const url = cartHandoffUrl(souk)
  const count = souk.cart.getState().count
  if (!emit(host, 'souk-checkout', { url, count, source }, { cancelable: true })) return false
  window.location.assign(url)
  return true
}

/** Opens a page of the shop (a product, a search) in this tab. */
export function openOnShop(path: string): void {
  window.location.assign(new URL(path, shopBase(pageSoukState().config)).href)
}
