import type { StoreApi } from 'zustand/vanilla'
import type { SoukClient } from '../api'
import type { FollowedStoreRow, ListQuery, Paginator } from '../model'
import { idMap } from '../saved/savedProductsState'
import type { LoadStatus } from '../session/sessionStore'
import type { ToastState } from '../toast/toastStore'
import type { Translate } from '../util/types'

/** Stores the customer follows. */
export interface FollowingState {
  items: FollowedStoreRow[]
  page: Omit<Paginator<FollowedStoreRow>, 'data'> | null
  status: LoadStatus
  /** Store ids known to be followed or not. */
  followed: Record<number, boolean>
  pending: number[]
  /** Whether `followed` holds every store the shopper follows (`loadIds`); once `ready`, a missing id is not followed. */
  idsStatus: LoadStatus
  load: (query?: ListQuery) => Promise<boolean>
  /** Loads the ids of every followed store, once per session; concurrent calls share one load. */
  loadIds: () => Promise<boolean>
  /** Starts from every followed store id a server already loaded (`loadIds` then has nothing to do). */
  seedIds: (ids: readonly number[]) => void
  /**
   * Follows or unfollows; resolves to the new state, or undefined (guest sent to login, or a toasted error).
   * With `want` (true to follow, false to stop), the followed ids are loaded first and nothing is sent when the
   * store is already so (the API's call is a toggle).
   */
  toggle: (storeId: number, want?: boolean) => Promise<boolean | undefined>
  /** Records what a page already knows (e.g. the store page's `following`). */
  mark: (storeId: number, following: boolean) => void
  reset: () => void
}

/** What the followed-stores store is made with. */
export interface FollowingStoreOptions {
  client: SoukClient
  isLoggedIn: () => boolean
  onLoginRequired?: () => void
  toast?: StoreApi<ToastState>
  t?: Translate
  /** Every followed store id a server already loaded: the store starts `ready` with them. */
  initialIds?: readonly number[] | null
}

/** The calls of the store (`followingActions.ts`), which `reset` also stops. */
export type FollowingRequests = Pick<FollowingState, 'load' | 'loadIds' | 'toggle' | 'reset'>

type Set = StoreApi<FollowingState>['setState']

/** The store's state before any call, with what a server already loaded. */
export function initialFollowing(initialIds?: readonly number[] | null) {
  return {
    items: [],
    page: null,
    status: 'idle' as LoadStatus,
    followed: idMap(initialIds),
    pending: [],
    idsStatus: (initialIds ? 'ready' : 'idle') as LoadStatus,
  }
}

/** The edits that call nothing: seeding the ids a server loaded, and marking what a page knows. */
export function followingEdits(set: Set): Pick<FollowingState, 'seedIds' | 'mark'> {
  return {
    seedIds: (ids) => set({ followed: idMap(ids), idsStatus: 'ready' }),
    mark: (storeId, following) => set((state) => ({ followed: { ...state.followed, [storeId]: following } })),
  }
}
