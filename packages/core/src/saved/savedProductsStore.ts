import { createStore, type StoreApi } from 'zustand/vanilla'
import { savedProductsActions } from './savedProductsActions'
import {
  emptySavedProducts,
  type IdsLoad,
  type SavedProductsOptions,
  type SavedProductsState,
  savedProductsEdits,
} from './savedProductsState'

export { idMap, type SavedProductsOptions, type SavedProductsState } from './savedProductsState'

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

/** The `wishlisted` value a product takes after a toggle: 1 when in the wishlist, else null. */
export function wishlistedFlag(saved: boolean | undefined): 1 | null {
  return saved ? 1 : null
}
