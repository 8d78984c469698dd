export type { BundleDealTerms } from './bundleFreeUnits'
export { bundleFreeUnits, bundleFullQuantity } from './bundleFreeUnits'
export type { CartTotals, CartTotalsOptions } from './cartTotals'
export { cartTotals } from './cartTotals'
export type { PricedInventory } from './checkoutUnitPrice'
export { checkoutUnitPrice, hasAttributes, lineUnitPrice } from './checkoutUnitPrice'
export type { VoucherConditions, VoucherUsage } from './checkVoucher'
export { checkVoucher, parseApiTime, VOUCHER_MESSAGE_KEYS } from './checkVoucher'
export type { PriceSource, PriceView } from './displayPrice'
export { discountPercent, displayPrice, isFlashActive, previousPrice, priceView } from './displayPrice'
export type {
  SelectableAttributeGroup,
  SelectableInventory,
  VariantProduct,
  VariantSelection,
} from './findInventory'
export {
  findInventory,
  inventoryKey,
  selectionValueIds,
  valueAvailability,
  variantPrice,
} from './findInventory'
export type { PriceFormatSetting } from './formatPrice'
export { currencyDigits, formatPrice, priceFormatter } from './formatPrice'
export type { LineAmounts, PricedLine, PricedProduct } from './lineAmounts'
export { isSelected, lineAmounts } from './lineAmounts'
export type { OrderAmounts, OrderedLineAmounts } from './orderTotals'
export { orderTotals } from './orderTotals'
export { type ProductServices, productServices, type ServiceTerms } from './productServices'
export { round2 } from './round2'
export type {
  ShippingChargesResult,
  ShippingDestination,
  ShippingLine,
  ShippingPlaceTerms,
  ShippingRuleTerms,
} from './shippingCharges'
export {
  ALL_PLACES,
  lineShippingCost,
  pickupAvailable,
  selectShippingPlace,
  shippingCharges,
  shippingPlaceAllowed,
} from './shippingCharges'
export { inStock, type ProductStock, productStock, type StockState, stockState } from './stockState'
export type { NumberInput } from './toNumber'
export { toNumber } from './toNumber'
export type { TaxTerms } from './unitTax'
export { unitTax } from './unitTax'
export { imageForSelection, imageValueId, valueImageSuffix } from './variantImage'
export { sameButSelection, selectionFromQuery, selectionSearch, variantParam } from './variantQuery'
export type { VoucherTerms } from './voucherDiscount'
export { voucherBase, voucherDiscount } from './voucherDiscount'
