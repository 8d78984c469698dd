export { Dropdown, type DropdownProps } from './Dropdown'
export {
  DROPDOWN_LAYER_QUERY,
  type DropdownEntry,
  type DropdownOption,
  type UseDropdownOptions,
  useDropdown,
} from './useDropdown'
