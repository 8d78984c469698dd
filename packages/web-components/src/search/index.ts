export { SoukSearch, type SoukSearchElement, type SoukSearchProps } from './SoukSearch'
