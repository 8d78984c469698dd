import { createStore, type StoreApi } from 'zustand/vanilla'
import { errorText } from '../util/errorText'
import { loadOnce } from '../util/loadOnce'
import { keyTranslate } from '../util/types'
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
    /** An action of `cartActions`, loaded on first use. */
    const later =
      <K extends keyof CartRequests>(name: K) =>
      async (...args: Parameters<CartRequests[K]>): Promise<boolean> => {
        let loaded: CartRequests
        try {
          loaded = await actions()
        } catch (error) {
          options.toast?.getState().showError(errorText(error, options.t ?? keyTranslate))
          return false
        }
        return (loaded[name] as (...input: Parameters<CartRequests[K]>) => Promise<boolean>)(...args)
      }
    return {
      ...emptyCart(options.lines, options.voucher),
      ...cartEdits(set),
      load: later('load'),
      add: later('add'),
      buyNow: later('buyNow'),
      setQuantity: later('setQuantity'),
      remove: later('remove'),
      setSelected: later('setSelected'),
      selectAll: later('selectAll'),
      saveShipping: later('saveShipping'),
      applyVoucher: later('applyVoucher'),
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
