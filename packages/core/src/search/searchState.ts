import type { SearchSuggestions } from '../model'
import type { Timers } from '../util/types'

/** Where the suggestions popup is: nothing asked, fetching, something found, nothing found, failed. */
export type SearchStatus = 'idle' | 'loading' | 'results' | 'empty' | 'error'

/** What the search box shows: the text, the suggestions and where the popup is. */
export interface SearchData {
  /** What the shopper typed. */
  text: string
  /** The text the shown suggestions belong to. */
  query: string
  open: boolean
  status: SearchStatus
  suggestions: SearchSuggestions | null
  /** Why the last fetch failed (status `error`), for core's `errorText`; null otherwise. */
  error: unknown
}

/** What the search box does: the store's actions. */
export interface SearchActions {
  /** Takes typed text: debounced fetch; empty text closes; the same text as shown is not fetched again. */
  setText: (text: string) => void
  /** Opens the popup again for the text already fetched (e.g. on focus). */
  reopen: () => void
  /** Closes the popup after the close delay (lets a click on a suggestion land first). */
  close: () => void
  /** Closes at once and cancels pending work. */
  closeNow: () => void
  /** Cancels timers and the request in flight. */
  dispose: () => void
}

/** The search box and its suggestions popup (spec §2.7). */
export interface SearchState extends SearchData, SearchActions {}

/** Options of the search store. */
export interface SearchStoreOptions {
  /** Fetches suggestions, e.g. `(q, signal) => client.catalog.search(q, { signal }).then((r) => r.data)`. */
  suggest: (text: string, signal: AbortSignal) => Promise<SearchSuggestions>
  debounceMs?: number
  closeDelayMs?: number
  timers?: Timers
}

/** True when any group of the suggestions has an entry. */
export function hasSuggestions(suggestions: SearchSuggestions | null | undefined): boolean {
  if (!suggestions) return false
  return (
    suggestions.product.length > 0 ||
    suggestions.suggested.length > 0 ||
    suggestions.category.length > 0 ||
    (suggestions.sub_category?.length ?? 0) > 0
  )
}

/** The search box before anything is typed. */
export function emptySearch(): SearchData {
  return { text: '', query: '', open: false, status: 'idle', suggestions: null, error: null }
}
