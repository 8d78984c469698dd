/** The `id` of the faces' `<link>` (`scriptFaces.tsx`). */
export const SCRIPT_FACES_ID = 'souk-script-faces'
/** The `localStorage` key that holds the address of the faces' stylesheet last downloaded whole. */
export const SCRIPT_FACES_KEY = 'soukScriptFaces'

/** The browser's Navigation API, where it has one (not in TypeScript's DOM types yet). */
type NavigationEvents = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>

/**
 * A first visit's part of the faces' script (`scriptFaces.tsx`), run once the page has hydrated (from the page's
 * services, which load after it: none of this is in the first load's code). When the page has faces that are not
 * on (the inline script found none remembered), and the shopper's browser does not save data: once the page has
 * loaded, downloads the faces the stylesheet names into the browser's cache and remembers the stylesheet's
 * address; then turns them on with the next page the shopper opens (a navigation to another path, where the
 * content changes anyway). A failed download applies and remembers nothing. Runs once per page load.
 */
export function warmScriptFaces(): void {
  const link = document.getElementById(SCRIPT_FACES_ID) as HTMLLinkElement | null
  if (link?.media !== 'print' || link.hasAttribute('data-warming')) return
  if ((navigator as { connection?: { saveData?: boolean } }).connection?.saveData) return
  link.setAttribute('data-warming', '')
  const href = link.getAttribute('href')
  // The page the shopper reads now (perhaps not the one that loaded, when they moved on before this part came): the
  // faces never apply to it, only with a navigation to another path.
  const path = location.pathname
  let downloaded = false
  const download = () => {
    const urls: string[] = []
    for (const rule of Array.from(link.sheet?.cssRules ?? [])) {
      const url = /url\("?([^")]+\.woff2)/.exec(rule.cssText)?.[1]
      if (url) urls.push(url)
    }
    if (!urls.length) return
    Promise.all(
      urls.map(async (url) => {
        const response = await fetch(url)
        if (!response.ok) throw new Error(`${url}: ${response.status}`)
        return response.arrayBuffer()
      }),
    ).then(
      () => {
        downloaded = true
        try {
          localStorage.setItem(SCRIPT_FACES_KEY, href ?? '')
        } catch {
          // A browser that refuses storage downloads them again on its next page load.
        }
      },
      () => {},
    )
  }
  const whenParsed = () => (link.sheet ? download() : link.addEventListener('load', download, { once: true }))
  if (document.readyState === 'complete') whenParsed()
  else addEventListener('load', whenParsed, { once: true })
  const navigation = (globalThis as { navigation?: NavigationEvents }).navigation
  const next = () => {
    if (!downloaded || location.pathname === path) return
    link.media = 'all'
    navigation?.removeEventListener('navigatesuccess', next)
  }
  navigation?.addEventListener('navigatesuccess', next)
}
