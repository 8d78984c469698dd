import { createStore, type StoreApi } from 'zustand/vanilla'
import { failureToast } from '../util/errorText'
import { lazyCalls } from '../util/lazyCalls'
import { loadOnce } from '../util/loadOnce'
import {
  type FollowingRequests,
  type FollowingState,
  type FollowingStoreOptions,
  followingEdits,
  initialFollowing,
} from './followingState'

/**
 * The followed-stores store of `createSouk`: the same state and calls as `createFollowingStore`, but the calls'
 * code (`followingActions.ts`) loads with the first one, so a page where nobody follows a store leaves it out
 * (issue 17). A failed download is told as a failed call is: a toast, and the call answers as one that failed.
 */
export function createLazyFollowingStore(options: FollowingStoreOptions): StoreApi<FollowingState> {
  return createStore<FollowingState>()((set, get) => {
    // Loaded once; a failed download is tried again by the next call.
    let loaded: FollowingRequests | null = null
    const actions = loadOnce(() =>
      import('./followingActions').then((module) => {
        loaded = module.followingActions(options, set, get)
        return loaded
      }),
    )
    const later = lazyCalls<Pick<FollowingRequests, 'load' | 'loadIds' | 'toggle'>>(
      actions,
      { load: false, loadIds: false, toggle: undefined },
      failureToast(options),
    )
    return {
      ...initialFollowing(options.initialIds),
      ...followingEdits(set),
      load: later.load,
      loadIds: later.loadIds,
      // A guest is sent to sign in at once, as the loaded call would send them: no download for that.
      toggle: (storeId, want) => {
        if (options.isLoggedIn()) return later.toggle(storeId, want)
        options.onLoginRequired?.()
        return Promise.resolve(undefined)
      },
      // Before the calls' code came there is nothing in flight to stop.
      reset: () => (loaded ? loaded.reset() : set(initialFollowing())),
    }
  })
}
