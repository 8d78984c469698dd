export { SoukProduct, type SoukProductElement, type SoukProductProps } from './SoukProduct'
