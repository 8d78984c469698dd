import { createStore, type StoreApi } from 'zustand/vanilla'
import { errorText } from '../util/errorText'
import { loadOnce } from '../util/loadOnce'
import { keyTranslate } from '../util/types'
import {
  emptySavedProducts,
  type IdsLoad,
  type SavedProductsOptions,
  type SavedProductsState,
  savedProductsEdits,
} from './savedProductsState'

/**
 * The wishlist or compare list of `createSouk` and of the widgets (`createWidgetSouk`): the same state and actions as
 * `createSavedProductsStore`, its calls to the API loaded with the first one (a page whose widgets never show
 * a list does not download them). A failed download is told as a failed call is: a toast, and the call
 * resolves as one that changed nothing (false for `load`, undefined for `toggle`).
 */
export function createLazySavedProductsStore(options: SavedProductsOptions): StoreApi<SavedProductsState> {
  return createStore<SavedProductsState>()((set, get) => {
    const idsLoad: IdsLoad = { current: null, generation: 0 }
    const actions = loadOnce(() =>
      import('./savedProductsActions').then((module) =>
        module.savedProductsActions(options, set, get, idsLoad),
      ),
    )
    const failed = (error: unknown) =>
      options.toast?.getState().showError(errorText(error, options.t ?? keyTranslate))
    return {
      ...emptySavedProducts(options.initialIds),
      ...savedProductsEdits(set, idsLoad),
      load: (query) =>
        actions().then(
          (loaded) => loaded.load(query),
          (error: unknown) => {
            failed(error)
            return false
          },
        ),
      // A list already known needs no download to say so.
      loadIds: () =>
        get().idsStatus === 'ready'
          ? Promise.resolve(true)
          : actions().then(
              (loaded) => loaded.loadIds(),
              (error: unknown) => {
                failed(error)
                return false
              },
            ),
      toggle: (productId, want) =>
        actions().then(
          (loaded) => loaded.toggle(productId, want),
          (error: unknown) => {
            failed(error)
            return undefined
          },
        ),
    }
  })
}
