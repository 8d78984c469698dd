import { TIME_ZONE_COOKIE, TIME_ZONE_COOKIE_MAX_AGE } from '../constants'
import type { StorageAdapter } from './storageAdapter'

/** True for a time-zone name this runtime knows (IANA, e.g. `Asia/Kolkata`). */
export function isTimeZone(value: string | undefined): value is string {
  if (!value || value.length > 64) return false
  try {
    new Intl.DateTimeFormat('en', { timeZone: value })
    return true
  } catch {
    return false
  }
}

/** The runtime's own time zone: the shopper's in a browser, the machine's on a server. */
export function runtimeTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone
  } catch {
    return undefined
  }
}

/** The time zone a browser remembered in the `timeZone` cookie, when it is a real one. */
export function storedTimeZone(storage: StorageAdapter): string | undefined {
  const value = storage.getCookie(TIME_ZONE_COOKIE)
  return isTimeZone(value) ? value : undefined
}

/**
 * In a browser: remembers the shopper's time zone in the `timeZone` cookie (one year, whole site, Lax) when it
 * is not there yet or changed, so the server renders the next pages' dates (orders, reviews, vouchers) in it.
 * Returns the zone written, if any.
 */
export function rememberTimeZone(storage: StorageAdapter, zone = runtimeTimeZone()): string | undefined {
  if (!isTimeZone(zone) || storage.getCookie(TIME_ZONE_COOKIE) === zone) return undefined
  storage.setCookie(TIME_ZONE_COOKIE, zone, { maxAge: TIME_ZONE_COOKIE_MAX_AGE, path: '/', sameSite: 'lax' })
  return zone
}
