/** The cart, checkout and account components of @souk/react, each with its stylesheet beside it. */
export { AddressBook, type AddressBookProps, AddressCard, type AddressCardProps } from './AddressBook'
export { AddressForm, type AddressFormProps } from './AddressForm'
export { BankTransferForm, type BankTransferFormProps } from './BankTransferForm'
export {
  CANCEL_REASONS,
  CancelOrderForm,
  type CancelOrderFormProps,
  type CancelReason,
} from './CancelOrderForm'
export { CartLine, type CartLineProps, CartLineView, type CartLineViewProps } from './CartLine'
export {
  CartAnnouncer,
  type CartAnnouncerProps,
  CartSummary,
  type CartSummaryProps,
  PriceBreakdown,
  type PriceBreakdownProps,
  type PriceBreakdownRow,
} from './CartSummary'
export { OrderCard, type OrderCardOrder, type OrderCardProps } from './OrderCard'
export { OrderDetail, type OrderDetailProps } from './OrderDetail'
export { OrderTracker, type OrderTrackerProps, type TrackableOrder } from './OrderTracker'
export {
  PaymentMethods,
  type PaymentMethodsProps,
} from './PaymentMethods'
export { ShippingOptions, type ShippingOptionsProps } from './ShippingOptions'
export { VoucherInput, type VoucherInputProps } from './VoucherInput'
