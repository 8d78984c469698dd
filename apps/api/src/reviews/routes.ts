/**
 * Review writes (contract 7.10): each route reads its input (`inputs.ts`), calls the domain (`write.ts`) and wraps
 * the answer in the envelope with its message.
 */
import type { Hono } from 'hono'
import type { AppEnv } from '../http/context'
import { ok } from '../http/envelope'
import { translatorOf } from '../http/messages'
import { shopperOf } from '../http/shopper'
import { pathId } from '../shop/routes'
import { reviewFormOf } from './inputs'
import { findReview, saveReview } from './write'

/** Registers the review routes on the `/api/v1` app. */
export function registerReviews(api: Hono<AppEnv>) {
  api.post('/rating-review/action', async (c) => {
    const { input, shopper, files } = await reviewFormOf(c)
    const review = await saveReview(c.var.services, c.var.lang, shopper, input, files)
    return ok(c, review, translatorOf(c)('success.reviewSaved'))
  })
  api.get('/rating-review/find/:id', async (c) => {
    const productId = pathId(c.req.param('id'))
    return ok(c, await findReview(c.var.services.db, shopperOf(c), productId))
  })
}
