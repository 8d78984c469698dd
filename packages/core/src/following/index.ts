export { createFollowingStore, type FollowingState } from './followingStore'
