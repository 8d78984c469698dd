import { parseCookies, serializeCookie } from './cookies'
import type { StorageAdapter } from './storageAdapter'

/**
 * Storage backed by `document.cookie` and `localStorage`. Nothing is touched until a method is called, so
 * the module loads on a server. Local storage failures (private mode, quota, disabled) fall back to memory.
 */
export function browserStorage(): StorageAdapter {
  const fallback = new Map<string, string>()
  const local = (): Storage | null => {
    try {
      return typeof localStorage === 'undefined' ? null : localStorage
    } catch {
      return null
    }
  }
  return {
    getCookie: (name) => (typeof document === 'undefined' ? undefined : parseCookies(document.cookie)[name]),
    setCookie: (name, value, options) => {
      // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser Souk supports.
      if (typeof document !== 'undefined') document.cookie = serializeCookie(name, value, options)
    },
    removeCookie: (name, options) => {
      if (typeof document === 'undefined') return
      // biome-ignore lint/suspicious/noDocumentCookie: see setCookie.
      document.cookie = serializeCookie(name, '', { ...options, maxAge: 0 })
    },
    getItem: (key) => {
      try {
        return local()?.getItem(key) ?? fallback.get(key) ?? null
      } catch {
        return fallback.get(key) ?? null
      }
    },
    setItem: (key, value) => {
      fallback.set(key, value)
      try {
        local()?.setItem(key, value)
      } catch {
        // Quota or privacy mode: the in-memory copy keeps the page working.
      }
    },
    removeItem: (key) => {
      fallback.delete(key)
      try {
        local()?.removeItem(key)
      } catch {
        // See setItem.
      }
    },
  }
}
