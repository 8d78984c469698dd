import { AUTH_COOKIE, AUTH_COOKIE_MAX_AGE, SIGNED_IN_COOKIE } from '../constants'
import type { CookieDescriptor } from '../storage/cookies'

/**
 * The cookies of a browser session on the shop's origin, as a server sets them: the token in an HttpOnly
 * cookie no script can read (`Secure` on https, `SameSite=Lax`), and the `frontend_signed_in` marker the page's
 * scripts read to know a customer is signed in. `null` expires both (sign-out, a revoked or stale token).
 */
export function sessionCookies(token: string | null, options: { secure?: boolean } = {}): CookieDescriptor[] {
  const common = { path: '/', sameSite: 'lax', secure: options.secure ?? false } as const
  const maxAge = token ? AUTH_COOKIE_MAX_AGE : 0
  return [
    { name: AUTH_COOKIE, value: token ?? '', options: { ...common, maxAge, httpOnly: true } },
    { name: SIGNED_IN_COOKIE, value: token ? '1' : '', options: { ...common, maxAge } },
  ]
}
