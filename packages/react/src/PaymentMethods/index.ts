export {
  PaymentMethods,
  type PaymentMethodsProps,
} from './PaymentMethods'
