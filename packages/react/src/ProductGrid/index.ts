export {
  ProductGrid,
  type ProductGridProps,
  ProductGridView,
  type ProductGridViewProps,
} from './ProductGrid'
