import { useSouk } from '@souk/react'
import { useEffect } from 'react'
import { CHUNK_REFUSED_EVENT, loadRouteModulesCheck, reloadForChunkError } from '../lib/chunkReload'

export { reloadForChunkError }

/**
 * Listens for Vite's preload failures and unhandled dynamic-import rejections (the navigations' route modules
 * are checked by the router instrumentation of `lib/hydrate.tsx`), and says so when a second failure within
 * the minute is not answered with a reload.
 */
export function ChunkReloadGuard() {
  const souk = useSouk()
  useEffect(() => {
    const onPreloadError = (event: Event) => {
      const error = (event as Event & { payload?: unknown }).payload
      if (reloadForChunkError(error ?? new Error('Unable to preload CSS'))) event.preventDefault()
    }
    const onRejection = (event: PromiseRejectionEvent) => {
      if (reloadForChunkError(event.reason)) event.preventDefault()
    }
    const onRefused = () => souk.toast.getState().showError(souk.t('errors.somethingWentWrong'))
    window.addEventListener('vite:preloadError', onPreloadError)
    window.addEventListener('unhandledrejection', onRejection)
    window.addEventListener(CHUNK_REFUSED_EVENT, onRefused)
    // The navigations' check comes now, before the first navigation needs it (a failure is that navigation's).
    loadRouteModulesCheck().catch(() => undefined)
    return () => {
      window.removeEventListener('vite:preloadError', onPreloadError)
      window.removeEventListener('unhandledrejection', onRejection)
      window.removeEventListener(CHUNK_REFUSED_EVENT, onRefused)
    }
  }, [souk])
  return null
}
