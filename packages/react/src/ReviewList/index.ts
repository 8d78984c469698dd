export { ProductReviews, type ProductReviewsProps } from './ProductReviews'
export { ReviewHistogram, type ReviewHistogramProps } from './ReviewHistogram'
export { ReviewList, type ReviewListProps } from './ReviewList'
