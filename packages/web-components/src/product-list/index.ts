export { SoukProductList, type SoukProductListElement, type SoukProductListProps } from './SoukProductList'
