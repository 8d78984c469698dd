import type { ComparedProduct } from '@souk/core'
import type { LoaderFunctionArgs } from 'react-router'
import { accountSouk, loaderFailure, pageOf } from './account.server'

/** The customer's two saved lists (contract 5.10): the wishlist and the compare list. */
export type SavedListKind = 'wishlist' | 'compare'

/** The loader of a saved-list page (`user/wishlists`, `user/compared`): one page of the list, 14 a page. */
export function savedListLoader(kind: SavedListKind) {
  return async ({ request, context }: LoaderFunctionArgs) => {
    const { souk } = accountSouk(request, context)
    try {
      const { data } = await souk.client[kind].all({ page: pageOf(request) })
      return { list: data }
    } catch (error) {
      loaderFailure(error)
    }
  }
}

/**
 * The loader of the compare page: one page of the compare list, and the detail of each of its products (`GET
 * product/{id}`, through core's client) as much as the table compares (brand, seller, stock, attributes), keyed by
 * product id. A detail that cannot be read leaves its column's facts empty, never the page.
 */
export async function comparedLoader({ request, context }: LoaderFunctionArgs) {
  const { souk } = accountSouk(request, context)
  try {
    const { data: list } = await souk.client.compare.all({ page: pageOf(request) })
    const details: Record<number, ComparedProduct> = {}
    await Promise.all(
      list.data.map(async (row) => {
        const detail = await souk.client.catalog.product(row.product_id).catch(() => null)
        if (!detail) return
        const { brand, store, in_stock, attribute } = detail.data
        details[row.product_id] = { brand, store, in_stock, attribute }
      }),
    )
    return { list, details }
  } catch (error) {
    loaderFailure(error)
  }
}
