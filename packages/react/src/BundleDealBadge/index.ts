export { BundleDealBadge, type BundleDealBadgeProps } from './BundleDealBadge'
