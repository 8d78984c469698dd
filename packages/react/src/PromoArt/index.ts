export { PromoArt, type PromoArtProps, type PromoTexts } from './PromoArt'
