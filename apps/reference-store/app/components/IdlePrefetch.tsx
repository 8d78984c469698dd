import { PREFETCH_IDLE_TIMEOUT_MS, shouldPrefetch, stripLocale } from '@souk/core'
import { startTransition, useContext, useEffect, useState } from 'react'
import {
  UNSAFE_DataRouterContext as DataRouterContext,
  matchRoutes,
  PrefetchPageLinks,
  useLocation,
  useNavigation,
} from 'react-router'
import { CART_PATH, isCataloguePage, PRODUCT_PATH, pagePath } from '../lib/cataloguePages'
import { SERVER_PATHS } from '../lib/useClientLinks'

/**
 * Pages fetched ahead per page view: browsers open six connections per host over HTTP/1.1, and a page's own
 * navigation must find one free while the prefetches wait for the server (it serves them last).
 */
const MAX_PREFETCH = 4

/** The id of the catch-all route (`routes.ts`): what a path matches before its own route is discovered. */
const NOT_FOUND_ROUTE = 'not-found'

type NavigatorWithConnection = Navigator & { connection?: { effectiveType?: string; saveData?: boolean } }

/**
 * Idle-time prefetch (spec §9): 2000 ms after a page settles, at the browser's next idle moment, and only
 * online, not on 2g and not in data-saver mode, the code and data of the first catalogue pages linked from the
 * visible part of the page are fetched ahead, so the next click renders at once (not a signed-in shopper's
 * account pages: each would be a render of its own). Nothing happens without JavaScript or while the shopper is
 * busy; the server serves these requests after every real one (`server/renderLimit.ts`).
 *
 * The components of @souk/react render plain links, whose routes React Router does not discover by itself (lazy
 * route discovery knows only links marked `data-discover`): the links found are marked, so the router asks the
 * server for their routes once, and a page is fetched ahead only when its own route is known — before, it would
 * match the catch-all route and fetch a not-found page's data.
 */
export function IdlePrefetch() {
  const location = useLocation()
  const [pages, setPages] = useState<string[]>([])
  const router = useContext(DataRouterContext)?.router
  // The router's state changes when discovered routes are patched in: this component looks again then. While the
  // shopper's own navigation loads, nothing is fetched ahead: over HTTP/1.1's six connections and the server's one
  // thread, prefetched pages would queue the navigation's code and data behind them.
  const navigating = useNavigation().state !== 'idle'
  const known = pages.filter((page) => {
    if (navigating) return false
    const matches = router ? matchRoutes(router.routes, page, router.basename) : null
    return matches !== null && matches.at(-1)?.route.id !== NOT_FOUND_ROUTE
  })
  // biome-ignore lint/correctness/useExhaustiveDependencies: each navigation (a new location key) starts over
  useEffect(() => {
    setPages([])
    let idle: number | undefined
    const find = () => {
      const connection = (navigator as NavigatorWithConnection).connection
      if (!shouldPrefetch(navigator.onLine, connection)) return
      const language = stripLocale(window.location.pathname).language
      // Product pages first (the likeliest next click), then the other pages, each in the page's order.
      const products = new Set<string>()
      const others = new Set<string>()
      for (const anchor of Array.from(document.querySelectorAll<HTMLAnchorElement>('main a[href]'))) {
        if (products.size >= MAX_PREFETCH) break
        const url = new URL(anchor.href, window.location.href)
        if (url.origin !== window.location.origin || SERVER_PATHS.test(url.pathname)) continue
        // Catalogue pages only (the server keeps them for every guest); not a shopper's own pages nor their cart.
        const { page, language: linked } = pagePath(url.pathname)
        if (!isCataloguePage(url.pathname) || CART_PATH.test(page)) continue
        if (linked !== language) continue
        if (url.pathname === window.location.pathname) continue
        const box = anchor.getBoundingClientRect()
        if (box.bottom < 0 || box.top > window.innerHeight || box.width === 0) continue
        ;(PRODUCT_PATH.test(page) ? products : others).add(`${url.pathname}${url.search}`)
        anchor.setAttribute('data-discover', 'true')
      }
      const found = [...products, ...others].slice(0, MAX_PREFETCH)
      // A transition: rendering the prefetch links (matching each page's routes) yields to the shopper's input.
      startTransition(() => setPages(found))
    }
    // After the delay, at the browser's next idle moment (browsers without idle callbacks: at once).
    const timer = window.setTimeout(() => {
      if (typeof window.requestIdleCallback === 'function') idle = window.requestIdleCallback(find)
      else find()
    }, PREFETCH_IDLE_TIMEOUT_MS)
    return () => {
      window.clearTimeout(timer)
      if (idle !== undefined) window.cancelIdleCallback(idle)
    }
  }, [location.key])
  return (
    <>
      {known.map((page) => (
        <PrefetchPageLinks key={page} page={page} />
      ))}
    </>
  )
}
