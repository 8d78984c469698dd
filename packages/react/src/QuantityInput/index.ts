export { QuantityInput, type QuantityInputProps } from './QuantityInput'
