export { ProductBadges, type ProductBadgesProduct, type ProductBadgesProps } from './ProductBadges'
