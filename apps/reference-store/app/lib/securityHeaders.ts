/**
 * The security headers of the store's pages: a Content-Security-Policy whose inline scripts run by a nonce made
 * fresh for each response, and the headers that forbid framing by other sites, content sniffing and leaking full
 * URLs to other origins. Pure functions: the server (`server/server.ts`) and the document render
 * (`entry.server.tsx`) share them.
 */

/** 16 random bytes (128 bits) from the platform's cryptographic generator, in base64: one response's nonce. */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return btoa(String.fromCharCode(...bytes))
}

/** Origins a page may use besides its own, per kind of resource (CSP directive name → sources). */
export type ExtraSources = Partial<Record<'script-src' | 'img-src' | 'connect-src', readonly string[]>>

/** What a page's policy depends on. */
export interface PolicyOptions {
  /** This response's nonce (see `createNonce`). */
  nonce: string
  /**
   * The shop's public URL (`SOUK_PUBLIC_URL`): the API writes image and page URLs on it, so its origin is
   * allowed for images and API calls even when the page was reached by another name (e.g. 127.0.0.1).
   */
  publicUrl: string
  /**
   * Where `/uploads/` redirects images when the API has `SOUK_PUBLIC_ASSET_URL` (a CDN in front of the bucket):
   * its origin is allowed for images, which browsers check after following the redirect.
   */
  assetUrl?: string
  /** Analytics the shop turned on in its settings (see `analyticsSources`). */
  extra?: ExtraSources
}

/** The origin of a URL, or nothing when it is not one. */
function originOf(url: string): string[] {
  try {
    const { origin } = new URL(url)
    return origin === 'null' ? [] : [origin]
  } catch {
    return []
  }
}

/**
 * The Content-Security-Policy of a store page:
 * - scripts: the store's own files, and inline scripts only with this response's nonce (React Router's
 *   hydration data, the theme-before-paint script, JSON-LD, the shop's custom snippets);
 * - styles: the store's stylesheets (inline, or their files after a client-side navigation) and inline styles
 *   (components set `style` attributes, e.g. a rating's fill, which no nonce can allow);
 * - images: the store's and the public URL's (the API's uploads), the public asset URL's (where uploads redirect
 *   to a CDN), data: and blob: (previews of review photos);
 * - no plugins, no `<base>` elsewhere, forms post only to the store, framed only by the store itself.
 */
export function contentSecurityPolicy({ nonce, publicUrl, assetUrl, extra = {} }: PolicyOptions): string {
  const own = ["'self'", ...originOf(publicUrl)]
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", `'nonce-${nonce}'`, ...(extra['script-src'] ?? [])]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', [...own, ...originOf(assetUrl ?? ''), 'data:', 'blob:', ...(extra['img-src'] ?? [])]],
    ['connect-src', [...own, ...(extra['connect-src'] ?? [])]],
    ['font-src', ["'self'"]],
    ['media-src', own],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'self'"]],
  ]
  return directives.map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`).join('; ')
}

/** The analytics a shop may turn on in its settings (`enable_ga`, `enable_pixel`). */
export interface AnalyticsSettings {
  googleAnalytics: boolean
  facebookPixel: boolean
}

/**
 * The origins the shop's analytics need, as their providers document them: Google Analytics 4 (gtag.js) and
 * the Facebook pixel (fbevents.js). Nothing when the shop uses neither.
 */
export function analyticsSources({ googleAnalytics, facebookPixel }: AnalyticsSettings): ExtraSources {
  const script: string[] = []
  const beacons: string[] = []
  if (googleAnalytics) {
    script.push('https://www.googletagmanager.com')
    beacons.push(
      'https://www.googletagmanager.com',
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
    )
  }
  if (facebookPixel) {
    script.push('https://connect.facebook.net')
    beacons.push('https://www.facebook.com', 'https://connect.facebook.net')
  }
  return { 'script-src': script, 'img-src': beacons, 'connect-src': beacons }
}

/**
 * Sets the headers every store response carries (pages, their data, redirects): the policy, no framing by
 * other sites (`X-Frame-Options` for browsers without `frame-ancestors`), no content sniffing, and only the
 * origin as referrer towards other sites. A policy already set (the document's, with its analytics) stays.
 */
export function setSecurityHeaders(headers: Headers, options: PolicyOptions): Headers {
  if (!headers.has('Content-Security-Policy')) {
    headers.set('Content-Security-Policy', contentSecurityPolicy(options))
  }
  headers.set('X-Frame-Options', 'SAMEORIGIN')
  headers.set('X-Content-Type-Options', 'nosniff')
  headers.set('Referrer-Policy', 'strict-origin-when-cross-origin')
  return headers
}
