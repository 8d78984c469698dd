/** Seller shops and the stores a customer follows (contract 4.16, 5.10). */
import type { Envelope, FollowedStoreRow, ListQuery, Paginator, StorePageData, StoreQuery } from '../model'
import { type Transport, toQuery } from './calls'
import { listQuery } from './listQuery'
import type { CallOptions } from './types'

/** The store calls of a client. */
export function storesApi(transport: Transport) {
  return {
    /** `GET store`: a seller's shop page with its products (`following` needs the bearer). */
    page: (query: StoreQuery, options: CallOptions = {}): Promise<Envelope<StorePageData>> =>
      transport.send({ method: 'GET', path: 'store', query: toQuery(query), signal: options.signal }),
    /** `POST user/store/follow`: follows the store, or stops following it. */
    follow: (storeId: number, options: CallOptions = {}): Promise<Envelope<true>> =>
      transport.send({
        method: 'POST',
        path: 'user/store/follow',
        body: { store_id: storeId },
        signal: options.signal,
      }),
    /** `GET user/store/following-list`: the followed stores, 14 a page. */
    following: (
      query: ListQuery = {},
      options: CallOptions = {},
    ): Promise<Envelope<Paginator<FollowedStoreRow>>> =>
      transport.send({
        method: 'GET',
        path: 'user/store/following-list',
        query: listQuery(query, transport.timeZone()),
        signal: options.signal,
      }),
  }
}
