/** Voucher checks and the list of running vouchers (contract 5.11, 7.2). */
import type {
  Envelope,
  ListQuery,
  Paginator,
  Voucher,
  VoucherValidityData,
  VoucherValidityInput,
} from '../model'
import type { Transport } from './calls'
import { listQuery } from './listQuery'
import type { CallOptions } from './types'

/** The voucher calls of a client. */
export function vouchersApi(transport: Transport) {
  return {
    /** `POST voucher/validity`: checks a code against the selected cart; `data.offered` is the discount. */
    validity: (
      input: VoucherValidityInput,
      options: CallOptions = {},
    ): Promise<Envelope<VoucherValidityData>> =>
      transport.send({
        method: 'POST',
        path: 'voucher/validity',
        body: input,
        shopper: true,
        signal: options.signal,
      }),
    /** `GET user/user-vouchers`: the public vouchers running now, 25 a page. */
    list: (query: ListQuery = {}, options: CallOptions = {}): Promise<Envelope<Paginator<Voucher>>> =>
      transport.send({
        method: 'GET',
        path: 'user/user-vouchers',
        query: listQuery(query, transport.timeZone()),
        signal: options.signal,
      }),
  }
}
