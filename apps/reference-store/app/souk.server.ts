import {
  bundledCatalogues,
  createSouk,
  isGuestToken,
  type LanguageCode,
  serverStorage,
  stripLocale,
} from '@souk/core'

/** What the store's server hands every loader: a fetch that reaches the API in this same process. */
export interface StoreContext {
  apiFetch: typeof fetch
}

declare module 'react-router' {
  interface AppLoadContext extends StoreContext {}
}

/** The language of a request: its URL prefix (English has none). */
export function languageOf(request: Request): LanguageCode {
  return stripLocale(new URL(request.url).pathname).language
}

/**
 * A Souk for one request, from the request's cookies (auth token, language), calling the API in-process.
 * Made per request and dropped after it: no shopper's data outlives its response. Its session is the server's
 * side of the browser's HttpOnly cookie (`sessionCookie: 'server'`): it reads the token from the request and
 * writes a new or expired session as HttpOnly cookies on the response (`cookieHeaders`). `guestToken`: the
 * browser's guest token when a form sent it (a sign-in merges that guest's cart).
 */
export function soukForRequest(
  request: Request,
  context: StoreContext,
  options: { guestToken?: string } = {},
) {
  const language = languageOf(request)
  const storage = serverStorage(request.headers.get('cookie'))
  const url = new URL(request.url)
  const souk = createSouk({
    // The request's own origin: the API builds absolute links (images) from it; the fetch stays in-process.
    apiBase: new URL('/api/v1/', url).href,
    fetch: context.apiFetch,
    storage,
    language,
    catalogues: { [language]: bundledCatalogues[language] },
    sessionCookie: 'server',
    secureCookies: url.protocol === 'https:',
    guestToken: options.guestToken && isGuestToken(options.guestToken) ? options.guestToken : undefined,
  })
  return { souk, storage, language }
}

/** Response headers carrying the cookies a request's Souk wrote (e.g. a refreshed token). */
export function cookieHeaders(storage: ReturnType<typeof serverStorage>): Headers {
  const headers = new Headers()
  for (const cookie of storage.setCookieHeaders()) headers.append('Set-Cookie', cookie)
  return headers
}
