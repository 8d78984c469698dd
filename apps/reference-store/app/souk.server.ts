import { bundledCatalogues, createSouk, type LanguageCode, serverStorage, stripLocale } from '@souk/core'

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
 * Made per request and dropped after it: no shopper's data outlives its response.
 */
export function soukForRequest(request: Request, context: StoreContext) {
  const language = languageOf(request)
  const storage = serverStorage(request.headers.get('cookie'))
  const souk = createSouk({
    // The request's own origin: the API builds absolute links (images) from it; the fetch stays in-process.
    apiBase: new URL('/api/v1/', request.url).href,
    fetch: context.apiFetch,
    storage,
    language,
    catalogues: { [language]: bundledCatalogues[language] },
  })
  return { souk, storage, language }
}

/** Response headers carrying the cookies a request's Souk wrote (e.g. a refreshed token). */
export function cookieHeaders(storage: ReturnType<typeof serverStorage>): Headers {
  const headers = new Headers()
  for (const cookie of storage.setCookieHeaders()) headers.append('Set-Cookie', cookie)
  return headers
}
