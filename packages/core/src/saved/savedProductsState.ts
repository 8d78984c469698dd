import type { StoreApi } from 'zustand/vanilla'
import type { Envelope, ListQuery, Paginator, SavedProductRow, ToggleRow } from '../model'
import type { LoadStatus } from '../session/sessionStore'
import type { ToastState } from '../toast/toastStore'
import type { Translate } from '../util/types'

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

/** The list's calls to the API: `savedProductsActions.ts`. */
export type SavedProductsRequests = Pick<SavedProductsState, 'load' | 'loadIds' | 'toggle'>

/**
 * One store's in-flight `loadIds` (one shopper's), shared by its actions and dropped by `reset`: a load started
 * before a reset never writes into the next shopper's list.
 */
export interface IdsLoad {
  current: Promise<boolean> | null
  generation: number
}

type SavedData = Pick<SavedProductsState, 'items' | 'page' | 'status' | 'saved' | 'pending' | 'idsStatus'>

/** An empty list, nothing loaded (or every id a server loaded, `initialIds`). */
export function emptySavedProducts(initialIds?: readonly number[] | null): SavedData {
  return {
    items: [],
    page: null,
    status: 'idle',
    saved: idMap(initialIds),
    pending: [],
    idsStatus: initialIds ? 'ready' : 'idle',
  }
}

/** What the list changes without asking the API. */
export function savedProductsEdits(
  set: StoreApi<SavedProductsState>['setState'],
  idsLoad: IdsLoad,
): Pick<SavedProductsState, 'mark' | 'reset' | 'seedIds'> {
  return {
    mark: (entries) => set((state) => ({ saved: { ...state.saved, ...entries } })),
    seedIds: (ids) => set({ saved: idMap(ids), idsStatus: 'ready' }),
    reset: () => {
      idsLoad.generation++
      idsLoad.current = null
      set(emptySavedProducts())
    },
  }
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
