export { type SearchContext, searchSubmitTarget, suggestionTarget } from './searchNavigation'
export {
  hasSuggestions,
  type SearchActions,
  type SearchData,
  type SearchState,
  type SearchStatus,
  type SearchStoreOptions,
} from './searchState'
export { createSearchStore } from './searchStore'
