/** @souk/react: React hooks and components of Souk. Styles: `@souk/themes/index.css` + `@souk/react/styles.css`. */
export { Button, type ButtonProps } from './Button'
export * from './checkout'
export * from './chrome'
export * from './home'
export {
  editedFields,
  type FormField,
  replayEdits,
  useEditsKept,
  useHydrationEdits,
} from './hooks/useEditsKept'
export { useImageUrl, useLinks, useShopLinks } from './hooks/useLinks'
export { usePrice, usePriceView } from './hooks/usePrice'
export {
  useAddresses,
  useBanners,
  useCart,
  useCompare,
  useFollowing,
  useIsLoggedIn,
  useSearch,
  useSession,
  useSettings,
  useToast,
  useWishlist,
} from './hooks/useStores'
export { type LocaleTexts, useLocale, useT } from './hooks/useT'
export { ICON_NAMES, Icon, type IconName, type IconProps } from './Icon'
export { Image, type ImageProps } from './Image'
export { PriceLabel, type PriceLabelProps } from './PriceLabel'
export { type PartOf, PartScope, usePart } from './parts'
export * from './primitives'
export * from './product'
export { Rating, type RatingProps } from './Rating'
export { SoukProvider, type SoukProviderProps, usePagePath, useSouk, useWidgetSouk } from './SoukProvider'
