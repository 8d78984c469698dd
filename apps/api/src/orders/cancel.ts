/** Cancellation (contract 7.9): a shopper cancels their own pending order; its stock goes back on sale. */
import type { Cancellation, CancelOrderData } from '@souk/core'
import { OrderStatus } from '@souk/core'
import { sql } from 'drizzle-orm'
import { literal } from '../db/literal'
import { firstRow, rows } from '../db/openDb'
import { readBody } from '../http/body'
import type { ApiContext } from '../http/context'
import { ApiError } from '../http/envelope'
import { idField, parseBody, strictBody, textField, userTokenField } from '../http/input'
import { translatorOf } from '../http/messages'
import { ownedBy, shopperOf } from '../http/shopper'
import { refreshRating } from '../reviews/write'
import { findCancellation } from './read'

const cancelBody = strictBody({
  order_id: idField,
  title: textField(255),
  message: textField(5000),
  user_token: userTokenField,
})

/**
 * POST cancellation/cancel-order: only while the order is pending (status 1) and not cancelled yet. The order is
 * flagged, the cancellation recorded, reviews of the order removed, and the ordered units returned to stock.
 */
export async function cancelOrder(c: ApiContext): Promise<CancelOrderData> {
  const body = await readBody(c)
  const input = parseBody(cancelBody, body)
  const shopper = shopperOf(c, body)
  const { db } = c.var.services
  const t = translatorOf(c)
  await db.transaction(async (tx) => {
    const order = await firstRow<{ id: number }>(
      tx,
      sql`SELECT o.id FROM orders o WHERE o.id = ${input.order_id} AND ${ownedBy(shopper, 'o')}`,
    )
    if (!order) throw new ApiError('No order found.')
    // Conditional: an order confirmed (or cancelled) meanwhile is not cancelled here.
    const cancelled = await firstRow<{ id: number }>(
      tx,
      sql`UPDATE orders SET cancelled = true, updated_at = now()
          WHERE id = ${order.id} AND status = ${literal(OrderStatus.PENDING)} AND NOT cancelled RETURNING id`,
    )
    if (!cancelled) throw new ApiError(t('cancelOrder.onlyPending'))
    await tx.execute(
      sql`INSERT INTO cancellations (order_id, user_id, user_token, title, message)
          VALUES (${order.id}, ${shopper.userId}, ${shopper.userToken}, ${input.title}, ${input.message})
          ON CONFLICT (order_id) DO UPDATE SET title = excluded.title, message = excluded.message, updated_at = now()`,
    )
    const unreviewed = await rows<{ product_id: number }>(
      tx,
      sql`DELETE FROM rating_reviews WHERE order_id = ${order.id} RETURNING product_id`,
    )
    await refreshRating(
      tx,
      unreviewed.map((row) => row.product_id),
    )
    await tx.execute(
      sql`UPDATE updated_inventories ui SET quantity = ui.quantity + back.quantity, updated_at = now()
          FROM (SELECT inventory_id, sum(quantity)::int AS quantity FROM ordered_products
                WHERE order_id = ${order.id} GROUP BY inventory_id) back
          WHERE ui.id = back.inventory_id`,
    )
  })
  return { result: { cancelled: true, order_id: input.order_id } }
}

/** GET cancellation/find/{orderId}: the cancellation of one of the shopper's orders. */
export async function cancellationOf(c: ApiContext, orderId: number | undefined): Promise<Cancellation> {
  const shopper = shopperOf(c)
  const { db } = c.var.services
  const owned =
    orderId === undefined
      ? undefined
      : await firstRow<{ id: number }>(
          db,
          sql`SELECT o.id FROM orders o WHERE o.id = ${orderId} AND ${ownedBy(shopper, 'o')}`,
        )
  const cancellation = owned ? await findCancellation(db, owned.id) : undefined
  if (!cancellation) throw new ApiError('No cancellation found.')
  return cancellation
}
