import type { StoreApi } from 'zustand/vanilla'
import { allIds } from '../saved/allPages'
import { idMap } from '../saved/savedProductsState'
import { failureToast } from '../util/errorText'
import {
  type FollowingRequests,
  type FollowingState,
  type FollowingStoreOptions,
  initialFollowing,
} from './followingState'

/**
 * The followed-stores store's calls to the API: the list, every followed id (once per session), and following
 * or not. `createLazyFollowingStore` loads them with its first call (issue 17).
 */
export function followingActions(
  options: FollowingStoreOptions,
  set: StoreApi<FollowingState>['setState'],
  get: StoreApi<FollowingState>['getState'],
): FollowingRequests {
  const { client } = options
  const fail = failureToast(options)
  // The shared in-flight `loadIds` of this store (one shopper's), dropped by `reset`.
  let idsLoad: Promise<boolean> | null = null
  let generation = 0
  return {
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
        fail(error)
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
          set({ followed: idMap(ids), idsStatus: 'ready' })
          return true
        })
        .catch((error) => {
          if (started !== generation) return false
          set({ idsStatus: 'error' })
          fail(error)
          return false
        })
        .finally(() => {
          if (started === generation) idsLoad = null
        })
      return idsLoad
    },
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
        fail(error)
        return undefined
      } finally {
        set((state) => ({ pending: state.pending.filter((id) => id !== storeId) }))
      }
    },
    reset: () => {
      generation++
      idsLoad = null
      set(initialFollowing())
    },
  }
}
