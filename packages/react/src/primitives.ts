/** The interactive primitives of @souk/react (APG patterns), each with its stylesheet beside it. */
export { Breadcrumb, type BreadcrumbItem, type BreadcrumbLinkProps, type BreadcrumbProps } from './Breadcrumb'
export { Carousel, type CarouselProps } from './Carousel'
export { CloseButton, type CloseButtonProps } from './CloseButton'
export { Countdown, type CountdownProps, type TimeLeft, timeLeft } from './Countdown'
export { Dialog, type DialogProps } from './Dialog'
export {
  DROPDOWN_LAYER_QUERY,
  Dropdown,
  type DropdownEntry,
  type DropdownOption,
  type DropdownProps,
  type UseDropdownOptions,
  useDropdown,
} from './Dropdown'
export { EmptyState, type EmptyStateAction, type EmptyStateProps } from './EmptyState'
export { type PageSlot, Pagination, type PaginationProps, pageRange } from './Pagination'
export { Popover, type PopoverProps, type PopoverTriggerProps } from './Popover'
export { QuantityInput, type QuantityInputProps } from './QuantityInput'
export { Shimmer, type ShimmerProps } from './Shimmer'
export { type TabItem, Tabs, type TabsProps } from './Tabs'
export { Toast, type ToastProps, ToastRegion, type ToastRegionProps } from './Toast'
