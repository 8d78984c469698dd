import { thirdPartyScripts } from '@souk/core'
import { useBanners, useSettings } from '@souk/react'
import { useEffect } from 'react'
import { useLocation } from 'react-router'
import { useNonce } from '../lib/nonce'

type Queue = ((...args: unknown[]) => void) & { queue?: unknown[]; callMethod?: (...args: unknown[]) => void }
type AnalyticsWindow = Window & { dataLayer?: unknown[]; gtag?: Queue; fbq?: Queue; _fbq?: Queue }

/** Adds an external script once (by id), with the page's nonce (the page's policy allows its origin too). */
function addScript(id: string, src: string, nonce: string) {
  if (document.getElementById(id)) return
  const script = document.createElement('script')
  script.id = id
  script.async = true
  if (nonce) script.nonce = nonce
  script.src = src
  document.head.append(script)
}

/** Google Analytics (gtag.js): loaded once, a page view per route. */
function trackGoogle(id: string, path: string, nonce: string) {
  const win = window as AnalyticsWindow
  if (!win.gtag) {
    win.dataLayer = win.dataLayer ?? []
    win.gtag = function gtag() {
      // gtag.js reads the `arguments` objects it was called with.
      // biome-ignore lint/complexity/noArguments: the library's documented queue format
      win.dataLayer?.push(arguments)
    }
    win.gtag('js', new Date())
    win.gtag('config', id, { send_page_view: false })
    addScript('souk-ga', `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`, nonce)
  }
  win.gtag('event', 'page_view', { page_path: path })
}

/** Facebook pixel (fbevents.js): loaded once, a PageView per route. */
function trackPixel(id: string, nonce: string) {
  const win = window as AnalyticsWindow
  if (!win.fbq) {
    const fbq: Queue = (...args: unknown[]) => {
      if (fbq.callMethod) fbq.callMethod(...args)
      else fbq.queue?.push(args)
    }
    fbq.queue = []
    win.fbq = fbq
    win._fbq = fbq
    fbq('init', id)
    addScript('souk-pixel', 'https://connect.facebook.net/en_US/fbevents.js', nonce)
  }
  win.fbq('track', 'PageView')
}

/**
 * Runs a shop's custom script: the settings' `header_script_code` / `body_script_code` are JavaScript, as the
 * original storefront runs them (script text, not HTML), allowed by the page's Content-Security-Policy through its
 * nonce. A text that starts with `<` is markup, not JavaScript (it would only throw a SyntaxError): it is skipped
 * with a warning.
 */
function runScript(code: string, parent: HTMLElement, nonce: string) {
  if (code.trimStart().startsWith('<')) {
    console.warn('Souk: a custom script of the shop is HTML, not JavaScript; it is not run.')
    return
  }
  const script = document.createElement('script')
  if (nonce) script.nonce = nonce
  script.setAttribute('data-souk-custom', '')
  script.textContent = code
  parent.append(script)
}

/**
 * The shop's analytics (Google Analytics, Facebook pixel) and custom scripts of the page's route, added only in
 * the browser and only once the shopper agreed to cookies (the cookie banner's 'Got it'), or at once when the
 * shop runs without a cookie banner. Custom scripts follow the route: they run again on each page their pattern matches.
 * Every script it adds carries the page's nonce (`useNonce`), the one the page's policy allows.
 */
export function ThirdPartyScripts() {
  const common = useSettings((state) => state.common)
  const consented = useBanners((state) => state.cookieBannerClosed)
  const { pathname } = useLocation()
  const nonce = useNonce()
  useEffect(() => {
    if (!common) return
    const scripts = thirdPartyScripts(common, pathname, consented)
    if (scripts.googleAnalyticsId) trackGoogle(scripts.googleAnalyticsId, pathname, nonce)
    if (scripts.facebookPixelId) trackPixel(scripts.facebookPixelId, nonce)
    for (const code of scripts.head) runScript(code, document.head, nonce)
    for (const code of scripts.body) runScript(code, document.body, nonce)
    return () => {
      for (const node of Array.from(document.querySelectorAll('[data-souk-custom]'))) node.remove()
    }
  }, [common, pathname, consented, nonce])
  return null
}
