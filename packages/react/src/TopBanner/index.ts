export { TopBanner, type TopBannerProps } from './TopBanner'
