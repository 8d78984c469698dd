export { ProductCard, type ProductCardProps } from './ProductCard'
export { type ProductCardItem, ProductCardView, type ProductCardViewProps } from './ProductCardView'
