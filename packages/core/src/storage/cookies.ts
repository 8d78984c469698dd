/** Cookies as Souk writes and reads them: one serialiser and one parser for browser and server. */

/** Options of a cookie write. `maxAge` is in seconds. */
export interface CookieOptions {
  maxAge?: number
  /** Absolute expiry; derived from `maxAge` when not given, for clients that ignore Max-Age. */
  expires?: Date
  path?: string
  domain?: string
  sameSite?: 'lax' | 'strict' | 'none'
  secure?: boolean
  /** Hidden from scripts (server-set cookies only). */
  httpOnly?: boolean
}

/** A cookie to set: name, value and options. */
export interface CookieDescriptor {
  name: string
  value: string
  options: CookieOptions
}

const SAME_SITE = { lax: 'Lax', strict: 'Strict', none: 'None' } as const
// RFC 6265 token: a cookie name must not contain separators, spaces or control characters.
const COOKIE_NAME = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/

/** Serialises a cookie for a `Set-Cookie` header or `document.cookie`; Path defaults to `/`, SameSite to Lax. */
export function serializeCookie(name: string, value: string, options: CookieOptions = {}): string {
  if (!COOKIE_NAME.test(name)) throw new TypeError(`Invalid cookie name "${name}"`)
  const parts = [`${name}=${encodeURIComponent(value)}`, `Path=${options.path ?? '/'}`]
  if (options.maxAge !== undefined) parts.push(`Max-Age=${Math.floor(options.maxAge)}`)
  const expires =
    options.expires ??
    (options.maxAge === undefined ? undefined : new Date(Date.now() + options.maxAge * 1000))
  if (expires) parts.push(`Expires=${expires.toUTCString()}`)
  if (options.domain) parts.push(`Domain=${options.domain}`)
  parts.push(`SameSite=${SAME_SITE[options.sameSite ?? 'lax']}`)
  if (options.secure) parts.push('Secure')
  if (options.httpOnly) parts.push('HttpOnly')
  return parts.join('; ')
}

function decode(value: string): string {
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}

/** Parses a `Cookie` header or `document.cookie`; the first of duplicate names wins (the most specific path). */
export function parseCookies(header: string | null | undefined): Record<string, string> {
  const cookies: Record<string, string> = Object.create(null)
  if (!header) return cookies
  for (const pair of header.split(';')) {
    const index = pair.indexOf('=')
    if (index <= 0) continue
    const name = pair.slice(0, index).trim()
    if (!name || name in cookies) continue
    let value = pair.slice(index + 1).trim()
    if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1)
    cookies[name] = decode(value)
  }
  return cookies
}
