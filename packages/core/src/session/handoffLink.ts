/** The hand-off link's parameters, and their reading from a page address (see `guestHandoff.ts`). */

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
