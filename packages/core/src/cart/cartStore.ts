import { createStore, type StoreApi } from 'zustand/vanilla'
import { cartActions } from './cartActions'
import { type CartState, type CartStoreOptions, cartEdits, emptyCart } from './cartState'

export type { AppliedVoucher, CartState, CartStoreOptions } from './cartState'

/** Creates the cart store of one Souk instance. */
export function createCartStore(options: CartStoreOptions): StoreApi<CartState> {
  return createStore<CartState>()((set, get) => ({
    ...emptyCart(options.lines, options.voucher),
    ...cartEdits(set),
    ...cartActions(options, set, get),
  }))
}
