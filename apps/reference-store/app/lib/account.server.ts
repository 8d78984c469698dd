import { AUTH_COOKIE, isSoukError, localizePath, type Profile, routes as paths } from '@souk/core'
import { data, redirect } from 'react-router'
import { cookieHeaders, type StoreContext, soukForRequest } from '../souk.server'

/** True when the development pages of the API (the mailbox) are on: the API's own switch (SOUK_DEV_PAGES). */
export function devPagesOn(env: NodeJS.ProcessEnv = process.env): boolean {
  const value = env.SOUK_DEV_PAGES
  if (value === '1' || value === 'true') return true
  if (value === '0' || value === 'false') return false
  return env.NODE_ENV !== 'production'
}

/**
 * The signed-in customer of a request, checked with the API (a stale cookie is not a session): the profile and
 * the request's Souk, or null with the cookie headers that clear the stale token.
 */
export async function signedInCustomer(request: Request, context: StoreContext) {
  const request_ = soukForRequest(request, context)
  const { souk, storage } = request_
  if (!storage.getCookie(AUTH_COOKIE)) return { ...request_, profile: null as Profile | null }
  try {
    const profile = await souk.session.getState().loadProfile()
    if (profile.is_logged_in) return { ...request_, profile }
    // The API did not know the token (it answered for a guest): the stale cookie goes, with its marker.
    souk.session.getState().setToken(null)
    return { ...request_, profile: null as Profile | null }
  } catch {
    // loadProfile signed the shopper out: the Set-Cookie that clears the token goes with the response.
    return { ...request_, profile: null as Profile | null }
  }
}

/**
 * The guard of the guest-only pages (login, register, forgot password, seller sign-up): a signed-in shopper is
 * sent home on the server, so the form never flashes.
 */
export async function guestOnly(request: Request, context: StoreContext) {
  const { profile, language, storage } = await signedInCustomer(request, context)
  if (profile) throw redirect(localizePath(paths.home, language))
  return { language, headers: cookieHeaders(storage) }
}

/**
 * The guard of the account pages: a guest goes to `/login?redirect=<this page>`; a failed profile load signs
 * the shopper out (the token cookie is cleared) and shows the error page (spec §8).
 */
export async function customerOnly(request: Request, context: StoreContext) {
  const { souk, storage, language } = soukForRequest(request, context)
  const url = new URL(request.url)
  const login = () => {
    const target = `${localizePath(paths.login, language)}?redirect=${encodeURIComponent(`${url.pathname}${url.search}`)}`
    return redirect(target, { headers: cookieHeaders(storage) })
  }
  if (!storage.getCookie(AUTH_COOKIE)) throw login()
  let profile: Profile
  try {
    profile = await souk.session.getState().loadProfile()
  } catch (error) {
    const status = isSoukError(error) ? error.statusCode : 500
    const message = error instanceof Error ? error.message : null
    throw data({ message }, { status: status >= 400 ? status : 500, headers: cookieHeaders(storage) })
  }
  if (!profile.is_logged_in) {
    souk.session.getState().setToken(null)
    throw login()
  }
  return { souk, storage, language, profile }
}

/**
 * The request's Souk for an account page's own loader (the layout's guard runs beside it): without the auth
 * cookie the same sign-in redirect, so a guest never reaches the API call.
 */
export function accountSouk(request: Request, context: StoreContext) {
  const found = soukForRequest(request, context)
  if (!found.storage.getCookie(AUTH_COOKIE)) {
    const url = new URL(request.url)
    throw redirect(
      `${localizePath(paths.login, found.language)}?redirect=${encodeURIComponent(`${url.pathname}${url.search}`)}`,
    )
  }
  return found
}

/** A page number from the query (`?page=`), 1 when missing or not a positive whole number. */
export function pageOf(request: Request): number {
  const page = Number(new URL(request.url).searchParams.get('page'))
  return Number.isInteger(page) && page > 0 ? page : 1
}

/** An API failure of an account page's loader as a route error (status and message for the error page). */
export function loaderFailure(error: unknown): never {
  if (error instanceof Response) throw error
  const status = isSoukError(error) ? error.statusCode : 500
  const message = error instanceof Error ? error.message : null
  throw data({ message }, { status: status >= 400 ? status : 500 })
}
