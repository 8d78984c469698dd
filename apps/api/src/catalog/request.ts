/** Small helpers the catalogue handlers share. */
import type { ApiContext } from '../http/context'
import type { PageLocation } from '../http/paginate'

/** The absolute base URL of the API as the shopper reached it. */
export function apiBase(c: ApiContext): string {
  const url = new URL(c.req.url)
  const proto = c.req.header('X-Forwarded-Proto')?.split(',')[0]?.trim() || url.protocol.replace(':', '')
  const host = c.req.header('X-Forwarded-Host')?.split(',')[0]?.trim() || url.host
  return `${proto}://${host}`
}

/** Where a paginator's links point: the listing path and its other query parameters. */
export function locationOf(c: ApiContext, path: string): PageLocation {
  const query: Record<string, string> = {}
  for (const [key, value] of new URL(c.req.url).searchParams) if (key !== 'page') query[key] = value
  return { path: `${apiBase(c)}/api/v1/${path}`, query }
}

/** The query string as a plain object (the last value of a repeated parameter wins). */
export function queryOf(c: ApiContext): Record<string, string> {
  return Object.fromEntries(new URL(c.req.url).searchParams)
}
