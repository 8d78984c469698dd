export { PriceLabel, type PriceLabelProps } from './PriceLabel'
