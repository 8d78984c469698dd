export { SoukProduct, type SoukProductProps } from './SoukProduct'
