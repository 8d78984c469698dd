import { createStore, type StoreApi } from 'zustand/vanilla'
import { savedProductsActions } from './savedProductsActions'
import {
  emptySavedProducts,
  type SavedProductsOptions,
  type SavedProductsState,
  savedProductsEdits,
} from './savedProductsState'

export type { SavedProductsOptions, SavedProductsState } from './savedProductsState'

/** Creates a saved-products store: the wishlist or the compare list. */
export function createSavedProductsStore(options: SavedProductsOptions): StoreApi<SavedProductsState> {
  return createStore<SavedProductsState>()((set, get) => ({
    ...emptySavedProducts(),
    ...savedProductsEdits(set),
    ...savedProductsActions(options, set, get),
  }))
}

/** The `wishlisted` value a product takes after a toggle: 1 when in the wishlist, else null. */
export function wishlistedFlag(saved: boolean | undefined): 1 | null {
  return saved ? 1 : null
}
