export {
  canCancelOrder,
  canReviewOrder,
  deliveryStatusKey,
  MOBILE_WALLETS,
  PAYMENT_METHOD_FLAGS,
  type PaymentChoice,
  paymentChoices,
} from './orderRules'
export {
  OFFLINE_PAYMENT_METHODS,
  type OrderChoice,
  type PlacedOrderNext,
  placeOrder,
} from './placeOrder'
