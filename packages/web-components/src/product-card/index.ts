export { SoukProductCard, type SoukProductCardProps } from './SoukProductCard'
