import { CHUNK_RELOAD_KEY, isChunkLoadError, mayReloadForChunk } from '@souk/core'
import { useEffect } from 'react'

/** Reloads the page once when a code chunk fails to load (a new deploy), at most once a minute (spec §9). */
export function reloadForChunkError(error: unknown): boolean {
  if (typeof window === 'undefined' || !isChunkLoadError(error)) return false
  let last: number | null = null
  try {
    last = Number(window.sessionStorage.getItem(CHUNK_RELOAD_KEY)) || null
  } catch {
    // Storage blocked: still reload, the guard cannot be kept.
  }
  const now = Date.now()
  if (!mayReloadForChunk(last, now)) return false
  try {
    window.sessionStorage.setItem(CHUNK_RELOAD_KEY, String(now))
  } catch {}
  window.location.reload()
  return true
}

/** Listens for Vite's preload failures and unhandled dynamic-import rejections. */
export function ChunkReloadGuard() {
  useEffect(() => {
    const onPreloadError = (event: Event) => {
      const error = (event as Event & { payload?: unknown }).payload
      if (reloadForChunkError(error ?? new Error('Unable to preload CSS'))) event.preventDefault()
    }
    const onRejection = (event: PromiseRejectionEvent) => {
      if (reloadForChunkError(event.reason)) event.preventDefault()
    }
    window.addEventListener('vite:preloadError', onPreloadError)
    window.addEventListener('unhandledrejection', onRejection)
    return () => {
      window.removeEventListener('vite:preloadError', onPreloadError)
      window.removeEventListener('unhandledrejection', onRejection)
    }
  }, [])
  return null
}
