export { SoukProductList, type SoukProductListProps } from './SoukProductList'
