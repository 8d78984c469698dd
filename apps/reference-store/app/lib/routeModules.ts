import { isChunkLoadError } from '@souk/core'
import { matchRoutes, type RouteObject } from 'react-router'

// The navigation check of the chunk-reload guard (`chunkReload.ts`), loaded with a page's first navigation.

/** What React Router keeps on `window` in framework mode (its manifest, its module cache and the router). */
interface RouterGlobals {
  __reactRouterManifest?: {
    version?: string
    routes: Record<string, { module: string; imports?: string[] } | undefined>
  }
  __reactRouterRouteModules?: Record<string, unknown>
  __reactRouterDataRouter?: { routes: RouteObject[] }
}

/** A route's module and the chunks it imports, as React Router's manifest names them. */
interface RouteFiles {
  module: string
  imports: string[]
}

/** The route modules of `pathname` that the server's manifest names (React Router's lazy route discovery). */
async function discoveredModules(pathname: string, version: string): Promise<RouteFiles[]> {
  const segments = pathname.split('/').filter(Boolean)
  const paths = ['/', ...segments.map((_, index) => `/${segments.slice(0, index + 1).join('/')}`)]
  const url = new URL('/__manifest', window.location.origin)
  url.searchParams.set('paths', paths.sort().join(','))
  url.searchParams.set('version', version)
  const response = await fetch(url)
  // A new deploy (204): React Router loads the target page itself, once.
  if (response.status !== 200) return []
  const patches = (await response.json()) as Record<
    string,
    { module?: string; imports?: string[] } | undefined
  >
  return Object.values(patches).flatMap((route) =>
    route?.module ? [{ module: route.module, imports: route.imports ?? [] }] : [],
  )
}

/**
 * Fetches the chunks a route module imports alongside it (`modulepreload`, not run before the module runs them):
 * without it the browser finds them one level at a time (the route's chunk, then its imports, then theirs), each
 * level a round trip, and each waiting for a free connection behind whatever else the page is fetching.
 */
function preloadImports(imports: string[]): void {
  for (const href of imports) {
    const url = new URL(href, window.location.href).href
    const known = Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')).some(
      (link) => link.href === url,
    )
    if (known) continue
    const link = document.createElement('link')
    link.rel = 'modulepreload'
    link.href = url
    document.head.append(link)
  }
}

/**
 * Loads the code of the routes a navigation to `to` shows that this page has not loaded yet. React Router would
 * load them itself, and on a failure reload the page it is on (the click lost) every time; loaded here first,
 * a failure is the guard's to handle. Resolves true when every module loaded (or there was nothing to check).
 */
export async function routeModulesLoad(to: string): Promise<boolean> {
  const globals = window as unknown as RouterGlobals
  const router = globals.__reactRouterDataRouter
  const manifest = globals.__reactRouterManifest
  if (!router || !manifest) return true
  const url = new URL(to, window.location.href)
  if (url.origin !== window.location.origin) return true
  const loaded = globals.__reactRouterRouteModules ?? {}
  try {
    const matched = (matchRoutes(router.routes, url.pathname) ?? [])
      .map((match) => match.route.id)
      .filter((id): id is string => typeof id === 'string')
    // Only the catch-all matched: the page's route is not discovered yet; the server's manifest names it.
    const undiscovered = matched.every((id) => id === 'root' || id === 'not-found')
    const routes = [
      ...matched
        .filter((id) => !(id in loaded))
        .map((id) => manifest.routes[id])
        .flatMap((route) => (route ? [{ module: route.module, imports: route.imports ?? [] }] : [])),
      ...(undiscovered && manifest.version ? await discoveredModules(url.pathname, manifest.version) : []),
    ]
    preloadImports(routes.flatMap((route) => route.imports))
    await Promise.all(routes.map((route) => import(/* @vite-ignore */ route.module)))
    return true
  } catch (error) {
    if (!isChunkLoadError(error)) return true
    console.error(error)
    return false
  }
}
