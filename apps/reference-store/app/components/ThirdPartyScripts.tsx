import { thirdPartyScripts } from '@souk/core'
import { useBanners, useSettings } from '@souk/react'
import { useEffect } from 'react'
import { useLocation } from 'react-router'

type Queue = ((...args: unknown[]) => void) & { queue?: unknown[]; callMethod?: (...args: unknown[]) => void }
type AnalyticsWindow = Window & { dataLayer?: unknown[]; gtag?: Queue; fbq?: Queue; _fbq?: Queue }

/** Adds an external script once (by id). */
function addScript(id: string, src: string) {
  if (document.getElementById(id)) return
  const script = document.createElement('script')
  script.id = id
  script.async = true
  script.src = src
  document.head.append(script)
}

/** Google Analytics (gtag.js): loaded once, a page view per route. */
function trackGoogle(id: string, path: string) {
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
    addScript('souk-ga', `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`)
  }
  win.gtag('event', 'page_view', { page_path: path })
}

/** Facebook pixel (fbevents.js): loaded once, a PageView per route. */
function trackPixel(id: string) {
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
    addScript('souk-pixel', 'https://connect.facebook.net/en_US/fbevents.js')
  }
  win.fbq('track', 'PageView')
}

/** Inserts a shop's HTML snippet; its scripts run (a contextual fragment keeps them executable). */
function insertSnippet(html: string, parent: HTMLElement) {
  const fragment = document.createRange().createContextualFragment(html)
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
 */
export function ThirdPartyScripts() {
  const common = useSettings((state) => state.common)
  const consented = useBanners((state) => state.cookieBannerClosed)
  const { pathname } = useLocation()
  useEffect(() => {
    if (!common) return
    const scripts = thirdPartyScripts(common, pathname, consented)
    if (scripts.googleAnalyticsId) trackGoogle(scripts.googleAnalyticsId, pathname)
    if (scripts.facebookPixelId) trackPixel(scripts.facebookPixelId)
    for (const html of scripts.head) insertSnippet(html, document.head)
    for (const html of scripts.body) insertSnippet(html, document.body)
    return () => {
      for (const node of Array.from(document.querySelectorAll('[data-souk-custom]'))) node.remove()
    }
  }, [common, pathname, consented])
  return null
}
