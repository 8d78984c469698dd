import { createStore, type StoreApi } from 'zustand/vanilla'
import { savedProductsActions } from './savedProductsActions'
import {
  emptySavedProducts,
  type IdsLoad,
  type SavedProductsOptions,
  type SavedProductsState,
  savedProductsEdits,
} from './savedProductsState'

export type { SavedProductsOptions, SavedProductsState } from './savedProductsState'

/** Creates a saved-products store: the wishlist or the compare list. */
export function createSavedProductsStore(options: SavedProductsOptions): StoreApi<SavedProductsState> {
  return createStore<SavedProductsState>()((set, get) => {
    const idsLoad: IdsLoad = { current: null, generation: 0 }
    return {
      ...emptySavedProducts(options.initialIds),
      ...savedProductsEdits(set, idsLoad),
      ...savedProductsActions(options, set, get, idsLoad),
    }
  })
}
