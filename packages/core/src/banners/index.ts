export {
  type BannerFlagsState,
  createBannerFlagsStore,
  isBannerClosable,
  isBannerVisible,
  shouldShowCookieBanner,
  shouldShowPopupBanner,
  shouldShowTopBanner,
} from './bannerFlagsStore'
