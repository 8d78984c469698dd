/**
 * The queries of a product's reviews (contract 4.10). The page of reviews with its authors and its total (a window
 * count) is a tuned statement and stays SQL, its row type derived from the schema (`ReviewRow`, checked in
 * `reviewQueries.test.ts`); the review images, the total when the page is empty and the star histogram use
 * Drizzle's typed builder.
 */
import { asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm'
import { isoTime } from '../db/apiTime'
import { type Db, namedRows } from '../db/openDb'
import { type guestUsers, ratingReviews, reviewImages, type users } from '../db/schema'
import { stamps } from './sqlParts'

type Review = typeof ratingReviews.$inferSelect

/** The columns a shopper may sort reviews by. */
export const SORTABLE = {
  created_at: 'r.created_at',
  rating: 'r.rating',
  updated_at: 'r.updated_at',
  id: 'r.id',
} as const
export type ReviewOrder = keyof typeof SORTABLE

/**
 * A review as the page statement returns it: its columns (times as the API's text; every review is written from an
 * order, so `order_id` is set), its raw creation time, its author's name or its guest, and the page's total.
 */
export type ReviewRow = Pick<Review, 'id' | 'product_id' | 'user_id' | 'rating' | 'review' | 'user_token'> & {
  order_id: NonNullable<Review['order_id']>
  created_at: string
  updated_at: string
  created_raw: Review['created_at']
  user_name: (typeof users.$inferSelect)['name'] | null
  guest_id: (typeof guestUsers.$inferSelect)['id'] | null
  guest_name: (typeof guestUsers.$inferSelect)['name'] | null
  total_count: number
}

/** The names the page statement sends, in order. */
export const reviewNames = [
  'id',
  'product_id',
  'user_id',
  'rating',
  'review',
  'order_id',
  'user_token',
  'created_at',
  'updated_at',
  'created_raw',
  'user_name',
  'guest_id',
  'guest_name',
  'total_count',
] as const satisfies readonly (keyof ReviewRow)[]

/**
 * A page of a product's reviews in an order, with their authors and the total of all pages. A named statement per
 * order and direction (planned once: a lookup by product id suits every value).
 */
export function reviewPage(
  db: Db,
  productId: number,
  order: ReviewOrder,
  ascending: boolean,
  limit: number,
  offset: number,
): Promise<ReviewRow[]> {
  const direction: SQL = ascending ? sql`ASC` : sql`DESC`
  return namedRows<ReviewRow>(
    db,
    `review-page-${order}-${ascending ? 'asc' : 'desc'}`,
    sql`SELECT r.id, r.product_id, r.user_id, r.rating, r.review, r.order_id, r.user_token, ${stamps('r')},
        r.created_at AS created_raw, u.name AS user_name, g.id AS guest_id, g.name AS guest_name,
        count(*) OVER ()::int AS total_count
        FROM rating_reviews r LEFT JOIN users u ON u.id = r.user_id
        LEFT JOIN guest_users g ON r.user_id IS NULL AND g.user_token = r.user_token
        WHERE r.product_id = ${productId}
        ORDER BY ${sql.raw(SORTABLE[order])} ${direction}, r.id ${direction}
        LIMIT ${limit} OFFSET ${offset}`,
  )
}

/** The images of some reviews, by id. */
export function imagesOfReviews(db: Db, reviewIds: readonly number[]) {
  return db
    .select({
      id: reviewImages.id,
      rating_review_id: reviewImages.rating_review_id,
      image: reviewImages.image,
      created_at: isoTime(reviewImages.created_at),
      updated_at: isoTime(reviewImages.updated_at),
    })
    .from(reviewImages)
    .where(inArray(reviewImages.rating_review_id, [...reviewIds]))
    .orderBy(asc(reviewImages.id))
}

/** How many reviews a product has. */
export async function reviewTotal(db: Db, productId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(ratingReviews)
    .where(eq(ratingReviews.product_id, productId))
  return row?.n ?? 0
}

/** How many reviews a product has per star value, most stars first. */
export function starTotals(db: Db, productId: number) {
  return db
    .select({ total: count(), rating: ratingReviews.rating })
    .from(ratingReviews)
    .where(eq(ratingReviews.product_id, productId))
    .groupBy(ratingReviews.rating)
    .orderBy(desc(ratingReviews.rating))
}
