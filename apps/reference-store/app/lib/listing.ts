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
