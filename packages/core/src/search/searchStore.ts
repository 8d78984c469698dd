import { createStore, type StoreApi } from 'zustand/vanilla'
import { searchActions } from './searchActions'
import { emptySearch, type SearchState, type SearchStoreOptions } from './searchState'

/** Creates the search store of one Souk instance (or one search box). */
export function createSearchStore(options: SearchStoreOptions): StoreApi<SearchState> {
  return createStore<SearchState>()((set, get) => ({ ...emptySearch(), ...searchActions(options, set, get) }))
}
