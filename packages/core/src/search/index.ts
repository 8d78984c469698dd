export { type SearchContext, searchSubmitTarget, suggestionTarget } from './searchNavigation'
export {
  createSearchStore,
  hasSuggestions,
  type SearchState,
  type SearchStatus,
  type SearchStoreOptions,
} from './searchStore'
