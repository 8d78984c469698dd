export {
  canCancelOrder,
  canReviewOrder,
  deliveryStatusKey,
  MOBILE_WALLETS,
  PAYMENT_METHOD_FLAGS,
  type PaymentChoice,
  paymentChoices,
} from './orderRules'
