export { HOME_BANNER_SLOTS, HomeBanners, type HomeBannersProps } from './HomeBanners'
