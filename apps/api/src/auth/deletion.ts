/**
 * DELETE user/delete (contract 5.6): the customer's cart, lists, follows, orders (with their lines, cancellations
 * and payments), reviews and photos, addresses and tokens, then the account. Units of orders that were still
 * pending go back on sale, and the ratings of reviewed products are recomputed.
 */
import type { User } from '@souk/core'
import type { Db } from '../db/openDb'
import { ApiError } from '../http/envelope'
import { removeUploads } from '../reviews/uploads'
import { refreshRating } from '../reviews/write'
import type { ObjectStorage } from '../storage'
import { asUser } from './accounts'
import {
  accountById,
  deleteCustomerRows,
  deleteReviewsOf,
  restockPendingOrders,
  reviewPhotosOf,
} from './queries'

/** Deletes a customer's account and everything that is theirs; returns the account as it was. */
export async function deleteAccount(db: Db, storage: ObjectStorage, userId: number): Promise<User> {
  const { user, photos } = await db.transaction(async (tx) => {
    const account = await accountById(tx, userId, { forUpdate: true })
    if (!account) throw new ApiError('No account found.')
    await restockPendingOrders(tx, userId)
    const photos = await reviewPhotosOf(tx, userId)
    const reviewed = await deleteReviewsOf(tx, userId)
    await deleteCustomerRows(tx, userId)
    await refreshRating(tx, reviewed)
    return { user: asUser(account), photos }
  })
  await removeUploads(storage, photos)
  return user
}
