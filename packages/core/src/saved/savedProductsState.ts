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
  /** Loads one page of the list. */
  load: (query?: ListQuery) => Promise<boolean>
  /**
   * Toggles a product. Resolves to true when it is now in the list, false when removed, and undefined when
   * nothing changed (guest sent to login, or an error that was toasted).
   */
  toggle: (productId: number) => Promise<boolean | undefined>
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
  /** The compare list shows every form message joined by commas (spec §8); the wishlist shows the first. */
  joinMessages?: boolean
}

/** The list's calls to the API: `savedProductsActions.ts`. */
export type SavedProductsRequests = Pick<SavedProductsState, 'load' | 'toggle'>

type SavedData = Pick<SavedProductsState, 'items' | 'page' | 'status' | 'saved' | 'pending'>

/** An empty list, nothing loaded. */
export function emptySavedProducts(): SavedData {
  return { items: [], page: null, status: 'idle', saved: {}, pending: [] }
}

/** What the list changes without asking the API. */
export function savedProductsEdits(
  set: StoreApi<SavedProductsState>['setState'],
): Pick<SavedProductsState, 'mark' | 'reset'> {
  return {
    mark: (entries) => set((state) => ({ saved: { ...state.saved, ...entries } })),
    reset: () => set(emptySavedProducts()),
  }
}
