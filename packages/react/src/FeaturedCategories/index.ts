export { FeaturedCategories, type FeaturedCategoriesProps } from './FeaturedCategories'
