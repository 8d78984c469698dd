import { createStore, type StoreApi } from 'zustand/vanilla'
import type { SoukClient } from '../api'
import type { FollowedStoreRow, ListQuery, Paginator } from '../model'
import { allIds } from '../saved/allPages'
import { idMap } from '../saved/savedProductsState'
import type { LoadStatus } from '../session/sessionStore'
import type { ToastState } from '../toast/toastStore'
import { errorText } from '../util/errorText'
import { keyTranslate, type Translate } from '../util/types'

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

/** Creates the followed-stores store. */
export function createFollowingStore(options: {
  client: SoukClient
  isLoggedIn: () => boolean
  onLoginRequired?: () => void
  toast?: StoreApi<ToastState>
  t?: Translate
  /** Every followed store id a server already loaded: the store starts `ready` with them. */
  initialIds?: readonly number[] | null
}): StoreApi<FollowingState> {
  const { client } = options
  const t = options.t ?? keyTranslate
  // The shared in-flight `loadIds` of this store (one shopper's), dropped by `reset`.
  let idsLoad: Promise<boolean> | null = null
  let generation = 0
  return createStore<FollowingState>()((set, get) => ({
    items: [],
    page: null,
    status: 'idle',
    followed: idMap(options.initialIds),
    pending: [],
    idsStatus: options.initialIds ? 'ready' : 'idle',
    load: async (query) => {
      set({ status: 'loading' })
      try {
        const { data } = await client.stores.following(query)
        const { data: items, ...page } = data
        const followed = { ...get().followed }
        for (const item of items) followed[item.store_id] = true
        set({ items, page, followed, status: 'ready' })
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
      idsLoad = allIds(client.stores.following, (row) => row.store_id)
        .then((ids) => {
          if (started !== generation) return false
          const followed: Record<number, boolean> = {}
          for (const id of ids) followed[id] = true
          set({ followed, idsStatus: 'ready' })
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
    seedIds: (ids) => set({ followed: idMap(ids), idsStatus: 'ready' }),
    toggle: async (storeId, want) => {
      if (!options.isLoggedIn()) {
        options.onLoginRequired?.()
        return undefined
      }
      if (get().pending.includes(storeId)) return undefined
      set((state) => ({ pending: [...state.pending, storeId] }))
      try {
        if (want !== undefined) {
          if (!(await get().loadIds())) return undefined
          if (Boolean(get().followed[storeId]) === want) return want
        }
        const { message } = await client.stores.follow(storeId)
        const following = !get().followed[storeId]
        set((state) => ({
          followed: { ...state.followed, [storeId]: following },
          items: following ? state.items : state.items.filter((item) => item.store_id !== storeId),
        }))
        options.toast?.getState().show(message || undefined)
        return following
      } catch (error) {
        options.toast?.getState().showError(errorText(error, t))
        return undefined
      } finally {
        set((state) => ({ pending: state.pending.filter((id) => id !== storeId) }))
      }
    },
    mark: (storeId, following) => set((state) => ({ followed: { ...state.followed, [storeId]: following } })),
    reset: () => {
      generation++
      idsLoad = null
      set({ items: [], page: null, status: 'idle', followed: {}, pending: [], idsStatus: 'idle' })
    },
  }))
}
