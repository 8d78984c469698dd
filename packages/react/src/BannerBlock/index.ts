export { BannerBlock, type BannerBlockProps } from './BannerBlock'
