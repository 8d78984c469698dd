export { SearchBox, type SearchBoxProps } from './SearchBox'
export {
  NothingFound,
  type NothingFoundProps,
  type SuggestionGroup,
  type SuggestionOption,
  SuggestionsPopup,
  type SuggestionsPopupProps,
  suggestionGroups,
  suggestionOptionId,
} from './SuggestionsPopup'
