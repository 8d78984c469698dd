export { FollowButton, type FollowButtonProps } from './FollowButton'
export { StoreCard, type StoreCardProps, type StoreCardStore } from './StoreCard'
