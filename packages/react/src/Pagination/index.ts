export { type PageSlot, Pagination, type PaginationProps, pageRange } from './Pagination'
