/**
 * POST order/payment-done (contract 7.4) and POST order/transaction (7.5): confirming the payment of one of the
 * shopper's orders. The rows are read and written by `queries.ts`; the routes validate the input (`inputs.ts`).
 */
import type { PaymentDoneData } from '@souk/core'
import { PaymentMethod } from '@souk/core'
import type { Db } from '../db/openDb'
import { ApiError } from '../http/envelope'
import { translatorFor } from '../http/messages'
import type { Shopper } from '../http/shopper'
import { paidAtProvider } from '../payments/gateway'
import type { PaymentDoneInput, TransactionInput } from './inputs'
import { type Checkout, methodEnabled, paymentFlags, providerOf } from './place'
import { lockedOwnOrder, markPaid, recordTransfer, switchMethod } from './queries'

/** One of the shopper's orders, locked for the rest of the transaction. */
async function ownOrder(db: Db, shopper: Shopper, orderId: number) {
  const order = await lockedOwnOrder(db, shopper, orderId)
  if (!order) throw new ApiError('No order found.')
  return order
}

/**
 * POST order/payment-done. Cash on delivery, bank and wallet transfers stay unpaid (the shop confirms them; a
 * wallet transfer is confirmed by its transaction id); the shopper may switch an unpaid order to one of them.
 * A payment at a provider is paid only when the provider confirms it (Razorpay: the token must be its order id).
 */
export async function paymentDone(
  checkout: Checkout,
  shopper: Shopper,
  input: PaymentDoneInput,
): Promise<PaymentDoneData> {
  const { db } = checkout
  const t = translatorFor(checkout.lang)
  const flags = await paymentFlags(db)
  return db.transaction(async (tx) => {
    const order = await ownOrder(tx, shopper, input.id)
    if (order.cancelled) throw new ApiError('This order has been cancelled.')
    const method = input.order_method
    // Razorpay: the token must be the gateway order id (contract 7.4), even for an order already paid.
    if (method === PaymentMethod.RAZORPAY && String(input.payment_token ?? '') !== order.payment_token) {
      throw new ApiError(t('payment.verifyFailed'))
    }
    if (order.payment_done) return 1
    if (!paidAtProvider(method)) {
      if (method !== PaymentMethod.CASH_ON_DELIVERY && method !== PaymentMethod.BANK_TRANSFER)
        throw new ApiError(t('payment.noneAvailable'))
      if (!methodEnabled(flags, method)) throw new ApiError(t('payment.noneAvailable'))
      await switchMethod(tx, order.id, method)
      return 1
    }
    // A provider payment confirms the payment started with the order, never another method's.
    if (method !== order.order_method || !order.payment_token) throw new ApiError(t('payment.verifyFailed'))
    if (method === PaymentMethod.MOBILE_TRANSFER) return 1
    const verdict = await providerOf(checkout.providers, flags, method).verify(tx, {
      orderId: order.id,
      reference: order.payment_token,
    })
    if (verdict.status !== 'approved') {
      // Iyzico answers its form again until the payment is made (contract 7.4).
      if (method === PaymentMethod.IYZICO && verdict.status === 'pending') {
        return { iyzico_payment: { status: 'pending', token: order.payment_token } }
      }
      throw new ApiError(verdict.status === 'cancelled' ? t('payment.cancelled') : t('payment.verifyFailed'))
    }
    await markPaid(tx, order.id)
    return 1
  })
}

/**
 * POST order/transaction: the transfer reference the shopper typed, for bank (7) and wallet (50) transfers. A wallet
 * transfer whose id matches the one its provider confirmed is paid at once; a bank transfer waits for the shop.
 */
export async function transaction(checkout: Checkout, shopper: Shopper, input: TransactionInput): Promise<1> {
  const { db } = checkout
  const flags = await paymentFlags(db)
  await db.transaction(async (tx) => {
    const order = await ownOrder(tx, shopper, input.id)
    if (order.cancelled) throw new ApiError('This order has been cancelled.')
    if (
      order.order_method !== PaymentMethod.BANK_TRANSFER &&
      order.order_method !== PaymentMethod.MOBILE_TRANSFER
    ) {
      throw new ApiError('Only bank and mobile transfers take a transaction id.')
    }
    if (order.payment_done) throw new ApiError('This order has already been paid.')
    let paid = false
    if (order.order_method === PaymentMethod.MOBILE_TRANSFER && order.payment_token) {
      const verdict = await providerOf(checkout.providers, flags, PaymentMethod.MOBILE_TRANSFER).verify(tx, {
        orderId: order.id,
        reference: order.payment_token,
      })
      paid = verdict.status === 'approved' && verdict.paymentId === input.trans_id
    }
    await recordTransfer(tx, order.id, input.trans_id, paid)
  })
  return 1
}
