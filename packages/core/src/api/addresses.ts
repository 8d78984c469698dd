/** The shopper's saved addresses (contract 5.9). */
import type { Address, AddressInput, AddressRow, Envelope, ListQuery, Paginator } from '../model'
import type { Transport } from './calls'
import type { CallOptions } from './types'

/** The address calls of a client. */
export function addressesApi(transport: Transport) {
  return {
    /** `GET user/address/all`: the shopper's addresses, 25 a page (`order_by` is sent as `orderby`). */
    all: (query: ListQuery = {}, options: CallOptions = {}): Promise<Envelope<Paginator<AddressRow>>> => {
      const { order_by, ...rest } = query
      return transport.send({
        method: 'GET',
        path: 'user/address/all',
        query: { ...rest, orderby: order_by, time_zone: query.time_zone ?? transport.timeZone() },
        shopper: true,
        signal: options.signal,
      })
    },
    /** `POST user/address/action`: creates an address, or updates the one whose `id` is given. */
    save: (input: AddressInput, options: CallOptions = {}): Promise<Envelope<Address>> =>
      transport.send({
        method: 'POST',
        path: 'user/address/action',
        body: input,
        shopper: true,
        signal: options.signal,
      }),
    /** `DELETE user/address/delete/{id}`: deletes an address; `data` is the deleted address. */
    remove: (id: number, options: CallOptions = {}): Promise<Envelope<Address>> =>
      transport.send({
        method: 'DELETE',
        path: `user/address/delete/${id}`,
        shopper: true,
        signal: options.signal,
      }),
  }
}
