/** The home-page sections and the listing controls of @souk/react, each with its stylesheet beside it. */
export {
  Collections,
  type CollectionsProps,
  HomeSection,
  type HomeSectionLink,
  type HomeSectionProps,
} from './Collections'
export { FeaturedBrands, type FeaturedBrandsProps } from './FeaturedBrands'
export { FeaturedCategories, type FeaturedCategoriesProps } from './FeaturedCategories'
export {
  EMPTY_FILTERS,
  FILTERS_DRAWER_QUERY,
  type FilterGroup,
  Filters,
  type FiltersProps,
  type FiltersValue,
} from './Filters'
export { FlashSales, type FlashSalesProps, withSaleEnd } from './FlashSales'
export { HOME_BANNER_SLOTS, HomeBanners, type HomeBannersProps } from './HomeBanners'
export { HOME_SLIDER_IMAGE_SIZES, HomeSlider, type HomeSliderProps } from './HomeSlider'
export { ResultCount, type ResultCountProps } from './ResultCount'
export { SiteFeatures, type SiteFeaturesProps } from './SiteFeatures'
export { SORT_OPTIONS, SortSelect, type SortSelectProps } from './SortSelect'
