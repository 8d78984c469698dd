/** The registered customer's wishlist and compare list (contract 5.10). */
import type { Envelope, ListQuery, Paginator, SavedProductRow, ToggleRow } from '../model'
import type { Transport } from './calls'
import { listQuery } from './listQuery'
import type { CallOptions } from './types'

function savedListApi(transport: Transport, base: 'user/wishlist' | 'user/compare-list') {
  return {
    /** `GET …/all`: the saved products, 14 a page, newest first unless asked otherwise. */
    all: (query: ListQuery = {}, options: CallOptions = {}): Promise<Envelope<Paginator<SavedProductRow>>> =>
      transport.send({
        method: 'GET',
        path: `${base}/all`,
        query: listQuery(query, transport.timeZone()),
        signal: options.signal,
      }),
    /** `POST …/action`: adds the product, or removes it when it is there; `data` is the new row or null. */
    toggle: (productId: number, options: CallOptions = {}): Promise<Envelope<ToggleRow>> =>
      transport.send({
        method: 'POST',
        path: `${base}/action`,
        body: { product_id: productId },
        signal: options.signal,
      }),
  }
}

/** The wishlist calls of a client. */
export function wishlistApi(transport: Transport) {
  return savedListApi(transport, 'user/wishlist')
}

/** The compare-list calls of a client. */
export function compareApi(transport: Transport) {
  return savedListApi(transport, 'user/compare-list')
}
