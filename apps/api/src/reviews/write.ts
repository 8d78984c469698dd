/** Reviews, write side (contract 7.10): a shopper rates what they received, with photos. */
import type { Review, ReviewRow } from '@souk/core'
import { OrderStatus, REVIEW_IMAGE_MAX_KB } from '@souk/core'
import type { Db } from '../db/openDb'
import { ApiError } from '../http/envelope'
import { translatorFor } from '../http/messages'
import type { Shopper } from '../http/shopper'
import type { ObjectStorage } from '../storage'
import { MAX_IMAGES_PER_REQUEST, MAX_IMAGES_PER_REVIEW, type ReviewInput } from './inputs'
import {
  deleteReviewImages,
  guestIdByToken,
  insertReview,
  insertReviewImage,
  latestOwnReview,
  lockedReviewId,
  productExists,
  refreshRatings,
  reviewedOrder,
  reviewImageCount,
  reviewImagesOf,
  updateReview,
} from './queries'
import { imageKind, removeUploads, saveUpload } from './uploads'

export { MAX_IMAGES_PER_REQUEST, MAX_IMAGES_PER_REVIEW } from './inputs'

/** Largest review image in bytes (core's 1000 KB). */
export const MAX_IMAGE_BYTES = REVIEW_IMAGE_MAX_KB * 1024

/** A review row as the contract's `ReviewRow` (a shopper's review always belongs to an order). */
const asReviewRow = <R extends { order_id: number | null }>(row: R) => ({
  ...row,
  order_id: row.order_id as number,
})

/** Checks every image by size and content; the `data.image` failure lists what is wrong with which. */
async function checkedImages(lang: string | null, files: unknown[]) {
  const t = translatorFor(lang)
  const max = REVIEW_IMAGE_MAX_KB
  if (files.length > MAX_IMAGES_PER_REQUEST) {
    throw new ApiError({ image: [`You can add at most ${MAX_IMAGES_PER_REQUEST} images at a time.`] })
  }
  const images: { bytes: Uint8Array; ext: 'jpg' | 'png' }[] = []
  const problems: string[] = []
  for (const file of files) {
    if (!(file instanceof Blob)) {
      problems.push(t('validation.reviewImageType', { max }))
      continue
    }
    const name = file instanceof File && file.name ? `${file.name}: ` : ''
    if (file.size > MAX_IMAGE_BYTES) {
      problems.push(`${name}${t('validation.reviewImageSize', { max })}`)
      continue
    }
    const bytes = new Uint8Array(await file.arrayBuffer())
    const ext = imageKind(bytes)
    if (!ext) problems.push(`${name}${t('validation.reviewImageType', { max })}`)
    else images.push({ bytes, ext })
  }
  if (problems.length) throw new ApiError({ image: problems })
  return images
}

/** Sets products' rating (average, 2 decimals) and review count from their reviews. */
export async function refreshRating(db: Db, productIds: readonly number[]): Promise<void> {
  await refreshRatings(db, productIds)
}

/** Whether the shopper may review this product of this order: theirs, delivered, not cancelled, in the order. */
async function checkReviewable(
  db: Db,
  lang: string | null,
  shopper: Shopper,
  orderId: number,
  productId: number,
) {
  const order = await reviewedOrder(db, shopper, orderId, productId)
  if (!order) throw new ApiError('No order found.')
  if (order.cancelled) throw new ApiError(translatorFor(lang)('orders.cancelledNotice'))
  if (order.status !== OrderStatus.DELIVERED)
    throw new ApiError('You can review a product once its order has been delivered.')
  if (!order.has_product) throw new ApiError('This product is not part of this order.')
  if (!(await productExists(db, productId))) throw new ApiError('No product found.')
}

/**
 * POST rating-review/action: one review per order, product and shopper (a second call updates it). New images are
 * checked before anything is written; files are written first and removed again if the database write fails.
 */
export async function saveReview(
  services: { db: Db; storage: ObjectStorage },
  lang: string | null,
  shopper: Shopper,
  input: ReviewInput,
  files: unknown[],
): Promise<ReviewRow> {
  const { db, storage } = services
  await checkReviewable(db, lang, shopper, input.order_id, input.product_id)
  const images = await checkedImages(lang, files)
  const saved: string[] = []
  let removed: string[] = []
  try {
    for (const image of images) saved.push(await saveUpload(storage, 'review', image.bytes, image.ext))
    const review = await db.transaction(async (tx) => {
      const existing = await lockedReviewId(tx, shopper, input.order_id, input.product_id)
      const text = input.review ?? null
      const row =
        existing !== undefined
          ? await updateReview(tx, existing, { rating: input.rating, review: text })
          : await insertReview(tx, {
              product_id: input.product_id,
              user_id: shopper.userId,
              user_token: shopper.userToken,
              order_id: input.order_id,
              rating: input.rating,
              review: text,
            })
      if (!row) throw new ApiError('The review could not be saved.')
      const deleteIds = (input.deleted_images ?? []).map((image) => image.id)
      if (deleteIds.length) {
        const gone = await deleteReviewImages(tx, row.id, deleteIds)
        removed = gone.map((image) => image.image)
      }
      for (const name of saved) await insertReviewImage(tx, row.id, name)
      if ((await reviewImageCount(tx, row.id)) > MAX_IMAGES_PER_REVIEW) {
        throw new ApiError({ image: [`A review can hold at most ${MAX_IMAGES_PER_REVIEW} images.`] })
      }
      await refreshRating(tx, [input.product_id])
      return { ...asReviewRow(row), review_images: await reviewImagesOf(tx, row.id) }
    })
    await removeUploads(storage, removed)
    return review
  } catch (error) {
    await removeUploads(storage, saved)
    throw error
  }
}

/** GET rating-review/find/{productId}: the shopper's latest review of a product, with its images. */
export async function findReview(db: Db, shopper: Shopper, productId: number | undefined): Promise<Review> {
  const review = productId === undefined ? undefined : await latestOwnReview(db, shopper, productId)
  if (!review) throw new ApiError('No review found.')
  const { author, ...found } = review
  const row = asReviewRow(found)
  const guestId =
    row.user_id === null && row.user_token !== null ? await guestIdByToken(db, row.user_token) : undefined
  return {
    ...row,
    user: row.user_id !== null ? { id: row.user_id, name: author ?? '' } : null,
    guest_user: guestId !== undefined ? { id: guestId, name: author } : null,
    review_images: await reviewImagesOf(db, row.id),
  }
}
