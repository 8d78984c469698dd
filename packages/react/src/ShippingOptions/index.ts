export { ShippingOptions, type ShippingOptionsProps } from './ShippingOptions'
