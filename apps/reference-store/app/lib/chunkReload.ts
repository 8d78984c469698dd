import { claimChunkReload, isChunkLoadError } from '@souk/core'
import { type ClientInstrumentation, matchRoutes, type RouteObject } from 'react-router'

/** What React Router keeps on `window` in framework mode (its manifest, its module cache and the router). */
interface RouterGlobals {
  __reactRouterManifest?: { routes: Record<string, { module: string } | undefined> }
  __reactRouterRouteModules?: Record<string, unknown>
  __reactRouterDataRouter?: { routes: RouteObject[] }
}

/** The event the page hears when a chunk failed again within the minute (the guard shows a message). */
export const CHUNK_REFUSED_EVENT = 'souk:chunk-reload-refused'

/** The session storage of the tab, or null where it is blocked. */
function sessionMemory(): Storage | null {
  try {
    return window.sessionStorage
  } catch {
    return null
  }
}

/**
 * After a failed chunk (a deploy replaced the page's code): a full load of `target` (the page the shopper was
 * going to, the current one by default) once, and not again within a minute (spec §8, §9; the memory is the
 * tab's session storage). True when the page is being loaded again; false when refused (the page then says
 * so with the `CHUNK_REFUSED_EVENT`).
 */
export function reloadForChunk(target: string = window.location.href): boolean {
  if (claimChunkReload(sessionMemory(), Date.now())) {
    window.location.assign(new URL(target, window.location.href).href)
    return true
  }
  window.dispatchEvent(new CustomEvent(CHUNK_REFUSED_EVENT))
  return false
}

/** `reloadForChunk` for a thrown value, when it is a chunk failure. */
export function reloadForChunkError(error: unknown, target?: string): boolean {
  if (typeof window === 'undefined' || !isChunkLoadError(error)) return false
  return reloadForChunk(target)
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
  const matches = matchRoutes(router.routes, url.pathname) ?? []
  const loaded = globals.__reactRouterRouteModules ?? {}
  const missing = matches
    .map((match) => match.route.id)
    .filter((id): id is string => typeof id === 'string' && !(id in loaded))
    .map((id) => manifest.routes[id]?.module)
    .filter((module): module is string => typeof module === 'string')
  try {
    await Promise.all(missing.map((module) => import(/* @vite-ignore */ module)))
    return true
  } catch (error) {
    console.error(error)
    return false
  }
}

/**
 * The router instrumentation of the page (entry.client): before a navigation, its route modules are loaded;
 * when one fails, the page reloads once to the navigation's target, or (within the minute) stays and says so.
 */
export const chunkReloadInstrumentation: ClientInstrumentation = {
  router({ instrument }) {
    instrument({
      navigate: async (handler, info) => {
        if (typeof info.to === 'string' && !(await routeModulesLoad(info.to))) {
          reloadForChunk(info.to)
          // The navigation stops here: the page is being loaded again, or it stays where it is.
          await new Promise(() => undefined)
        }
        await handler()
      },
    })
  },
}
