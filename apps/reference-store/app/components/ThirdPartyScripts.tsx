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
 * Inserts a shop's HTML snippet; its scripts run (a contextual fragment keeps them executable), allowed by the
 * page's Content-Security-Policy through its nonce.
 */
function insertSnippet(html: string, parent: HTMLElement, nonce: string) {
  const fragment = document.createRange().createContextualFragment(html)
  if (nonce) for (const script of Array.from(fragment.querySelectorAll('script'))) script.nonce = nonce
  for (const node of Array.from(fragment.childNodes)) {
    if (node instanceof Element) node.setAttribute('data-souk-custom', '')
    else if (node.nodeType !== Node.COMMENT_NODE) continue
    parent.append(node)
  }
}

/**
 * The shop's analytics (Google Analytics, Facebook pixel) and custom scripts of the page's route, added only in
 * the browser and only once the shopper agreed to cookies (the cookie banner's 'Got it'), or at once when the
 * shop runs without a cookie banner. Custom snippets follow the route: a page's own snippets leave with it.
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
    for (const html of scripts.head) insertSnippet(html, document.head, nonce)
    for (const html of scripts.body) insertSnippet(html, document.body, nonce)
    return () => {
      for (const node of Array.from(document.querySelectorAll('[data-souk-custom]'))) node.remove()
    }
  }, [common, pathname, consented, nonce])
  return null
}
