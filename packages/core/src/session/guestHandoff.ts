/**
 * The guest hand-off between the Souk widgets on a partner's page and the shop (widgets issue): the widgets'
 * checkout opens the shop's cart with the widget shopper's guest token in `souk_guest`, and the shop adopts it
 * when its visitor is a guest, so the same cart lines are there. A bearer token never travels in a URL.
 */
import type { StoreApi } from 'zustand/vanilla'
import type { SessionState } from './sessionStore'

/** The query parameter that carries a guest token to the shop's cart page. */
export const GUEST_HANDOFF_PARAM = 'souk_guest'

/** A guest `user_token` as Souk makes them (base 36, 18 characters; 16-64 accepted, nothing else). */
export function isGuestToken(value: unknown): value is string {
  return typeof value === 'string' && /^[0-9a-z]{16,64}$/.test(value)
}

/** The shop URL `path` (e.g. the localized cart path) with the guest token that hands the cart over. */
export function guestHandoffUrl(shop: string, path: string, guestToken: string): string {
  const url = new URL(path, shop)
  url.searchParams.set(GUEST_HANDOFF_PARAM, guestToken)
  return url.href
}

/** What `adoptHandedOffGuest` did with a page address. */
export interface GuestHandoffResult {
  /** The hand-off token replaced the visitor's guest token (reload the cart). */
  adopted: boolean
  /** The address without the hand-off parameter (for `history.replaceState`), or null when it had none. */
  cleanUrl: string | null
}

/**
 * Applies the hand-off rule to a page address: a `souk_guest` of the right format is adopted when the visitor
 * is a guest (a signed-in customer keeps their own cart); the parameter is dropped from the address whatever
 * happens, so a shared or bookmarked link never carries it on.
 */
export function adoptHandedOffGuest(
  session: Pick<StoreApi<SessionState>, 'getState'>,
  href: string,
): GuestHandoffResult {
  const url = new URL(href)
  if (!url.searchParams.has(GUEST_HANDOFF_PARAM)) return { adopted: false, cleanUrl: null }
  const token = url.searchParams.get(GUEST_HANDOFF_PARAM)
  url.searchParams.delete(GUEST_HANDOFF_PARAM)
  const adopted = token !== null && session.getState().adoptGuestToken(token)
  return { adopted, cleanUrl: url.href }
}
