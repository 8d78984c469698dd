/**
 * One interface for every payment that happens at a provider (the redirect gateways 1, 3, 4, 5, 6, 8 and the mobile
 * wallets of method 50). The built-in sandbox plays every provider; a real adapter replaces it per method by
 * configuration: pass it in `createApi({ paymentProviders })` and set `payments.sandbox` to 0.
 */
import type { MobileWallet } from '@souk/core'
import { PaymentMethod, REDIRECT_PAYMENT_METHODS } from '@souk/core'
import type { Db } from '../db/openDb'

/** What a provider needs to start a payment. */
export interface PaymentRequest {
  orderId: number
  /** The public tracking code of the order. */
  orderCode: string
  method: PaymentMethod
  wallet: MobileWallet | null
  /** The order total in the shop currency. */
  amount: number
  currency: string
  customer: { name: string; email: string }
  /** The shopper's language (null: the default one), for the provider's page. */
  lang: string | null
  /** Absolute base of the API as the shopper reached it (for pages the API serves itself). */
  apiBase: string
}

/** A started payment: where to send the shopper, and what the storefront must echo later. */
export interface StartedPayment {
  /** The provider's id of the payment (Razorpay: its order id, that `payment-done` must echo). */
  reference: string
  /** The provider's page the shopper approves the payment on. */
  redirectUrl: string
  /** Iyzico: the checkout-form object the storefront renders. */
  formData?: unknown
}

/** What the provider says about a payment. */
export type PaymentVerdict =
  | { status: 'approved'; paymentId: string }
  | { status: 'pending' | 'declined' | 'cancelled' | 'unknown' }

/** A payment provider (the sandbox, or a real one). */
export interface PaymentProvider {
  /** Name stored with each payment (`sandbox`, `stripe`, …). */
  readonly name: string
  /** Starts a payment. Called inside the order transaction: keep it short, and write only through `db`. */
  start(db: Db, request: PaymentRequest): Promise<StartedPayment>
  /** Asks whether the payment of an order was approved (`reference` as `start` returned it). */
  verify(db: Db, payment: { orderId: number; reference: string }): Promise<PaymentVerdict>
  /**
   * The provider's page for a started payment, for `iyzico-redirect` (contract 4.20): the hosted checkout form.
   * Optional: a provider without one answers that route with the storefront's order page.
   */
  paymentPage?(payment: { orderId: number; reference: string; apiBase: string }): string
}

/** Real adapters by method code (none ship with Souk). */
export type PaymentProviders = Partial<Record<PaymentMethod, PaymentProvider>>

/** Whether a method is paid at a provider (redirect gateways and mobile wallets). */
export function paidAtProvider(method: number): boolean {
  return (
    (REDIRECT_PAYMENT_METHODS as readonly number[]).includes(method) ||
    method === PaymentMethod.MOBILE_TRANSFER
  )
}

/**
 * The provider of a method: a real adapter when one is configured and the shop is out of sandbox mode
 * (`payments.sandbox` = 0), else the sandbox when it is switched on; null when neither.
 */
export function providerFor(
  method: number,
  options: { sandboxMode: boolean; sandbox: PaymentProvider | null; adapters: PaymentProviders },
): PaymentProvider | null {
  const adapter = options.adapters[method as PaymentMethod]
  if (adapter && !options.sandboxMode) return adapter
  return options.sandboxMode ? options.sandbox : null
}
