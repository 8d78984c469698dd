export {
  allSelected,
  cartCount,
  type LineShipping,
  lineShipping,
  lineShippingType,
  selectCartTotals,
  selectedLines,
  shippingBlocker,
} from './cartSelectors'
export { type AppliedVoucher, type CartState, type CartStoreOptions, createCartStore } from './cartStore'
