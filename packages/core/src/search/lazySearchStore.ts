import { createStore, type StoreApi } from 'zustand/vanilla'
import { loadOnce } from '../util/loadOnce'
import { emptySearch, type SearchActions, type SearchState, type SearchStoreOptions } from './searchState'

/**
 * The search store of `createSouk` and of the widgets (`createWidgetSouk`): the same state and actions as
 * `createSearchStore`, but the actions' code (`searchActions.ts`: the debounced fetch and its timers) loads with
 * the first action, so a page without a search box does not download it. The typed text is in the state at once (a controlled input
 * shows it); the actions run in the order they were called once their code is in. A failed download is told as
 * a failed fetch is: the popup opens on status `error`, leaving the box closes it, and the next text tries again.
 */
export function createLazySearchStore(options: SearchStoreOptions): StoreApi<SearchState> {
  return createStore<SearchState>()((set, get) => {
    // Until an action asked for the code there is no query, timer or fetch: nothing to reopen, close or stop.
    let asked = false
    // Once in, the actions run at once, as the eager store's do (a focus reopens the popup in the same task).
    let ready: SearchActions | null = null
    // The last download failed: the popup shows the error, and leaving the box closes it without another try.
    let failed = false
    const actions = loadOnce(() => {
      asked = true
      return import('./searchActions').then((module) => {
        ready = module.searchActions(options, set, get)
        return ready
      })
    })
    /** An action that has nothing to do before the first `setText` (none of them takes an argument). */
    const whenAsked = (name: 'reopen' | 'close' | 'closeNow' | 'dispose') => () => {
      if (!asked) return
      if (failed && !ready) {
        if (name !== 'reopen') set({ open: false })
        return
      }
      ;(later(name) as () => void)()
    }
    /** An action of `searchActions`, called once it is loaded. */
    const later =
      <K extends keyof SearchActions>(name: K) =>
      (...args: Parameters<SearchActions[K]>): void => {
        if (ready) {
          ;(ready[name] as (...input: Parameters<SearchActions[K]>) => void)(...args)
          return
        }
        void actions().then(
          (loaded) => (loaded[name] as (...input: Parameters<SearchActions[K]>) => void)(...args),
          (error: unknown) => {
            failed = true
            if (name === 'setText' && get().text.trim()) set({ open: true, status: 'error', error })
          },
        )
      }
    const setText = later('setText')
    return {
      ...emptySearch(),
      setText: (text) => {
        set({ text })
        setText(text)
      },
      reopen: whenAsked('reopen'),
      close: whenAsked('close'),
      closeNow: whenAsked('closeNow'),
      dispose: whenAsked('dispose'),
    }
  })
}
