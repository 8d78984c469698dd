import {
  type AppliedVoucher,
  bundledCatalogues,
  createSouk,
  type LanguageCode,
  runtimeTimeZone,
  serverStorage,
  storedTimeZone,
  stripLocale,
} from '@souk/core'
import { provideTexts } from './lib/texts'
import { textsAsset } from './lib/textsAsset.server'

// The server renders every language: all the catalogues, the same for every shopper.
for (const [language, texts] of Object.entries(bundledCatalogues)) provideTexts(language, texts)

const textsUrls = new Map<string, string>()

/** The address of a language's texts file (`lib/texts.ts`), the one the build emitted for the same catalogue. */
export function textsUrl(language: LanguageCode): string {
  let url = textsUrls.get(language)
  if (!url) {
    url = `/${textsAsset(language, bundledCatalogues[language]).fileName}`
    textsUrls.set(language, url)
  }
  return url
}

/**
 * The machine's time zone, read once (building the `Intl.DateTimeFormat` that tells it, for every API call of
 * every page, was a share of a render): the API formats dates in it when the shopper's browser has not told theirs.
 */
const serverTimeZone = runtimeTimeZone()

/** What the store's server hands every loader (made per request in `server/server.ts`). */
export interface StoreContext {
  /** A fetch that reaches the API in this same process. */
  apiFetch: typeof fetch
  /**
   * Resolves at this process's next turn for a long task (the server's `eventLoopTurns.ts`): one such task per turn
   * of the event loop, so that I/O (`/healthz`, cached pages, new connections) gets in between. The page's render
   * waits for it before it starts (`entry.server.tsx`); absent, it starts at once.
   */
  waitForTurn?: () => Promise<void>
  /**
   * The shop's public URL (the API's `SOUK_PUBLIC_URL`, no trailing slash): the base of every absolute URL the
   * store writes (canonical, hreflang, structured data, sitemap, robots). Never the request's `Host` or
   * `X-Forwarded-*` headers, which any client can set.
   */
  publicUrl: string
  /** The API's `SOUK_PUBLIC_ASSET_URL` (uploads redirect there), for the pages' image policy; unset, none. */
  assetUrl?: string
  /** This response's Content-Security-Policy nonce (fresh per request; absent in development). */
  nonce?: string
  /**
   * The voucher the cart page's form applied in this request's action (before or without the page's scripts),
   * for the cart loader that runs after it: the page renders its summary with the discount.
   */
  cartVoucher?: AppliedVoucher | null
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
 * browser's guest token when a form sent it (a sign-in merges that guest's cart). The loaders of one page request
 * get the same Souk.
 */
export function soukForRequest(
  request: Request,
  context: StoreContext,
  options: { guestToken?: string } = {},
): RequestSouk {
  // A page's loaders (the root's and the route's) share one Souk: one set-up per request, and what one loads
  // (the settings) the others find. A form's action and a sign-in make their own: their writes (a new session)
  // are theirs, not the page's loaders' (React Router gives these a request of their own anyway).
  if (options.guestToken || (request.method !== 'GET' && request.method !== 'HEAD')) {
    return newSouk(request, context, options)
  }
  const shared = pageSouks.get(request)
  if (shared && shared.context === context) return shared.found
  const found = newSouk(request, context, options)
  pageSouks.set(request, { context, found })
  return found
}

/** A request's Souk, its cookies (read from the request, written for the response) and its language. */
export interface RequestSouk {
  souk: ReturnType<typeof createSouk>
  storage: ReturnType<typeof serverStorage>
  language: LanguageCode
}

/**
 * The Souk of each page request (GET), for its loaders: held weakly by the request, it goes with it (no shopper's
 * Souk outlives their request, and no other request can reach it).
 */
const pageSouks = new WeakMap<Request, { context: StoreContext; found: RequestSouk }>()

function newSouk(request: Request, context: StoreContext, options: { guestToken?: string }): RequestSouk {
  const language = languageOf(request)
  const storage = serverStorage(request.headers.get('cookie'))
  const souk = createSouk({
    // The shop's public URL (the API builds its absolute links from its own setting); the fetch stays in-process.
    apiBase: `${context.publicUrl}/api/v1/`,
    fetch: context.apiFetch,
    storage,
    language,
    // Read in place, not copied (core's `createI18n` copies a language only when texts are added to it).
    catalogues: { [language]: bundledCatalogues[language] },
    sessionCookie: 'server',
    // Secure cookies when the shop is public over https (a proxy may speak plain http to this process).
    secureCookies: context.publicUrl.startsWith('https:'),
    // The API checks its form (a malformed token is treated as none).
    guestToken: options.guestToken || undefined,
    // The zone the shopper's browser remembered (core's `timeZone` cookie), else the machine's.
    timeZone: storedTimeZone(storage) ?? serverTimeZone,
  })
  return { souk, storage, language }
}

/** Response headers carrying the cookies a request's Souk wrote (e.g. a refreshed token). */
export function cookieHeaders(storage: ReturnType<typeof serverStorage>): Headers {
  const headers = new Headers()
  for (const cookie of storage.setCookieHeaders()) headers.append('Set-Cookie', cookie)
  return headers
}
