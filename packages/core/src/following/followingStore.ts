import { createStore, type StoreApi } from 'zustand/vanilla'
import type { SoukClient } from '../api'
import type { FollowedStoreRow, ListQuery, Paginator } from '../model'
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
  load: (query?: ListQuery) => Promise<boolean>
  /** Follows or unfollows; resolves to the new state, or undefined (guest sent to login, or a toasted error). */
  toggle: (storeId: number) => Promise<boolean | undefined>
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
}): StoreApi<FollowingState> {
  const { client } = options
  const t = options.t ?? keyTranslate
  return createStore<FollowingState>()((set, get) => ({
    items: [],
    page: null,
    status: 'idle',
    followed: {},
    pending: [],
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
    toggle: async (storeId) => {
      if (!options.isLoggedIn()) {
        options.onLoginRequired?.()
        return undefined
      }
      if (get().pending.includes(storeId)) return undefined
      set((state) => ({ pending: [...state.pending, storeId] }))
      try {
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
    reset: () => set({ items: [], page: null, status: 'idle', followed: {}, pending: [] }),
  }))
}
