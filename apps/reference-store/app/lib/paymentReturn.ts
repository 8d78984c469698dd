import { PaymentMethod } from '@souk/core'

/** What a gateway's return to `/user/order/{id}` says (apps/api README, "The sandbox"). */
export interface PaymentReturnQuery {
  orderId: number | null
  method: PaymentMethod
  outcome: 'approved' | 'declined'
  paymentToken: string | null
  /** A wallet's transaction id (mobile transfer), confirmed with `order/transaction`. */
  transactionId: string | null
}

const GATEWAYS = new Set<number>([
  PaymentMethod.STRIPE,
  PaymentMethod.PAYPAL,
  PaymentMethod.FLUTTERWAVE,
  PaymentMethod.IYZICO,
  PaymentMethod.MOBILE_TRANSFER,
])

/** The payment return in a request to an order page, or null for a plain visit of the order. */
export function paymentReturnOf(request: Request, id: string | undefined): PaymentReturnQuery | null {
  const query = new URL(request.url).searchParams
  const payment = query.get('payment')
  if (payment !== 'approved' && payment !== 'declined') return null
  const orderId = Number(id)
  const transactionId = query.get('trans_id')
  const method = Number(query.get('order_method'))
  return {
    orderId: Number.isInteger(orderId) && orderId > 0 ? orderId : null,
    method: (transactionId
      ? PaymentMethod.MOBILE_TRANSFER
      : GATEWAYS.has(method)
        ? method
        : PaymentMethod.STRIPE) as PaymentMethod,
    outcome: payment,
    paymentToken: query.get('payment_token'),
    transactionId,
  }
}
