import { createStore, type StoreApi } from 'zustand/vanilla'
import { followingActions } from './followingActions'
import {
  type FollowingState,
  type FollowingStoreOptions,
  followingEdits,
  initialFollowing,
} from './followingState'

export type { FollowingState, FollowingStoreOptions } from './followingState'

/** Creates the followed-stores store. */
export function createFollowingStore(options: FollowingStoreOptions): StoreApi<FollowingState> {
  return createStore<FollowingState>()((set, get) => ({
    ...initialFollowing(options.initialIds),
    ...followingEdits(set),
    ...followingActions(options, set, get),
  }))
}
