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
