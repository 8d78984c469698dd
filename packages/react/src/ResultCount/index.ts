export { ResultCount, type ResultCountProps } from './ResultCount'
