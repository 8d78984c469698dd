/**
 * The listing's parts that load after the page hydrated (`deferredPart.tsx`, issue 17), each working without its
 * code until it arrives: the sort order's combobox (and its dropdown's code: the server's native select and
 * 'Apply' button, a GET form, stay until then), the filters (their server HTML is a GET form too; the boxes ticked
 * meanwhile are applied as one change once they have hydrated) and the paginator (real links).
 */
export { Filters, Pagination, SortSelect } from '@souk/react'
