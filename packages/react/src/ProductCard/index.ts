export { ProductCard, type ProductCardItem, type ProductCardProps } from './ProductCard'
