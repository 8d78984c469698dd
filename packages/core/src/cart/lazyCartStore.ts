import { createStore, type StoreApi } from 'zustand/vanilla'
import { failureToast } from '../util/errorText'
import { lazyCalls } from '../util/lazyCalls'
import { loadOnce } from '../util/loadOnce'
import { type CartRequests, type CartState, type CartStoreOptions, cartEdits, emptyCart } from './cartState'

/**
 * The cart store of `createSouk` and of the widgets (`createWidgetSouk`): the same state and actions as `createCartStore`, but
 * the rules behind its calls to the API (`cartActions.ts`, with the cart's totals and shipping rules) load
 * when the first one is called, so a page that never touches the cart does not download them. A failed load
 * is told as any failed call is: a toast, and the action resolves to false.
 */
export function createLazyCartStore(options: CartStoreOptions): StoreApi<CartState> {
  return createStore<CartState>()((set, get) => {
    // A failed download is retried by the next call.
    const actions = loadOnce(() =>
      import('./cartActions').then((module) => module.cartActions(options, set, get)),
    )
    const later = lazyCalls<Omit<CartRequests, 'changedElsewhere'>>(
      actions,
      {
        load: false,
        add: false,
        buyNow: false,
        setQuantity: false,
        remove: false,
        setSelected: false,
        selectAll: false,
        saveShipping: false,
        applyVoucher: false,
      },
      failureToast(options),
    )
    return {
      ...emptyCart(options.lines, options.voucher),
      ...cartEdits(set),
      ...later,
      changedElsewhere: async (request) => {
        let loaded: CartRequests
        try {
          loaded = await actions()
        } catch {
          // Without the cart's rules there is no cart read to guard: the request runs as it is.
          return request()
        }
        return loaded.changedElsewhere(request)
      },
    }
  })
}
