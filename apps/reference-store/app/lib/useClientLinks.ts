import { stripLocale } from '@souk/core'
import { useEffect } from 'react'
import { useNavigate } from 'react-router'

/** Paths the router does not render: the API, uploads, built assets, the widget bundle and files. */
export const SERVER_PATHS = /^\/(?:api|uploads|assets|widgets)\/|\.[a-z0-9]+$/i

/**
 * The components of @souk/react render plain `<a href>` links (they know no router). This turns a plain click
 * on a same-origin link to a page of the store into a client-side navigation (loaders run, the loading bar
 * shows, no full reload); modified clicks, new tabs, downloads, hash links and non-page paths stay with the
 * browser. Without JavaScript the links work as they are.
 */
export function useClientLinks() {
  const navigate = useNavigate()
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.altKey
      ) {
        return
      }
      const anchor = (event.target as Element | null)?.closest?.('a')
      if (!anchor?.href || anchor.hasAttribute('download')) return
      if (anchor.target && anchor.target !== '_self') return
      if (anchor.dataset.reload !== undefined) return
      const url = new URL(anchor.href, window.location.href)
      if (url.origin !== window.location.origin || SERVER_PATHS.test(url.pathname)) return
      // Another language needs its own texts and settings: a full load.
      if (stripLocale(url.pathname).language !== stripLocale(window.location.pathname).language) return
      // A hash link on the same page (the skip link): the browser scrolls and moves focus.
      if (url.pathname === window.location.pathname && url.search === window.location.search && url.hash) {
        return
      }
      event.preventDefault()
      navigate(`${url.pathname}${url.search}${url.hash}`)
    }
    document.addEventListener('click', onClick)
    return () => document.removeEventListener('click', onClick)
  }, [navigate])
}
