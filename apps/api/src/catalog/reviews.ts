/** GET reviews/{id} (contract 4.10): a product's reviews, with the star histogram on request. */
import type { Banner, Review, ReviewImage, ReviewsData } from '@souk/core'
import { BannerType, PAGE_SIZES, Visibility } from '@souk/core'
import { sql } from 'drizzle-orm'
import { z } from 'zod'
import { literal } from '../db/literal'
import { firstRow, rows } from '../db/openDb'
import type { ApiContext } from '../http/context'
import { page, truthy } from '../http/fields'
import { paginate } from '../http/paginate'
import { createdText } from '../http/time'
import { parseWith } from '../http/validate'
import { bannerColumns } from './common'
import { locationOf, queryOf } from './request'
import { iso, langJoin, stamps } from './sqlParts'

/** Columns a shopper may sort reviews by. */
const SORTABLE = {
  created_at: 'r.created_at',
  rating: 'r.rating',
  updated_at: 'r.updated_at',
  id: 'r.id',
} as const

const reviewsQuery = z.object({
  order_by: z.enum(Object.keys(SORTABLE) as [keyof typeof SORTABLE, ...(keyof typeof SORTABLE)[]], {
    error: 'must be one of created_at, rating, updated_at, id',
  }),
  type: z.enum(['asc', 'desc'], { error: 'must be asc or desc' }),
  page,
  get_total: truthy,
  time_zone: z.string().max(64).optional(),
})

type ReviewRow = Omit<Review, 'user' | 'guest_user' | 'review_images' | 'created'> & {
  user_name: string | null
  guest_id: number | null
  guest_name: string | null
  created_raw: Date | string
  total_count: number
}

/** Builds `data` of `reviews/{id}`. */
export async function productReviews(c: ApiContext, productId: number): Promise<ReviewsData> {
  const query = parseWith(reviewsQuery, queryOf(c))
  const { db } = c.var.services
  const perPage = PAGE_SIZES.productRating
  const direction = query.type === 'asc' ? sql`ASC` : sql`DESC`
  const found = await rows<ReviewRow>(
    db,
    sql`SELECT r.id, r.product_id, r.user_id, r.rating, r.review, r.order_id, r.user_token, ${stamps('r')},
        r.created_at AS created_raw, u.name AS user_name, g.id AS guest_id, g.name AS guest_name,
        count(*) OVER ()::int AS total_count
        FROM rating_reviews r LEFT JOIN users u ON u.id = r.user_id
        LEFT JOIN guest_users g ON r.user_id IS NULL AND g.user_token = r.user_token
        WHERE r.product_id = ${productId}
        ORDER BY ${sql.raw(SORTABLE[query.order_by])} ${direction}, r.id ${direction}
        LIMIT ${perPage} OFFSET ${(query.page - 1) * perPage}`,
  )
  const images =
    found.length === 0
      ? []
      : await rows<ReviewImage>(
          db,
          sql`SELECT id, rating_review_id, image, ${iso('created_at')} AS created_at, ${iso('updated_at')} AS updated_at
              FROM review_images WHERE rating_review_id IN (${sql.join(
                found.map((row) => sql`${row.id}`),
                sql`, `,
              )}) ORDER BY id`,
        )
  let total = found[0]?.total_count
  if (total === undefined) {
    const counted = await firstRow<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM rating_reviews WHERE product_id = ${productId}`,
    )
    total = counted?.n ?? 0
  }
  const reviews: Review[] = found.map(
    ({ user_name, guest_id, guest_name, created_raw, total_count: _t, ...row }) => ({
      ...row,
      created: createdText(created_raw, query.time_zone),
      // Only the author's id and name leave the server (opening section, item 3).
      user: row.user_id !== null ? { id: row.user_id, name: user_name ?? '' } : null,
      guest_user: guest_id !== null ? { id: guest_id, name: guest_name } : null,
      review_images: images.filter((image) => image.rating_review_id === row.id),
    }),
  )
  const data: ReviewsData = {
    all: paginate(reviews, total, query.page, perPage, locationOf(c, `reviews/${productId}`)),
  }
  if (query.get_total) {
    const [totals, banner] = await Promise.all([
      rows<{ total: number; rating: number }>(
        db,
        sql`SELECT count(*)::int AS total, rating FROM rating_reviews WHERE product_id = ${productId}
            GROUP BY rating ORDER BY rating DESC`,
      ),
      firstRow<Banner>(
        db,
        sql`SELECT ${bannerColumns} FROM banners b ${langJoin('banner_langs', 'b', 'banner_id', c.var.lang)}
            WHERE b.type = ${literal(BannerType.REVIEW)} AND b.status = ${literal(Visibility.PUBLIC)} ORDER BY b.id LIMIT 1`,
      ),
    ])
    data.total = totals
    data.banner = banner ?? null
  }
  return data
}
