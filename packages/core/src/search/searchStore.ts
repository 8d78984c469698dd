import { createStore, type StoreApi } from 'zustand/vanilla'
import { SEARCH_CLOSE_DELAY_MS, SEARCH_DEBOUNCE_MS } from '../constants'
import type { SearchSuggestions } from '../model'
import { globalTimers, type Timers } from '../util/types'

/** Where the suggestions popup is: nothing asked, fetching, something found, nothing found, failed. */
export type SearchStatus = 'idle' | 'loading' | 'results' | 'empty' | 'error'

/** The search box and its suggestions popup (spec §2.7). */
export interface SearchState {
  /** What the shopper typed. */
  text: string
  /** The text the shown suggestions belong to. */
  query: string
  open: boolean
  status: SearchStatus
  suggestions: SearchSuggestions | null
  /** Why the last fetch failed (status `error`), for core's `errorText`; null otherwise. */
  error: unknown
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

/** Creates the search store of one Souk instance (or one search box). */
export function createSearchStore(options: SearchStoreOptions): StoreApi<SearchState> {
  const timers = options.timers ?? globalTimers
  const debounceMs = options.debounceMs ?? SEARCH_DEBOUNCE_MS
  const closeDelayMs = options.closeDelayMs ?? SEARCH_CLOSE_DELAY_MS
  let debounce: unknown
  let closing: unknown
  let controller: AbortController | undefined

  const clear = (handle: unknown) => {
    if (handle !== undefined) timers.clearTimeout(handle)
  }
  const cancelWork = () => {
    clear(debounce)
    debounce = undefined
    controller?.abort()
    controller = undefined
  }
  const cancelClosing = () => {
    clear(closing)
    closing = undefined
  }

  return createStore<SearchState>()((set, get) => {
    const fetchSuggestions = async (text: string) => {
      controller?.abort()
      const current = new AbortController()
      controller = current
      set({ open: true, status: 'loading', query: text })
      try {
        const suggestions = await options.suggest(text, current.signal)
        if (current.signal.aborted) return
        set({ suggestions, error: null, status: hasSuggestions(suggestions) ? 'results' : 'empty' })
      } catch (error) {
        if (current.signal.aborted) return
        set({ suggestions: null, error, status: 'error' })
      } finally {
        if (controller === current) controller = undefined
      }
    }

    return {
      text: '',
      query: '',
      open: false,
      status: 'idle',
      suggestions: null,
      error: null,
      setText: (text) => {
        cancelClosing()
        set({ text })
        const trimmed = text.trim()
        if (!trimmed) {
          cancelWork()
          set({ open: false, status: 'idle', query: '', suggestions: null, error: null })
          return
        }
        const state = get()
        if (trimmed === state.query && state.status !== 'error') {
          // Same text as the suggestions already shown: no new request.
          clear(debounce)
          debounce = undefined
          if (state.status !== 'idle') set({ open: true })
          return
        }
        clear(debounce)
        debounce = timers.setTimeout(() => {
          debounce = undefined
          void fetchSuggestions(trimmed)
        }, debounceMs)
      },
      reopen: () => {
        cancelClosing()
        const state = get()
        if (state.query && state.query === state.text.trim() && state.status !== 'idle') set({ open: true })
      },
      close: () => {
        cancelClosing()
        closing = timers.setTimeout(() => {
          closing = undefined
          set({ open: false })
        }, closeDelayMs)
      },
      closeNow: () => {
        cancelClosing()
        cancelWork()
        set({ open: false })
      },
      dispose: () => {
        cancelClosing()
        cancelWork()
      },
    }
  })
}
