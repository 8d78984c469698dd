import type { CookieOptions } from './cookies'

/** Where the stores keep what outlives a page: cookies (auth, language) and local storage (guest token, flags). */

/** The storage a `Souk` instance reads and writes; browser, server and memory implementations exist. */
export interface StorageAdapter {
  getCookie(name: string): string | undefined
  setCookie(name: string, value: string, options?: CookieOptions): void
  removeCookie(name: string, options?: CookieOptions): void
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}
