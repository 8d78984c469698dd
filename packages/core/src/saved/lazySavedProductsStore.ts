import { createStore, type StoreApi } from 'zustand/vanilla'
import { failureToast } from '../util/errorText'
import { lazyCalls } from '../util/lazyCalls'
import { loadOnce } from '../util/loadOnce'
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
    const later = lazyCalls<Pick<SavedProductsState, 'load' | 'loadIds' | 'toggle'>>(
      actions,
      { load: false, loadIds: false, toggle: undefined },
      failureToast(options),
    )
    return {
      ...emptySavedProducts(options.initialIds),
      ...savedProductsEdits(set, idsLoad),
      load: later.load,
      // A list already known needs no download to say so.
      loadIds: () => (get().idsStatus === 'ready' ? Promise.resolve(true) : later.loadIds()),
      toggle: later.toggle,
    }
  })
}
