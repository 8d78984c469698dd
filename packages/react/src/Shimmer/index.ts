export { Shimmer, type ShimmerProps } from './Shimmer'
