import { type FormNotice, isFormNotice, noticeRole, parseCookies, serializeCookie } from '@souk/core'

/**
 * The flash message of a form the store's server answered with a redirect (a form posted before the page's
 * scripts ran, or without them): a short-lived cookie carrying a message key of core's catalogues, never text
 * from the request. The next page's root loader reads it, shows the message once and expires the cookie; the
 * page cache never answers a request that carries it (`server/pageCache.ts`).
 *
 * It is the one way a form's outcome reaches the next page (the cart's forms, the wishlist, compare and follow
 * toggles, the newsletter): not the URL, where a message would be bookmarked, shared, shown again on reload or
 * on Back, and would make each page a second page-cache key; a client without cookies has no cart nor session to
 * act on anyway.
 */
export const FLASH_COOKIE = 'souk_flash'

/** How long a flash waits for the page it is meant for, in seconds. */
const FLASH_MAX_AGE = 60

/** A flash as the page shows it: a catalogue key and its role. */
export interface Flash {
  key: string
  role: 'status' | 'alert'
}

/** Whether a key may be carried by a flash: core's form notices, the one list of what a form's answer may show. */
export function isFlashKey(key: string | null | undefined): key is FormNotice {
  return isFormNotice(key)
}

/** The `Set-Cookie` value that carries a flash to the next page (a key outside the list carries the generic one). */
export function flashCookie(key: string, options: { secure?: boolean } = {}): string {
  return serializeCookie(FLASH_COOKIE, isFlashKey(key) ? key : 'errors.somethingWentWrong', {
    path: '/',
    maxAge: FLASH_MAX_AGE,
    httpOnly: true,
    sameSite: 'lax',
    secure: options.secure ?? false,
  })
}

/**
 * The flash a request carries (null when none, or a value that is no known key), and the `Set-Cookie` value
 * that expires it (null when there is no cookie to expire).
 */
export function readFlash(cookieHeader: string | null | undefined): {
  flash: Flash | null
  expire: string | null
} {
  const value = parseCookies(cookieHeader)[FLASH_COOKIE]
  if (value === undefined) return { flash: null, expire: null }
  const expire = serializeCookie(FLASH_COOKIE, '', { path: '/', maxAge: 0, httpOnly: true, sameSite: 'lax' })
  return { flash: isFlashKey(value) ? { key: value, role: noticeRole(value) } : null, expire }
}
