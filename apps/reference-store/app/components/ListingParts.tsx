/**
 * The listing's parts that load after the page hydrated (`deferredPart.tsx`, issue 17): the sort order's combobox
 * (and its dropdown's code). Until it arrives the server's native select and 'Apply' button stay, a GET form that
 * works without it.
 */
export { SortSelect } from '@souk/react'
