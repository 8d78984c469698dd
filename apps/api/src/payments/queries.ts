/**
 * The payments' queries: every read and write of `payment_sessions` (the sandbox provider's payments) and the
 * order changes a provider's answer makes. All use Drizzle's typed builder, so their row types come from the schema.
 */
import { PaymentMethod } from '@souk/core'
import { and, eq, sql } from 'drizzle-orm'
import { now } from '../db/apiTime'
import type { Db } from '../db/openDb'
import { orders, paymentSessions } from '../db/schema'

/** A new sandbox payment session, pending. */
export async function insertSandboxSession(
  db: Db,
  values: Pick<
    typeof paymentSessions.$inferInsert,
    'reference' | 'order_id' | 'order_method' | 'wallet' | 'amount' | 'currency' | 'lang'
  >,
) {
  await db.insert(paymentSessions).values({ ...values, status: 'pending', provider: 'sandbox' })
}

/** What the sandbox says of the session of an order's payment. */
export async function sandboxSessionState(db: Db, orderId: number, reference: string) {
  const [row] = await db
    .select({ status: paymentSessions.status, payment_id: paymentSessions.payment_id })
    .from(paymentSessions)
    .where(
      and(
        eq(paymentSessions.reference, reference),
        eq(paymentSessions.order_id, orderId),
        eq(paymentSessions.provider, 'sandbox'),
      ),
    )
  return row
}

/** A sandbox session with its order's public code and whether the order was cancelled (the page shows both). */
export async function sandboxSession(db: Db, reference: string) {
  const [row] = await db
    .select({
      reference: paymentSessions.reference,
      order_id: paymentSessions.order_id,
      order_method: paymentSessions.order_method,
      wallet: paymentSessions.wallet,
      amount: paymentSessions.amount,
      status: paymentSessions.status,
      lang: paymentSessions.lang,
      payment_id: paymentSessions.payment_id,
      order_code: orders.order,
      cancelled: orders.cancelled,
    })
    .from(paymentSessions)
    .innerJoin(orders, eq(orders.id, paymentSessions.order_id))
    .where(and(eq(paymentSessions.reference, reference), eq(paymentSessions.provider, 'sandbox')))
  return row
}

/** Records the shopper's choice on the sandbox page (and the payment id of an approved payment). */
export async function settleSandboxSession(
  db: Db,
  reference: string,
  values: Pick<typeof paymentSessions.$inferInsert, 'status' | 'payment_id'>,
) {
  await db
    .update(paymentSessions)
    .set({ ...values, updated_at: now })
    .where(eq(paymentSessions.reference, reference))
}

/** Marks an order paid, as a provider's webhook does, unless it was cancelled. */
export async function markPaidUnlessCancelled(db: Db, orderId: number) {
  await db
    .update(orders)
    .set({ payment_done: true, updated_at: now })
    .where(and(eq(orders.id, orderId), eq(orders.cancelled, false)))
}

/** The Iyzico order started with this checkout-form token, with the language of its payment page. */
export async function iyzicoOrder(db: Db, orderId: number, token: string) {
  const [row] = await db
    .select({
      id: orders.id,
      payment_done: orders.payment_done,
      cancelled: orders.cancelled,
      lang: sql<(typeof paymentSessions.$inferSelect)['lang']>`(SELECT s.lang FROM ${paymentSessions} s
        WHERE s.reference = ${orders.payment_token} LIMIT 1)`,
    })
    .from(orders)
    .where(
      and(
        eq(orders.id, orderId),
        eq(orders.order_method, PaymentMethod.IYZICO),
        eq(orders.payment_token, token),
      ),
    )
  return row
}

/** Marks an Iyzico order paid once the provider approved it, unless it was cancelled. */
export async function markIyzicoPaid(db: Db, orderId: number) {
  await db
    .update(orders)
    .set({ payment_done: true, updated_at: now })
    .where(
      and(eq(orders.id, orderId), eq(orders.order_method, PaymentMethod.IYZICO), eq(orders.cancelled, false)),
    )
}
