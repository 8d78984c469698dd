import { createStore, type StoreApi } from 'zustand/vanilla'
import { loadOnce } from '../util/loadOnce'
import { emptySearch, type SearchActions, type SearchState, type SearchStoreOptions } from './searchState'

/**
 * The search store of the widgets (`createWidgetSouk`): the same state and actions as `createSearchStore`, but
 * the actions' code (`searchActions.ts`: the debounced fetch and its timers) loads with the first action, so a
 * page without a search box does not download it. The typed text is in the state at once (a controlled input
 * shows it); the actions run in the order they were called once their code is in. A failed download is told as
 * a failed fetch is: the popup opens on status `error`, and the next action tries again.
 */
export function createLazySearchStore(options: SearchStoreOptions): StoreApi<SearchState> {
  return createStore<SearchState>()((set, get) => {
    const actions = loadOnce(() =>
      import('./searchActions').then((module) => module.searchActions(options, set, get)),
    )
    /** An action of `searchActions`, called once it is loaded. */
    const later =
      <K extends keyof SearchActions>(name: K) =>
      (...args: Parameters<SearchActions[K]>): void => {
        void actions().then(
          (loaded) => (loaded[name] as (...input: Parameters<SearchActions[K]>) => void)(...args),
          (error: unknown) => {
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
      reopen: later('reopen'),
      close: later('close'),
      closeNow: later('closeNow'),
      dispose: later('dispose'),
    }
  })
}
