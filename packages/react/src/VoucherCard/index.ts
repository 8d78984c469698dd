export { VoucherCard, type VoucherCardProps, type VoucherCardVoucher } from './VoucherCard'
