export { SoukProductCard, type SoukProductCardElement, type SoukProductCardProps } from './SoukProductCard'
