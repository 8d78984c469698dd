/**
 * The reviews' queries: every read and write of `rating_reviews` and `review_images`, and of what a review checks.
 * Plain reads and writes use Drizzle's typed builder, so their row types come from the schema; the tuned statements
 * (products' ratings recomputed, whether an order holds a product) stay SQL, with row types derived from the
 * schema. Times are formatted by PostgreSQL (`to_char`, microseconds, UTC) as the contract's answers always were.
 */
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm'
import { isoTime, now } from '../db/apiTime'
import { type Db, firstRow } from '../db/openDb'
import { ownedByShopper } from '../db/ownership'
import { guestUsers, type orders, products, ratingReviews, reviewImages, users } from '../db/schema'
import { ownedBy, type Shopper } from '../http/shopper'

/** The columns of a review as the API answers it (contract `ReviewRow`), in the contract's order. */
const reviewFields = {
  id: ratingReviews.id,
  product_id: ratingReviews.product_id,
  user_id: ratingReviews.user_id,
  order_id: ratingReviews.order_id,
  rating: ratingReviews.rating,
  review: ratingReviews.review,
  user_token: ratingReviews.user_token,
  created_at: isoTime(ratingReviews.created_at),
  updated_at: isoTime(ratingReviews.updated_at),
}

/** A review's images, oldest first (contract `ReviewImage`). */
export async function reviewImagesOf(db: Db, reviewId: number) {
  return db
    .select({
      id: reviewImages.id,
      rating_review_id: reviewImages.rating_review_id,
      image: reviewImages.image,
      created_at: isoTime(reviewImages.created_at),
      updated_at: isoTime(reviewImages.updated_at),
    })
    .from(reviewImages)
    .where(eq(reviewImages.rating_review_id, reviewId))
    .orderBy(reviewImages.id)
}

/**
 * Sets products' rating (average of their reviews, 2 decimals; 0 without any) and review count from their reviews:
 * the products named, or without `productIds` every reviewed product (the seed, once its reviews are written).
 * One statement, whatever the number of products.
 */
export async function refreshRatings(db: Db, productIds?: readonly number[]): Promise<void> {
  if (productIds?.length === 0) return
  const reviewsOf = eq(ratingReviews.product_id, products.id)
  await db
    .update(products)
    .set({
      rating: sql`coalesce((SELECT round(avg(${ratingReviews.rating}), 2) FROM ${ratingReviews} WHERE ${reviewsOf}), 0)`,
      review_count: sql`(SELECT count(*) FROM ${ratingReviews} WHERE ${reviewsOf})`,
    })
    .where(
      inArray(
        products.id,
        productIds
          ? [...new Set(productIds)]
          : db.select({ id: ratingReviews.product_id }).from(ratingReviews),
      ),
    )
}

/** One of the shopper's orders as a review of `productId` needs it, with whether it holds the product. Tuned. */
export async function reviewedOrder(db: Db, shopper: Shopper, orderId: number, productId: number) {
  return firstRow<Pick<typeof orders.$inferSelect, 'status' | 'cancelled'> & { has_product: boolean }>(
    db,
    sql`SELECT o.status, o.cancelled, EXISTS (SELECT 1 FROM ordered_products op
          WHERE op.order_id = o.id AND op.product_id = ${productId}) AS has_product
        FROM orders o WHERE o.id = ${orderId} AND ${ownedBy(shopper, 'o')}`,
  )
}

/** Whether a product exists. */
export async function productExists(db: Db, productId: number): Promise<boolean> {
  const [row] = await db.select({ id: products.id }).from(products).where(eq(products.id, productId))
  return row !== undefined
}

/** The id of the shopper's review of a product of an order, locked until the transaction ends. */
export async function lockedReviewId(
  db: Db,
  shopper: Shopper,
  orderId: number,
  productId: number,
): Promise<number | undefined> {
  const [row] = await db
    .select({ id: ratingReviews.id })
    .from(ratingReviews)
    .where(
      and(
        eq(ratingReviews.order_id, orderId),
        eq(ratingReviews.product_id, productId),
        ownedByShopper(ratingReviews, shopper),
      ),
    )
    .for('update')
  return row?.id
}

/** Rewrites a review's rating and text; returns the review. */
export async function updateReview(
  db: Db,
  reviewId: number,
  values: { rating: number; review: string | null },
) {
  const [row] = await db
    .update(ratingReviews)
    .set({ ...values, updated_at: now })
    .where(eq(ratingReviews.id, reviewId))
    .returning(reviewFields)
  return row
}

/** A new review; returns it. */
export async function insertReview(
  db: Db,
  values: Pick<
    typeof ratingReviews.$inferInsert,
    'product_id' | 'user_id' | 'user_token' | 'order_id' | 'rating' | 'review'
  >,
) {
  const [row] = await db.insert(ratingReviews).values(values).returning(reviewFields)
  return row
}

/** Removes some of a review's images; returns the names of the files to delete. */
export async function deleteReviewImages(db: Db, reviewId: number, imageIds: readonly number[]) {
  return db
    .delete(reviewImages)
    .where(and(eq(reviewImages.rating_review_id, reviewId), inArray(reviewImages.id, [...imageIds])))
    .returning({ image: reviewImages.image })
}

/** Adds an image (a stored upload's name) to a review. */
export async function insertReviewImage(db: Db, reviewId: number, image: string) {
  await db.insert(reviewImages).values({ rating_review_id: reviewId, image })
}

/** How many images a review holds. */
export async function reviewImageCount(db: Db, reviewId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(reviewImages)
    .where(eq(reviewImages.rating_review_id, reviewId))
  return row?.n ?? 0
}

/** The shopper's latest review of a product, with its author's name. */
export async function latestOwnReview(db: Db, shopper: Shopper, productId: number) {
  const [row] = await db
    .select({
      ...reviewFields,
      author: sql<(typeof users.$inferSelect)['name'] | null>`coalesce(${users.name}, ${guestUsers.name})`,
    })
    .from(ratingReviews)
    .leftJoin(users, eq(users.id, ratingReviews.user_id))
    .leftJoin(
      guestUsers,
      and(isNull(ratingReviews.user_id), eq(guestUsers.user_token, ratingReviews.user_token)),
    )
    .where(and(eq(ratingReviews.product_id, productId), ownedByShopper(ratingReviews, shopper)))
    .orderBy(desc(ratingReviews.id))
    .limit(1)
  return row
}

/** The id of a guest's row, by its token. */
export async function guestIdByToken(db: Db, userToken: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: guestUsers.id })
    .from(guestUsers)
    .where(eq(guestUsers.user_token, userToken))
  return row?.id
}

/** Removes the reviews of an order (it was cancelled); returns the products they were of. */
export async function deleteOrderReviews(db: Db, orderId: number) {
  return db
    .delete(ratingReviews)
    .where(eq(ratingReviews.order_id, orderId))
    .returning({ product_id: ratingReviews.product_id })
}
