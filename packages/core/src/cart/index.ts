export {
  CART_FORM,
  CART_INTENTS,
  type CartFormInput,
  type CartFormResult,
  type CartFormSouk,
  type CartIntent,
  readCartForm,
  runCartForm,
  selectionChoices,
} from './cartForm'
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
export {
  type AppliedVoucher,
  type CartState,
  type CartStoreOptions,
  createCartStore,
  voucherScope,
} from './cartStore'
