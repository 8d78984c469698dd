/** POST order/payment-done (contract 7.4) and POST order/transaction (7.5). */
import type { PaymentDoneData } from '@souk/core'
import { PaymentMethod } from '@souk/core'
import { sql } from 'drizzle-orm'
import { z } from 'zod'
import { type Db, firstRow } from '../db/openDb'
import type { ApiContext } from '../http/context'
import { ApiError } from '../http/envelope'
import { idField, parseBody, strictBody, userTokenField, wholeNumber } from '../http/input'
import { translatorOf } from '../http/messages'
import { ownedBy, type Shopper, shopperOf } from '../http/shopper'
import { paidAtProvider } from '../payments/gateway'
import { readOrderBody } from './legacyBody'
import { methodEnabled, paymentFlags, providerOf } from './place'

const paymentDoneBody = strictBody({
  id: idField,
  payment_token: z
    .union([z.string().max(255, 'is too long'), z.number()], { error: 'must be text' })
    .optional(),
  order_method: wholeNumber(1, 50),
  user_token: userTokenField,
})

const transactionBody = strictBody({
  id: idField,
  trans_id: z
    .string({ error: 'must be text' })
    .trim()
    .min(1, 'is required')
    .max(100, 'must be at most 100 characters')
    .regex(/^[\p{L}\p{N} ._:/#-]+$/u, 'may hold letters, digits, spaces and . _ : / # - only'),
  user_token: userTokenField,
})

interface PayableOrder {
  id: number
  order_method: number
  wallet: string | null
  payment_done: boolean
  cancelled: boolean
  payment_token: string | null
}

/** One of the shopper's orders, locked for the rest of the transaction. */
async function ownOrder(db: Db, shopper: Shopper, orderId: number): Promise<PayableOrder> {
  const order = await firstRow<PayableOrder>(
    db,
    sql`SELECT o.id, o.order_method, o.wallet, o.payment_done, o.cancelled, o.payment_token FROM orders o
        WHERE o.id = ${orderId} AND ${ownedBy(shopper, 'o')} FOR UPDATE`,
  )
  if (!order) throw new ApiError('No order found.')
  return order
}

/**
 * POST order/payment-done. Cash on delivery, bank and wallet transfers stay unpaid (the shop confirms them; a
 * wallet transfer is confirmed by its transaction id); the shopper may switch an unpaid order to one of them.
 * A payment at a provider is paid only when the provider confirms it (Razorpay: the token must be its order id).
 */
export async function paymentDone(c: ApiContext): Promise<PaymentDoneData> {
  const body = await readOrderBody(c)
  const input = parseBody(paymentDoneBody, body)
  const shopper = shopperOf(c, body)
  const { db } = c.var.services
  const t = translatorOf(c)
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
      await tx.execute(
        sql`UPDATE orders SET order_method = ${method}, wallet = NULL, updated_at = now() WHERE id = ${order.id}`,
      )
      return 1
    }
    // A provider payment confirms the payment started with the order, never another method's.
    if (method !== order.order_method || !order.payment_token) throw new ApiError(t('payment.verifyFailed'))
    if (method === PaymentMethod.MOBILE_TRANSFER) return 1
    const verdict = await providerOf(c, flags, method).verify(tx, {
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
    await tx.execute(sql`UPDATE orders SET payment_done = true, updated_at = now() WHERE id = ${order.id}`)
    return 1
  })
}

/**
 * POST order/transaction: the transfer reference the shopper typed, for bank (7) and wallet (50) transfers. A wallet
 * transfer whose id matches the one its provider confirmed is paid at once; a bank transfer waits for the shop.
 */
export async function transaction(c: ApiContext): Promise<1> {
  const body = await readOrderBody(c)
  const input = parseBody(transactionBody, body)
  const shopper = shopperOf(c, body)
  const { db } = c.var.services
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
      const verdict = await providerOf(c, flags, 50).verify(tx, {
        orderId: order.id,
        reference: order.payment_token,
      })
      paid = verdict.status === 'approved' && verdict.paymentId === input.trans_id
    }
    await tx.execute(
      sql`UPDATE orders SET trans_id = ${input.trans_id}, payment_done = ${paid}, updated_at = now()
          WHERE id = ${order.id}`,
    )
  })
  return 1
}
