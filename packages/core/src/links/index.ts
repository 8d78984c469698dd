export type { ImageSettings, LinkSource, ProductsLinkOptions } from './links'
export {
  bannerLink,
  brandLink,
  categoryLink,
  collectionLink,
  imageUrl,
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
export { routes } from './routes'
