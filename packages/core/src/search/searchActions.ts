import type { StoreApi } from 'zustand/vanilla'
import { SEARCH_CLOSE_DELAY_MS, SEARCH_DEBOUNCE_MS } from '../constants'
import { globalTimers } from '../util/types'
import { hasSuggestions, type SearchActions, type SearchState, type SearchStoreOptions } from './searchState'

/**
 * The search store's actions on `set` and `get` (the debounced fetch, the delayed close, their timers and the
 * request in flight): `createSearchStore` has them at once; `createLazySearchStore` (the search of `createSouk` and
 * of the widgets) loads them with the first action.
 */
export function searchActions(
  options: SearchStoreOptions,
  set: StoreApi<SearchState>['setState'],
  get: StoreApi<SearchState>['getState'],
): SearchActions {
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
}
