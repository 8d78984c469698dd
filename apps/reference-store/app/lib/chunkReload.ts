import { claimChunkReload, isChunkLoadError } from '@souk/core'
import type { ClientInstrumentation } from 'react-router'

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

/**
 * `reloadForChunk` for a thrown value, when it is a chunk failure. Not while the browser says it is offline: no
 * file can come then, a reload would only show the browser's offline page; the caller's own failure stands (a
 * shopper's first add to cart says the API is down, as any call made offline does).
 */
export function reloadForChunkError(error: unknown, target?: string): boolean {
  if (typeof window === 'undefined' || !isChunkLoadError(error)) return false
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return false
  return reloadForChunk(target)
}

/**
 * The check of a navigation's route modules (`routeModules.ts`): its code is not in the page's first load (issue
 * 17), it comes with the first navigation (the guard asks for it once the page has hydrated). When it cannot be
 * downloaded either, the page's files are gone as a route's would be: false, as for a failed route module.
 */
async function routeModulesLoad(to: string): Promise<boolean> {
  let check: typeof import('./routeModules')
  try {
    check = await loadRouteModulesCheck()
  } catch (error) {
    if (!isChunkLoadError(error)) return true
    console.error(error)
    return false
  }
  return check.routeModulesLoad(to)
}

/** Downloads the navigation check's code (the guard warms it once the page has hydrated). */
export const loadRouteModulesCheck = () => import('./routeModules')

/**
 * The router instrumentation of the page (lib/hydrate.tsx): before a navigation, its route modules are loaded;
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
