export {
  EMPTY_FILTERS,
  FILTERS_DRAWER_QUERY,
  type FilterGroup,
  Filters,
  type FiltersProps,
  type FiltersValue,
} from './Filters'
