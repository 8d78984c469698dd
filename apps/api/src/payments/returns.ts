/** Where a provider sends the shopper back: the storefront routes of the specification (2.2, 2.4). */
import { localizePath, PaymentMethod, routes } from '@souk/core'

/** How a payment at a provider ended. */
export type PaymentOutcome = 'approved' | 'declined' | 'cancelled'

/** The payment a return URL is for. */
export interface ReturningPayment {
  orderId: number
  method: number
  /** The provider's payment reference (`payment_token` for `order/payment-done`). */
  reference: string
  /** The shopper's language: the storefront route gets its prefix. */
  lang: string | null
}

const query = (params: Record<string, string | number | undefined>) =>
  new URLSearchParams(
    Object.entries(params).flatMap(([key, value]): [string, string][] =>
      value === undefined ? [] : [[key, String(value)]],
    ),
  ).toString()

/**
 * The storefront URL for an outcome:
 * - Razorpay (1): `/razorpay-callback?order_id&payment_token&status`, whatever the outcome;
 * - Payfast (8): approved `/payfast/return/{id}?payment_token`, else `/payfast/cancel/{id}?status`;
 * - Stripe, PayPal, Flutterwave, Iyzico (3-6): approved or declined `/user/order/{id}?payment=…` (with the
 *   `payment_token` to confirm when approved), cancelled `/checkout?payment=cancelled&order_id`;
 * - mobile transfer (50): approved `/user/order/{id}?payment=approved&trans_id` (the shopper submits that
 *   transaction id), declined as above, cancelled `/checkout?payment=cancelled&order_id`.
 */
export function returnUrl(
  publicUrl: string,
  payment: ReturningPayment,
  outcome: PaymentOutcome,
  paymentId?: string,
): string {
  const at = (path: string) => `${publicUrl}${localizePath(path, payment.lang)}`
  const { orderId, method, reference } = payment
  if (method === PaymentMethod.RAZORPAY) {
    return `${at(routes.razorpayCallback)}?${query({ order_id: orderId, payment_token: reference, status: outcome })}`
  }
  if (method === PaymentMethod.PAYFAST) {
    return outcome === 'approved'
      ? `${at(routes.payfastReturn(orderId))}?${query({ payment_token: reference })}`
      : `${at(routes.payfastCancel(orderId))}?${query({ status: outcome })}`
  }
  if (outcome === 'cancelled')
    return `${at(routes.checkout)}?${query({ payment: 'cancelled', order_id: orderId })}`
  if (outcome === 'declined') return `${at(routes.userOrder(orderId))}?${query({ payment: 'declined' })}`
  const proof =
    method === PaymentMethod.MOBILE_TRANSFER
      ? { trans_id: paymentId ?? '' }
      : { payment_token: reference, order_method: method }
  return `${at(routes.userOrder(orderId))}?${query({ payment: 'approved', ...proof })}`
}
