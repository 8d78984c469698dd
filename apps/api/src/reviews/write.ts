/** Reviews, write side (contract 7.10): a shopper rates what they received, with photos. */
import type { Review, ReviewImage, ReviewRow } from '@souk/core'
import { OrderStatus, REVIEW_IMAGE_MAX_KB } from '@souk/core'
import { sql } from 'drizzle-orm'
import { z } from 'zod'
import { iso } from '../catalog/sqlParts'
import { type Db, firstRow, rows } from '../db/openDb'
import { readBody } from '../http/body'
import type { ApiContext } from '../http/context'
import { ApiError } from '../http/envelope'
import { idField, parseBody, strictBody, userTokenField, wholeNumber } from '../http/input'
import { translatorOf } from '../http/messages'
import { ownedBy, type Shopper, shopperOf } from '../http/shopper'
import { imageKind, removeUploads, saveUpload } from './uploads'

/** Largest review image in bytes (core's 1000 KB). */
export const MAX_IMAGE_BYTES = REVIEW_IMAGE_MAX_KB * 1024
/** Images one request may add, and one review may hold. */
export const MAX_IMAGES_PER_REQUEST = 5
export const MAX_IMAGES_PER_REVIEW = 10

const deletedImages = z.preprocess(
  (value) => {
    if (typeof value !== 'string') return value
    if (value.trim() === '') return []
    try {
      return JSON.parse(value)
    } catch {
      return value
    }
  },
  z
    .array(z.looseObject({ id: idField }), { error: 'must be a JSON list of images' })
    .max(MAX_IMAGES_PER_REVIEW, 'lists too many images'),
)

const reviewFields = strictBody({
  order_id: idField,
  product_id: idField,
  rating: wholeNumber(1, 5),
  review: z.string({ error: 'must be text' }).trim().max(5000, 'must be at most 5000 characters').optional(),
  deleted_images: deletedImages.optional(),
  // Sent by the original storefront and ignored: the review is found by order, product and shopper.
  id: z.union([z.string().max(20), z.number()]).optional(),
  user_token: userTokenField,
})

/** The fields and files of the request (multipart, or JSON without images). */
async function readReviewForm(c: ApiContext): Promise<{ fields: Record<string, unknown>; files: unknown[] }> {
  const type = c.req.header('Content-Type') ?? ''
  if (!type.includes('multipart/form-data') && !type.includes('application/x-www-form-urlencoded')) {
    const body = await readBody(c)
    return { fields: (body ?? {}) as Record<string, unknown>, files: [] }
  }
  let form: FormData
  try {
    form = await c.req.formData()
  } catch {
    throw new ApiError('The form data could not be read.')
  }
  const fields: Record<string, unknown> = {}
  const files: unknown[] = []
  for (const [key, value] of form.entries()) {
    if (key === 'images[]' || key === 'images') files.push(value)
    else if (typeof value !== 'string') fields[key] = { file: true }
    else fields[key] = value
  }
  return { fields, files }
}

/** Checks every image by size and content; the `data.image` failure lists what is wrong with which. */
async function checkedImages(c: ApiContext, files: unknown[]) {
  const t = translatorOf(c)
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

const imagesOf = (db: Db, reviewId: number) =>
  rows<ReviewImage>(
    db,
    sql`SELECT id, rating_review_id, image, ${iso('created_at')} AS created_at, ${iso('updated_at')} AS updated_at
        FROM review_images WHERE rating_review_id = ${reviewId} ORDER BY id`,
  )

const reviewColumns = sql`r.id, r.product_id, r.user_id, r.order_id, r.rating, r.review, r.user_token,
  ${iso('r.created_at')} AS created_at, ${iso('r.updated_at')} AS updated_at`

/** Sets a product's rating (average, 2 decimals) and review count from its reviews. */
export async function refreshRating(db: Db, productIds: readonly number[]): Promise<void> {
  for (const productId of new Set(productIds)) {
    await db.execute(
      sql`UPDATE products SET
            rating = coalesce((SELECT round(avg(rating), 2) FROM rating_reviews WHERE product_id = ${productId}), 0),
            review_count = (SELECT count(*) FROM rating_reviews WHERE product_id = ${productId})
          WHERE id = ${productId}`,
    )
  }
}

/** Whether the shopper may review this product of this order: theirs, delivered, not cancelled, in the order. */
async function checkReviewable(c: ApiContext, db: Db, shopper: Shopper, orderId: number, productId: number) {
  const order = await firstRow<{ status: number; cancelled: boolean; has_product: boolean }>(
    db,
    sql`SELECT o.status, o.cancelled, EXISTS (SELECT 1 FROM ordered_products op
          WHERE op.order_id = o.id AND op.product_id = ${productId}) AS has_product
        FROM orders o WHERE o.id = ${orderId} AND ${ownedBy(shopper, 'o')}`,
  )
  if (!order) throw new ApiError('No order found.')
  if (order.cancelled) throw new ApiError(translatorOf(c)('orders.cancelledNotice'))
  if (order.status !== OrderStatus.DELIVERED)
    throw new ApiError('You can review a product once its order has been delivered.')
  if (!order.has_product) throw new ApiError('This product is not part of this order.')
  const product = await firstRow<{ id: number }>(db, sql`SELECT id FROM products WHERE id = ${productId}`)
  if (!product) throw new ApiError('No product found.')
}

/**
 * POST rating-review/action: one review per order, product and shopper (a second call updates it). New images are
 * checked before anything is written; files are written first and removed again if the database write fails.
 */
export async function saveReview(c: ApiContext): Promise<ReviewRow> {
  const { fields, files } = await readReviewForm(c)
  const input = parseBody(reviewFields, fields)
  const shopper = shopperOf(c, fields)
  const { db, storage } = c.var.services
  await checkReviewable(c, db, shopper, input.order_id, input.product_id)
  const images = await checkedImages(c, files)
  const saved: string[] = []
  let removed: string[] = []
  try {
    for (const image of images) saved.push(await saveUpload(storage, 'review', image.bytes, image.ext))
    const review = await db.transaction(async (tx) => {
      const existing = await firstRow<{ id: number }>(
        tx,
        sql`SELECT r.id FROM rating_reviews r WHERE r.order_id = ${input.order_id} AND r.product_id = ${input.product_id}
            AND ${ownedBy(shopper, 'r')} FOR UPDATE`,
      )
      const text = input.review ?? null
      const row = existing
        ? await firstRow<ReviewRow>(
            tx,
            sql`UPDATE rating_reviews r SET rating = ${input.rating}, review = ${text}, updated_at = now()
                WHERE r.id = ${existing.id} RETURNING ${reviewColumns}`,
          )
        : await firstRow<ReviewRow>(
            tx,
            sql`INSERT INTO rating_reviews AS r (product_id, user_id, user_token, order_id, rating, review)
                VALUES (${input.product_id}, ${shopper.userId}, ${shopper.userToken}, ${input.order_id}, ${input.rating}, ${text})
                RETURNING ${reviewColumns}`,
          )
      if (!row) throw new ApiError('The review could not be saved.')
      const deleteIds = (input.deleted_images ?? []).map((image) => image.id)
      if (deleteIds.length) {
        const gone = await rows<{ image: string }>(
          tx,
          sql`DELETE FROM review_images WHERE rating_review_id = ${row.id}
              AND id IN (${sql.join(
                deleteIds.map((id) => sql`${id}`),
                sql`, `,
              )}) RETURNING image`,
        )
        removed = gone.map((image) => image.image)
      }
      for (const name of saved) {
        await tx.execute(sql`INSERT INTO review_images (rating_review_id, image) VALUES (${row.id}, ${name})`)
      }
      const count = await firstRow<{ n: number }>(
        tx,
        sql`SELECT count(*)::int AS n FROM review_images WHERE rating_review_id = ${row.id}`,
      )
      if ((count?.n ?? 0) > MAX_IMAGES_PER_REVIEW) {
        throw new ApiError({ image: [`A review can hold at most ${MAX_IMAGES_PER_REVIEW} images.`] })
      }
      await refreshRating(tx, [input.product_id])
      return { ...row, review_images: await imagesOf(tx, row.id) }
    })
    await removeUploads(storage, removed)
    return review
  } catch (error) {
    await removeUploads(storage, saved)
    throw error
  }
}

/** GET rating-review/find/{productId}: the shopper's latest review of a product, with its images. */
export async function findReview(c: ApiContext, productId: number | undefined): Promise<Review> {
  const shopper = shopperOf(c)
  const { db } = c.var.services
  const review =
    productId === undefined
      ? undefined
      : await firstRow<Omit<Review, 'user' | 'guest_user' | 'review_images'> & { author: string | null }>(
          db,
          sql`SELECT ${reviewColumns}, coalesce(u.name, g.name) AS author FROM rating_reviews r
              LEFT JOIN users u ON u.id = r.user_id LEFT JOIN guest_users g ON r.user_id IS NULL AND g.user_token = r.user_token
              WHERE r.product_id = ${productId} AND ${ownedBy(shopper, 'r')} ORDER BY r.id DESC LIMIT 1`,
        )
  if (!review) throw new ApiError('No review found.')
  const { author, ...row } = review
  const guest =
    row.user_id === null
      ? await firstRow<{ id: number }>(
          db,
          sql`SELECT id FROM guest_users WHERE user_token = ${row.user_token}`,
        )
      : undefined
  return {
    ...row,
    user: row.user_id !== null ? { id: row.user_id, name: author ?? '' } : null,
    guest_user: guest ? { id: guest.id, name: author } : null,
    review_images: await imagesOf(db, row.id),
  }
}
