import type { StoreApi } from 'zustand/vanilla'
import { errorMessages, errorText } from '../util/errorText'
import { keyTranslate } from '../util/types'
import type { SavedProductsOptions, SavedProductsRequests, SavedProductsState } from './savedProductsState'

/**
 * The list's calls to the API on a store's `set` and `get`: `createSavedProductsStore` binds them at once, the
 * widgets' lists load this module when they first make one (`createLazySavedProductsStore`).
 */
export function savedProductsActions(
  options: SavedProductsOptions,
  set: StoreApi<SavedProductsState>['setState'],
  get: StoreApi<SavedProductsState>['getState'],
): SavedProductsRequests {
  const t = options.t ?? keyTranslate
  return {
    load: async (query) => {
      if (!options.isLoggedIn()) {
        set({ items: [], page: null, status: 'ready' })
        return true
      }
      set({ status: 'loading' })
      try {
        const { data } = await options.api.all(query)
        const { data: items, ...page } = data
        const saved = { ...get().saved }
        for (const item of items) saved[item.product_id] = true
        set({ items, page, saved, status: 'ready' })
        return true
      } catch (error) {
        set({ status: 'error' })
        options.toast?.getState().showError(errorText(error, t))
        return false
      }
    },
    toggle: async (productId) => {
      if (!options.isLoggedIn()) {
        options.onLoginRequired?.()
        return undefined
      }
      if (get().pending.includes(productId)) return undefined
      set((state) => ({ pending: [...state.pending, productId] }))
      try {
        const { data, message } = await options.api.toggle(productId)
        // The reply's data decides: a row means added, null means removed.
        const added = data !== null
        set((state) => ({
          saved: { ...state.saved, [productId]: added },
          items: added ? state.items : state.items.filter((item) => item.product_id !== productId),
        }))
        options.toast?.getState().show(message || undefined)
        return added
      } catch (error) {
        const text = options.joinMessages ? errorMessages(error).join(', ') : ''
        options.toast?.getState().showError(text || errorText(error, t))
        return undefined
      } finally {
        set((state) => ({ pending: state.pending.filter((id) => id !== productId) }))
      }
    },
  }
}
