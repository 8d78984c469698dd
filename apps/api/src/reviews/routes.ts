/** Review writes (contract 7.10). */
import type { Hono } from 'hono'
import type { AppEnv } from '../http/context'
import { ok } from '../http/envelope'
import { translatorOf } from '../http/messages'
import { pathId } from '../shop/routes'
import { findReview, saveReview } from './write'

/** Registers the review routes on the `/api/v1` app. */
export function registerReviews(api: Hono<AppEnv>) {
  api.post('/rating-review/action', async (c) =>
    ok(c, await saveReview(c), translatorOf(c)('success.reviewSaved')),
  )
  api.get('/rating-review/find/:id', async (c) => ok(c, await findReview(c, pathId(c.req.param('id')))))
}
