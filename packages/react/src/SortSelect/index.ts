export { SORT_OPTIONS, SortSelect, type SortSelectProps } from './SortSelect'
