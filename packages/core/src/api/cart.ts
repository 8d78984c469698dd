/** The shopper's cart (contract 6). */
import type {
  CartActionInput,
  CartChangeInput,
  CartHandoffClaim,
  CartHandoffCode,
  CartHandoffPreview,
  CartLine,
  CartRow,
  Envelope,
  UpdateShippingInput,
} from '../model'
import type { Transport } from './calls'
import type { CallOptions } from './types'

/** The cart calls of a client; every one identifies the shopper by the guest token. */
export function cartApi(transport: Transport) {
  const post = <T>(path: string, body: object, options: CallOptions) =>
    transport.send<T>({ method: 'POST', path, body, shopper: true, signal: options.signal })

  return {
    /** `GET cart/by-user`: every line, selected or not. */
    byUser: (options: CallOptions = {}): Promise<Envelope<CartLine[]>> =>
      transport.send({ method: 'GET', path: 'cart/by-user', shopper: true, signal: options.signal }),
    /** `POST cart/action`: adds to a line; `quantity` is a delta (+1, -1, or the amount chosen). */
    action: (input: CartActionInput, options: CallOptions = {}) =>
      post<CartRow>('cart/action', input, options),
    /** `POST cart/buy-now`: sets the line's quantity and makes it the only selected line. */
    buyNow: (input: CartActionInput, options: CallOptions = {}) =>
      post<CartRow>('cart/buy-now', input, options),
    /** `DELETE cart/delete/{id}`: removes a line; `data` is the deleted line. */
    remove: (id: number, options: CallOptions = {}): Promise<Envelope<CartRow>> =>
      transport.send({ method: 'DELETE', path: `cart/delete/${id}`, shopper: true, signal: options.signal }),
    /** `POST cart/change`: selects and deselects lines for checkout. */
    change: (input: CartChangeInput, options: CallOptions = {}) => post<true>('cart/change', input, options),
    /** `POST cart/update-shipping`: saves each line's shipping place and type and the default address. */
    updateShipping: (input: UpdateShippingInput, options: CallOptions = {}) =>
      post<CartLine[]>('cart/update-shipping', input, options),
    /** `POST cart/handoff`: a one-time code that hands this guest's (non-empty) cart to the shop's cart page. */
    handoff: (options: CallOptions = {}) => post<CartHandoffCode>('cart/handoff', {}, options),
    /** `POST cart/handoff/preview`: what a hand-off code would bring, without using it. */
    previewHandoff: (code: string, options: CallOptions = {}) =>
      post<CartHandoffPreview>('cart/handoff/preview', { code }, options),
    /** `POST cart/handoff/claim`: moves the handed-over lines into this shopper's own cart; the code dies. */
    claimHandoff: (code: string, options: CallOptions = {}) =>
      post<CartHandoffClaim>('cart/handoff/claim', { code }, options),
  }
}
