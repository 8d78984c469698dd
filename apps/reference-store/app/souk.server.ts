import { bundledCatalogues, createSouk, type LanguageCode, serverStorage, stripLocale } from '@souk/core'

/** What the store's server hands every loader (made per request in `server/server.ts`). */
export interface StoreContext {
  /** A fetch that reaches the API in this same process. */
  apiFetch: typeof fetch
  /**
   * The shop's public URL (the API's `SOUK_PUBLIC_URL`, no trailing slash): the base of every absolute URL the
   * store writes (canonical, hreflang, structured data, sitemap, robots). Never the request's `Host` or
   * `X-Forwarded-*` headers, which any client can set.
   */
  publicUrl: string
  /** This response's Content-Security-Policy nonce (fresh per request; absent in development). */
  nonce?: string
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
    // The shop's public URL (the API builds its absolute links from its own setting); the fetch stays in-process.
    apiBase: `${context.publicUrl}/api/v1/`,
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
