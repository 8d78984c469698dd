/** The product and store components of @souk/react, each with its stylesheet beside it. */
export {
  AddToCart,
  type AddToCartProps,
  BuyNow,
  type BuyNowProps,
  type PurchaseDetail,
  type PurchaseProduct,
} from './AddToCart'
export { AttributePicker, type AttributePickerProduct, type AttributePickerProps } from './AttributePicker'
export { BundleDealBadge, type BundleDealBadgeProps } from './BundleDealBadge'
export { BundleDealHint, type BundleDealHintProps } from './BundleDealBadge/BundleDealHint'
export { CompareButton, type CompareButtonProps } from './CompareButton'
export { CompareTable, type CompareTableProps, type CompareTableRow } from './CompareTable'
export { ProductBadges, type ProductBadgesProduct, type ProductBadgesProps } from './ProductBadges'
export {
  ProductCard,
  type ProductCardItem,
  type ProductCardProps,
  ProductCardView,
  type ProductCardViewProps,
} from './ProductCard'
export { ProductGallery, type ProductGalleryProduct, type ProductGalleryProps } from './ProductGallery'
export {
  ProductGrid,
  type ProductGridProps,
  ProductGridView,
  type ProductGridViewProps,
} from './ProductGrid'
export { ReviewForm, type ReviewFormProps } from './ReviewForm'
export {
  ProductReviews,
  type ProductReviewsProps,
  ReviewHistogram,
  type ReviewHistogramProps,
  ReviewList,
  type ReviewListProps,
} from './ReviewList'
export { StockStatus, type StockStatusProps } from './StockStatus'
export {
  FollowButton,
  type FollowButtonProps,
  StoreCard,
  type StoreCardProps,
  type StoreCardStore,
} from './StoreCard'
export { VoucherCard, type VoucherCardProps, type VoucherCardVoucher } from './VoucherCard'
export { WishlistButton, type WishlistButtonProps } from './WishlistButton'
