import type { StoreApi } from 'zustand/vanilla'
import { errorMessages, errorText } from '../util/errorText'
import { keyTranslate } from '../util/types'
import { allIds } from './allPages'
import type {
  IdsLoad,
  SavedProductsOptions,
  SavedProductsRequests,
  SavedProductsState,
} from './savedProductsState'

/**
 * The list's calls to the API on a store's `set` and `get`: `createSavedProductsStore` binds them at once, the
 * lists of `createSouk` and of the widgets load this module when they first make one (`createLazySavedProductsStore`).
 */
export function savedProductsActions(
  options: SavedProductsOptions,
  set: StoreApi<SavedProductsState>['setState'],
  get: StoreApi<SavedProductsState>['getState'],
  idsLoad: IdsLoad,
): SavedProductsRequests {
  // Failures are told as `failureToast` tells them, written out: imported it costs the widgets more (size budget).
  const t = options.t ?? keyTranslate
  const loadIds = () => {
    if (get().idsStatus === 'ready') return Promise.resolve(true)
    if (idsLoad.current) return idsLoad.current
    if (!options.isLoggedIn()) {
      set({ idsStatus: 'ready' })
      return Promise.resolve(true)
    }
    const started = idsLoad.generation
    set({ idsStatus: 'loading' })
    idsLoad.current = allIds(options.api.all, (row) => row.product_id)
      .then((ids) => {
        if (started !== idsLoad.generation) return false
        // The whole list is the truth: products marked saved from older page data but not in it are not saved.
        const saved: Record<number, boolean> = {}
        for (const id of ids) saved[id] = true
        set({ saved, idsStatus: 'ready' })
        return true
      })
      .catch((error) => {
        if (started !== idsLoad.generation) return false
        set({ idsStatus: 'error' })
        options.toast?.getState().showError(errorText(error, t))
        return false
      })
      .finally(() => {
        if (started === idsLoad.generation) idsLoad.current = null
      })
    return idsLoad.current
  }
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
    loadIds,
    toggle: async (productId, want) => {
      if (!options.isLoggedIn()) {
        options.onLoginRequired?.()
        return undefined
      }
      if (get().pending.includes(productId)) return undefined
      set((state) => ({ pending: [...state.pending, productId] }))
      try {
        if (want !== undefined) {
          // Decide on the whole list, not on what a card showed: the API's call is a toggle.
          if (!(await loadIds())) return undefined
          if (Boolean(get().saved[productId]) === want) return want
        }
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
