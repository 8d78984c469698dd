import type { StoreApi } from 'zustand/vanilla'
import { SIGNED_IN_COOKIE } from '../constants'
import type { StorageAdapter } from '../storage/storageAdapter'
import { sessionCookies } from './sessionCookies'
import { type SessionCookieMode, type SessionKeeper, type SessionState, scriptKeeper } from './sessionStore'

/**
 * The `server` keeper: a server answering one browser request holds the bearer read from the request's cookie and
 * writes the session as `sessionCookies` says (the token HttpOnly, plus the `frontend_signed_in` marker).
 */
export function serverKeeper(storage: StorageAdapter, options: { secure?: boolean } = {}): SessionKeeper {
  const script = scriptKeeper(storage)
  return {
    start: script.start,
    write: (token) => {
      for (const cookie of sessionCookies(token, options))
        storage.setCookie(cookie.name, cookie.value, cookie.options)
      return token
    },
    guestCookie: { secure: options.secure },
  }
}

/**
 * The `browser` keeper: a page on the API's origin whose session is the server's HttpOnly cookie. It never holds a
 * token; the marker (or, at start, what the server saw: `signedIn`) tells whether a customer is signed in. Signing
 * in goes through the server (a form post); the HttpOnly cookie is the server's to expire, the marker the page's.
 */
export function browserKeeper(
  storage: StorageAdapter,
  options: { signedIn?: boolean; secure?: boolean } = {},
): SessionKeeper {
  const marker = () => storage.getCookie(SIGNED_IN_COOKIE) === '1'
  return {
    start: () => ({ token: null, signedIn: options.signedIn ?? marker() }),
    write: (token) => {
      if (!token) storage.removeCookie(SIGNED_IN_COOKIE, { path: '/' })
      return null
    },
    serverSignIn: true,
    guestCookie: { secure: options.secure },
  }
}

/** The keeper of a mode. */
export function sessionKeeper(
  mode: SessionCookieMode,
  storage: StorageAdapter,
  options: { secure?: boolean; signedIn?: boolean } = {},
): SessionKeeper {
  if (mode === 'server') return serverKeeper(storage, options)
  if (mode === 'browser') return browserKeeper(storage, options)
  return scriptKeeper(storage, options)
}

/**
 * After a form the server answered may have signed the shopper in (a `browser` page): marks the session signed in
 * when the server's marker says so. Only ever on: signing out goes through `logout`/`deleteAccount`.
 */
export function syncSignedIn(
  session: Pick<StoreApi<SessionState>, 'getState' | 'setState'>,
  storage: StorageAdapter,
) {
  if (!session.getState().signedIn && storage.getCookie(SIGNED_IN_COOKIE) === '1')
    session.setState({ signedIn: true })
}
