/**
 * Cancellation (contract 7.9): a shopper cancels their own pending order; its stock goes back on sale. The rows are
 * read and written by `queries.ts` (and the reviews' by `reviews/queries.ts`); the routes validate the input.
 */
import type { Cancellation, CancelOrderData } from '@souk/core'
import type { Db } from '../db/openDb'
import { ApiError } from '../http/envelope'
import { translatorFor } from '../http/messages'
import type { Shopper } from '../http/shopper'
import { deleteOrderReviews } from '../reviews/queries'
import { refreshRating } from '../reviews/write'
import type { CancelInput } from './inputs'
import { cancellationByOrder, flagCancelled, ownOrderId, recordCancellation, restock } from './queries'

/**
 * POST cancellation/cancel-order: only while the order is pending (status 1) and not cancelled yet. The order is
 * flagged, the cancellation recorded, reviews of the order removed, and the ordered units returned to stock.
 */
export async function cancelOrder(
  db: Db,
  lang: string | null,
  shopper: Shopper,
  input: CancelInput,
): Promise<CancelOrderData> {
  await db.transaction(async (tx) => {
    const orderId = await ownOrderId(tx, shopper, input.order_id)
    if (orderId === undefined) throw new ApiError('No order found.')
    // Conditional: an order confirmed (or cancelled) meanwhile is not cancelled here.
    if (!(await flagCancelled(tx, orderId)))
      throw new ApiError(translatorFor(lang)('cancelOrder.onlyPending'))
    await recordCancellation(tx, {
      order_id: orderId,
      user_id: shopper.userId,
      user_token: shopper.userToken,
      title: input.title,
      message: input.message,
    })
    const unreviewed = await deleteOrderReviews(tx, orderId)
    await refreshRating(
      tx,
      unreviewed.map((row) => row.product_id),
    )
    await restock(tx, orderId)
  })
  return { result: { cancelled: true, order_id: input.order_id } }
}

/** The cancellation record of an order (contract `Cancellation`). */
export async function findCancellation(db: Db, orderId: number): Promise<Cancellation | undefined> {
  const row = await cancellationByOrder(db, orderId)
  return row && { ...row, refunded: row.refunded as Cancellation['refunded'] }
}

/** GET cancellation/find/{orderId}: the cancellation of one of the shopper's orders. */
export async function cancellationOf(
  db: Db,
  shopper: Shopper,
  orderId: number | undefined,
): Promise<Cancellation> {
  const owned = orderId === undefined ? undefined : await ownOrderId(db, shopper, orderId)
  const cancellation = owned === undefined ? undefined : await findCancellation(db, owned)
  if (!cancellation) throw new ApiError('No cancellation found.')
  return cancellation
}
