/** Small helpers the catalogue handlers share. */
import type { ApiContext } from '../http/context'
import type { PageLocation } from '../http/paginate'

/**
 * The absolute base of every URL the API writes (images, paginator links, payment pages): the configured public
 * URL (`SOUK_PUBLIC_URL`), never the request's `Host` or `X-Forwarded-*` headers, which any client can set.
 */
export function apiBase(c: ApiContext): string {
  return c.var.services.config.publicUrl
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
