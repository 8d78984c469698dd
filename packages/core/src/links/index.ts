export type { CategoryLinkSource, ImageSettings, LinkSource, ProductsLinkOptions } from './links'
export {
  bannerLink,
  brandLink,
  categoryLink,
  categoryListingLink,
  collectionLink,
  IMAGE_WIDTHS,
  imageSrcSet,
  imageUrl,
  isSizedPicture,
  pageLink,
  productLink,
  productsLink,
  searchLink,
  sliderLink,
  storeLink,
  subCategoryLink,
  type WhatsAppStore,
  whatsAppLink,
} from './links'
export {
  activeFilterCount,
  canonicalListingSearch,
  EMPTY_LISTING_FILTERS,
  filtersFromSearch,
  filtersShownInForm,
  LISTING_FILTER_KEYS,
  type ListingFilters,
  listingQuery,
  pageFromSearch,
  sameListingFilters,
  searchWithFilters,
  shownSort,
  sortFromSearch,
} from './listingSearch'
export type { LocalePath, ParsedRouteName } from './localePath'
export {
  isExternalUrl,
  isLanguage,
  languagePrefix,
  localizePath,
  parseRouteName,
  routeName,
  stripLocale,
} from './localePath'
export { ROUTE_PATHS, type RouteName } from './routePaths'
export { routes } from './routes'
export {
  createShopLinks,
  createWidgetLinks,
  type ShopLinks,
  type ShopLinksOptions,
  type WidgetLinks,
} from './shopLinks'
