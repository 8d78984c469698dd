export {
  allSelected,
  type LineShipping,
  lineShipping,
  lineShippingType,
  selectCartTotals,
  selectedLines,
  shippingBlocker,
} from './cartSelectors'
export { cartCount } from './cartState'
export { type AppliedVoucher, type CartState, type CartStoreOptions, createCartStore } from './cartStore'
