export { SoukSearch, type SoukSearchProps } from './SoukSearch'
