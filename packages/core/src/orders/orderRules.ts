import { MobileWallet, OrderStatus, PAYMENT_METHODS, PaymentMethod } from '../model/enums'
import type { PaymentGateway } from '../model/order'

/** A customer may cancel an order only while it is pending and not already cancelled (contract 7.9, 9.8). */
export function canCancelOrder(order: {
  status: number | string
  cancelled?: number | string | null
}): boolean {
  return Number(order.status) === OrderStatus.PENDING && Number(order.cancelled) !== 1
}

/** A customer may review the products of an order once it is delivered, unless it was cancelled (contract 7.10). */
export function canReviewOrder(order: {
  status: number | string
  cancelled?: number | string | null
}): boolean {
  return Number(order.status) === OrderStatus.DELIVERED && Number(order.cancelled) !== 1
}

/** The i18n key of an order's delivery status: refunded and cancelled win over the delivery step. */
export function deliveryStatusKey(order: {
  status: number | string
  cancelled?: number | string | null
  refunded?: number | string | null
}): string {
  if (Number(order.refunded) === 1) return 'orderStatus.refunded'
  if (Number(order.cancelled) === 1) return 'orderStatus.cancelled'
  return `orderStatus.${Number(order.status)}`
}

/** The flag of `payment-gateway` that enables each method (contract 4.17; 8 Payfast and 50 mobile transfer). */
export const PAYMENT_METHOD_FLAGS = {
  [PaymentMethod.RAZORPAY]: 'razorpay',
  [PaymentMethod.CASH_ON_DELIVERY]: 'cash_on_delivery',
  [PaymentMethod.STRIPE]: 'stripe',
  [PaymentMethod.PAYPAL]: 'paypal',
  [PaymentMethod.FLUTTERWAVE]: 'flutterwave',
  [PaymentMethod.IYZICO]: 'iyzico_payment',
  [PaymentMethod.BANK_TRANSFER]: 'bank',
  [PaymentMethod.PAYFAST]: 'payfast',
  [PaymentMethod.MOBILE_TRANSFER]: 'mobile_transfer',
} as const satisfies Record<PaymentMethod, keyof PaymentGateway>

/** The wallets of method 50, each enabled by its own flag. */
export const MOBILE_WALLETS: readonly MobileWallet[] = [MobileWallet.ENZONA, MobileWallet.TRANSFERMOVIL]

/** One payment choice of the checkout: a method, and the wallet for a mobile transfer. */
export interface PaymentChoice {
  method: PaymentMethod
  wallet?: MobileWallet
}

/** The choices a gateway enables, in the checkout's order; a mobile transfer is one choice per enabled wallet. */
export function paymentChoices(gateway: PaymentGateway | null | undefined): PaymentChoice[] {
  if (!gateway) return []
  const on = (flag: keyof PaymentGateway) => Number(gateway[flag]) === 1
  return PAYMENT_METHODS.flatMap((method): PaymentChoice[] => {
    if (!on(PAYMENT_METHOD_FLAGS[method])) return []
    if (method !== PaymentMethod.MOBILE_TRANSFER) return [{ method }]
    return MOBILE_WALLETS.filter((wallet) => on(wallet)).map((wallet) => ({ method, wallet }))
  })
}
