export { BundleDealBadge, type BundleDealBadgeProps } from './BundleDealBadge'
export { BundleDealHint, type BundleDealHintProps } from './BundleDealHint'
