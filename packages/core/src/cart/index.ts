export {
  CART_FORM,
  CART_INTENTS,
  type CartFormInput,
  type CartIntent,
  readCartForm,
  selectionChoices,
} from './cartForm'
export {
  allSelected,
  cartAwaitingLines,
  type LineShipping,
  lineShipping,
  lineShippingType,
  selectCartTotals,
  selectedLines,
  shippingBlocker,
  voucherScope,
} from './cartSelectors'
export { cartCount } from './cartState'
export { type AppliedVoucher, type CartState, type CartStoreOptions, createCartStore } from './cartStore'
export { type CartFormResult, type CartFormSouk, runCartForm } from './runCartForm'
