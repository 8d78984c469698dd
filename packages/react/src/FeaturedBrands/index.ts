export { FeaturedBrands, type FeaturedBrandsProps } from './FeaturedBrands'
