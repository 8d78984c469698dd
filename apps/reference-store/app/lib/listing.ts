import { canonicalListingSearch } from '@souk/core'
import { redirect } from 'react-router'

// Query-string helpers of the store's pages; the listing filters, sort, page and API query are core's
// (`filtersFromSearch`, `sortFromSearch`, `pageFromSearch`, `listingQuery`, `searchWithFilters`).

/** The address query with one parameter set (or removed with null); the page resets unless it is the page. */
export function searchWith(search: URLSearchParams, key: string, value: string | null): URLSearchParams {
  const next = new URLSearchParams(search)
  if (key !== 'page') next.delete('page')
  if (value === null || value === '') next.delete(key)
  else next.set(key, value)
  return next
}

/** `?query` or nothing. */
export function queryString(search: URLSearchParams): string {
  const text = search.toString()
  return text ? `?${text}` : ''
}

/**
 * A listing's loader step: a query in a form's spelling (`brand=1&brand=4&min=`, from a filters form submitted
 * without JavaScript) is redirected to the address the JS flow writes, so each listing has one address.
 */
export function canonicalListingRedirect(url: URL): Response | null {
  const canonical = canonicalListingSearch(url.searchParams)
  if (!canonical) return null
  return redirect(`${url.pathname}${queryString(canonical)}`)
}

/** The query's parameters but `omit`, as hidden fields of a GET form that changes only those. */
export function keptFields(search: URLSearchParams, omit: readonly string[]): [string, string][] {
  return [...search.entries()].filter(([key]) => !omit.includes(key))
}
