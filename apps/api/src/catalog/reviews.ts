/** GET reviews/{id} (contract 4.10): a product's reviews, with the star histogram on request. */
import type { Review, ReviewsData } from '@souk/core'
import { BannerType, PAGE_SIZES } from '@souk/core'
import { z } from 'zod'
import type { ApiContext } from '../http/context'
import { page, truthy } from '../http/fields'
import { paginate } from '../http/paginate'
import { createdText } from '../http/time'
import { parseWith } from '../http/validate'
import { bannerOfType } from './commonQueries'
import { locationOf, queryOf } from './request'
import { imagesOfReviews, reviewPage, reviewTotal, SORTABLE, starTotals } from './reviewQueries'

const reviewsQuery = z.object({
  order_by: z.enum(Object.keys(SORTABLE) as [keyof typeof SORTABLE, ...(keyof typeof SORTABLE)[]], {
    error: 'must be one of created_at, rating, updated_at, id',
  }),
  type: z.enum(['asc', 'desc'], { error: 'must be asc or desc' }),
  page,
  get_total: truthy,
  time_zone: z.string().max(64).optional(),
})

/** Builds `data` of `reviews/{id}`. */
export async function productReviews(c: ApiContext, productId: number): Promise<ReviewsData> {
  const query = parseWith(reviewsQuery, queryOf(c))
  const { db } = c.var.services
  const perPage = PAGE_SIZES.productRating
  const found = await reviewPage(
    db,
    productId,
    query.order_by,
    query.type === 'asc',
    perPage,
    (query.page - 1) * perPage,
  )
  const images =
    found.length === 0
      ? []
      : await imagesOfReviews(
          db,
          found.map((row) => row.id),
        )
  const total = found[0]?.total_count ?? (await reviewTotal(db, productId))
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
      starTotals(db, productId),
      bannerOfType(db, c.var.lang, BannerType.REVIEW, true),
    ])
    data.total = totals
    data.banner = banner
  }
  return data
}
