import { createStore, type StoreApi } from 'zustand/vanilla'
import type { Envelope, ListQuery, Paginator, SavedProductRow, ToggleRow } from '../model'
import type { LoadStatus } from '../session/sessionStore'
import type { ToastState } from '../toast/toastStore'
import { errorMessages, errorText } from '../util/errorText'
import { keyTranslate, type Translate } from '../util/types'
import { allIds } from './allPages'

/** A product list of a signed-in customer that products toggle in and out of (wishlist, compare list). */
export interface SavedProductsState {
  items: SavedProductRow[]
  page: Omit<Paginator<SavedProductRow>, 'data'> | null
  status: LoadStatus
  /** Product ids known to be in the list (from loads and toggles). */
  saved: Record<number, boolean>
  /** Product ids with a toggle in flight. */
  pending: number[]
  /**
   * Whether `saved` holds every product of the shopper's list (`loadIds`): once `ready`, a product missing from
   * `saved` is not in the list. A guest's list is empty (ready at once).
   */
  idsStatus: LoadStatus
  /** Loads one page of the list. */
  load: (query?: ListQuery) => Promise<boolean>
  /**
   * Loads the ids of every product in the shopper's list into `saved`, once per session (again after a sign-in
   * or sign-out resets the store); concurrent calls share one load. Resolves to false on a toasted error.
   */
  loadIds: () => Promise<boolean>
  /** Starts from every id of the list a server already loaded (`loadIds` then has nothing to do). */
  seedIds: (ids: readonly number[]) => void
  /**
   * Toggles a product. Resolves to true when it is now in the list, false when removed, and undefined when
   * nothing changed (guest sent to login, or an error that was toasted). With `want` (the state the shopper
   * asked for: true to add, false to remove), the list's ids are loaded first and nothing is sent when the
   * product is already so: a press on a heart that showed empty never removes a product saved meanwhile.
   */
  toggle: (productId: number, want?: boolean) => Promise<boolean | undefined>
  /** Marks products as saved or not from data a page already has (e.g. a product's `wishlisted`). */
  mark: (entries: Record<number, boolean>) => void
  reset: () => void
}

/** How a saved-products store reaches the API and the rest of its Souk. */
export interface SavedProductsOptions {
  api: {
    all: (query?: ListQuery) => Promise<Envelope<Paginator<SavedProductRow>>>
    toggle: (productId: number) => Promise<Envelope<ToggleRow>>
  }
  /** Whether a customer is signed in; these lists are for registered customers only. */
  isLoggedIn: () => boolean
  /** Tells the host to go to the login screen. */
  onLoginRequired?: () => void
  toast?: StoreApi<ToastState>
  t?: Translate
  /**
   * Every product id of the list a server already loaded: the store starts `ready` with them (in its initial
   * state, which server rendering and hydration read).
   */
  initialIds?: readonly number[] | null
  /** The compare list shows every form message joined by commas (spec §8); the wishlist shows the first. */
  joinMessages?: boolean
}

/** Creates a saved-products store: the wishlist or the compare list. */
export function createSavedProductsStore(options: SavedProductsOptions): StoreApi<SavedProductsState> {
  const t = options.t ?? keyTranslate
  // The shared in-flight `loadIds` of this store (one shopper's), dropped by `reset`.
  let idsLoad: Promise<boolean> | null = null
  let generation = 0
  return createStore<SavedProductsState>()((set, get) => ({
    items: [],
    page: null,
    status: 'idle',
    saved: idMap(options.initialIds),
    pending: [],
    idsStatus: options.initialIds ? 'ready' : 'idle',
    load: async (query) => {
      if (!options.isLoggedIn()) {
        set({ items: [], page: null, status: 'ready' })
        return true
      }
      set({ status: 'loading' })
      try {
        const { data } = await options.api.all(query)
        const { data: items, ...page } = data
        const saved = { ...get().saved }
        for (const item of items) saved[item.product_id] = true
        set({ items, page, saved, status: 'ready' })
        return true
      } catch (error) {
        set({ status: 'error' })
        options.toast?.getState().showError(errorText(error, t))
        return false
      }
    },
    loadIds: () => {
      if (get().idsStatus === 'ready') return Promise.resolve(true)
      if (idsLoad) return idsLoad
      if (!options.isLoggedIn()) {
        set({ idsStatus: 'ready' })
        return Promise.resolve(true)
      }
      const started = generation
      set({ idsStatus: 'loading' })
      idsLoad = allIds(options.api.all, (row) => row.product_id)
        .then((ids) => {
          if (started !== generation) return false
          // The whole list is the truth: products marked saved from older page data but not in it are not saved.
          const saved: Record<number, boolean> = {}
          for (const id of ids) saved[id] = true
          set({ saved, idsStatus: 'ready' })
          return true
        })
        .catch((error) => {
          if (started !== generation) return false
          set({ idsStatus: 'error' })
          options.toast?.getState().showError(errorText(error, t))
          return false
        })
        .finally(() => {
          if (started === generation) idsLoad = null
        })
      return idsLoad
    },
    seedIds: (ids) => set({ saved: idMap(ids), idsStatus: 'ready' }),
    toggle: async (productId, want) => {
      if (!options.isLoggedIn()) {
        options.onLoginRequired?.()
        return undefined
      }
      if (get().pending.includes(productId)) return undefined
      set((state) => ({ pending: [...state.pending, productId] }))
      try {
        if (want !== undefined) {
          // Decide on the whole list, not on what a card showed: the API's call is a toggle.
          if (!(await get().loadIds())) return undefined
          if (Boolean(get().saved[productId]) === want) return want
        }
        const { data, message } = await options.api.toggle(productId)
        // The reply's data decides: a row means added, null means removed.
        const added = data !== null
        set((state) => ({
          saved: { ...state.saved, [productId]: added },
          items: added ? state.items : state.items.filter((item) => item.product_id !== productId),
        }))
        options.toast?.getState().show(message || undefined)
        return added
      } catch (error) {
        const text = options.joinMessages ? errorMessages(error).join(', ') : ''
        options.toast?.getState().showError(text || errorText(error, t))
        return undefined
      } finally {
        set((state) => ({ pending: state.pending.filter((id) => id !== productId) }))
      }
    },
    mark: (entries) => set((state) => ({ saved: { ...state.saved, ...entries } })),
    reset: () => {
      generation++
      idsLoad = null
      set({ items: [], page: null, status: 'idle', saved: {}, pending: [], idsStatus: 'idle' })
    },
  }))
}

/** `{id: true}` for each id. */
export function idMap(ids: readonly number[] | null | undefined): Record<number, boolean> {
  const map: Record<number, boolean> = {}
  for (const id of ids ?? []) map[id] = true
  return map
}

/** The `wishlisted` value a product takes after a toggle: 1 when in the wishlist, else null. */
export function wishlistedFlag(saved: boolean | undefined): 1 | null {
  return saved ? 1 : null
}
