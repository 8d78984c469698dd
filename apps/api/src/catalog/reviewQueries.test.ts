import type { RatingTotal, Review, ReviewImage } from '@souk/core'
import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, expectTypeOf, it } from 'vitest'
import { rows } from '../db/openDb'
import { expectNames } from '../db/rowShape.testing'
import { type TestServer, testServer } from '../test/testServer'
import { type imagesOfReviews, type ReviewRow, reviewNames, reviewPage, starTotals } from './reviewQueries'

/** The fields of a review the page statement does not read itself. */
type Assembled = 'created' | 'user' | 'guest_user' | 'review_images'
/** The fields of the page statement that are not sent as they are. */
type Read = 'created_raw' | 'user_name' | 'guest_id' | 'guest_name' | 'total_count'

describe('the row types of the review statements', () => {
  it('types a review by the schema as the contract review', () => {
    expectTypeOf<Omit<ReviewRow, Read>>().toExtend<Omit<Review, Assembled>>()
    expectTypeOf<Omit<Review, Assembled>>().toExtend<Omit<ReviewRow, Read>>()
  })

  it('types the images and the star totals by the schema as the contract has them', async () => {
    type ImageRow = Awaited<ReturnType<typeof imagesOfReviews>>[number]
    expectTypeOf<ImageRow>().toExtend<ReviewImage>()
    expectTypeOf<ReviewImage>().toExtend<ImageRow>()
    expectTypeOf<Awaited<ReturnType<typeof starTotals>>[number]>().toExtend<RatingTotal>()
  })
})

describe('the review page statement', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await testServer()
  })

  it('sends exactly the names its row type declares', async () => {
    // A product with reviews (the first the seed reviewed).
    const [reviewed] = await rows<{ id: number }>(
      server.db,
      sql`SELECT product_id AS id FROM rating_reviews ORDER BY product_id LIMIT 1`,
    )
    const id = reviewed?.id ?? 0
    const [first] = await starTotals(server.db, id)
    expect(first).toBeDefined()
    const page = await reviewPage(server.db, id, 'created_at', false, 10, 0)
    expect(page.length).toBeGreaterThan(0)
    expectNames(page, reviewNames)
  })
})
