export {
  type BannerFlagsState,
  createBannerFlagsStore,
  isBannerClosable,
  isBannerVisible,
  POPUP_BANNER_AFTER_INTERACTION_MS,
  POPUP_BANNER_DELAY_MS,
  shouldShowCookieBanner,
  shouldShowPopupBanner,
  shouldShowTopBanner,
} from './bannerFlagsStore'
export {
  bannerSlot,
  PROMO_ART_SIZES,
  type PromoArtSize,
  type PromoSlot,
  promoThumbSize,
  sliderSlot,
} from './promoArt'
