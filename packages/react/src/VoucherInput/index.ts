export { VoucherInput, type VoucherInputProps } from './VoucherInput'
