import type { CookieOptions } from './cookies'
import type { StorageAdapter } from './storageAdapter'

/** A storage adapter in memory, for tests and for hosts without persistence. */
export interface MemoryStorage extends StorageAdapter {
  /** Current cookies with the options they were written with. */
  readonly cookies: Map<string, { value: string; options: CookieOptions }>
  readonly items: Map<string, string>
}

/** Creates an in-memory storage, optionally seeded with cookies and local-storage items. */
export function memoryStorage(
  seed: { cookies?: Record<string, string>; items?: Record<string, string> } = {},
): MemoryStorage {
  const cookies = new Map<string, { value: string; options: CookieOptions }>(
    Object.entries(seed.cookies ?? {}).map(([name, value]) => [name, { value, options: {} }]),
  )
  const items = new Map(Object.entries(seed.items ?? {}))
  return {
    cookies,
    items,
    getCookie: (name) => cookies.get(name)?.value,
    setCookie: (name, value, options = {}) => {
      cookies.set(name, { value, options })
    },
    removeCookie: (name) => {
      cookies.delete(name)
    },
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      items.set(key, value)
    },
    removeItem: (key) => {
      items.delete(key)
    },
  }
}
