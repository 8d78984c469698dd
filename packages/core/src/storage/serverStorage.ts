import { type CookieOptions, parseCookies, serializeCookie } from './cookies'
import type { StorageAdapter } from './storageAdapter'

/** Storage for one server request: reads the request's cookies, collects the `Set-Cookie` headers to send. */
export interface ServerStorage extends StorageAdapter {
  /** `Set-Cookie` header values written during this request, one per cookie (the last write wins). */
  setCookieHeaders(): string[]
}

/**
 * Creates the storage of one request from its `Cookie` header. Local storage does not exist on a server:
 * items live in memory for the request only (seed them when the host knows them, e.g. a guest token).
 */
export function serverStorage(
  cookieHeader: string | null | undefined,
  items: Record<string, string> = {},
): ServerStorage {
  const cookies = parseCookies(cookieHeader)
  const written = new Map<string, string>()
  const memory = new Map(Object.entries(items))
  const write = (name: string, value: string, options: CookieOptions | undefined) => {
    written.set(name, serializeCookie(name, value, options))
  }
  return {
    getCookie: (name) => cookies[name],
    setCookie: (name, value, options) => {
      cookies[name] = value
      write(name, value, options)
    },
    removeCookie: (name, options) => {
      delete cookies[name]
      write(name, '', { ...options, maxAge: 0 })
    },
    getItem: (key) => memory.get(key) ?? null,
    setItem: (key, value) => {
      memory.set(key, value)
    },
    removeItem: (key) => {
      memory.delete(key)
    },
    setCookieHeaders: () => [...written.values()],
  }
}
