import type { Envelope, ListQuery, Paginator } from '../model'

/** At most this many pages are read for a shopper's saved ids (14 a page: 700 saved things). */
export const MAX_ID_PAGES = 50

/**
 * Reads every page of a paginated account list (wishlist, compare list, followed stores) and returns the ids
 * `idOf` picks from its rows, in the list's order.
 */
export async function allIds<Row>(
  list: (query: ListQuery) => Promise<Envelope<Paginator<Row>>>,
  idOf: (row: Row) => number,
): Promise<number[]> {
  const ids: number[] = []
  for (let page = 1; page <= MAX_ID_PAGES; page++) {
    const { data } = await list({ page })
    for (const row of data.data) ids.push(idOf(row))
    if (!data.last_page || data.current_page >= data.last_page || data.data.length === 0) break
  }
  return ids
}
