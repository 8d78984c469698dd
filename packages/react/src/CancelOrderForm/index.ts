export {
  CANCEL_REASONS,
  CancelOrderForm,
  type CancelOrderFormProps,
  type CancelReason,
} from './CancelOrderForm'
