import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { firstRow } from '../db/openDb'
import { type TestServer, testServer } from '../test/testServer'

let server: TestServer
let productId = 0

beforeAll(async () => {
  server = await testServer()
  productId =
    (
      await firstRow<{ id: number }>(
        server.db,
        sql`SELECT id FROM products WHERE status = 1 AND review_count = 0 ORDER BY id DESC LIMIT 1`,
      )
    )?.id ?? 0
  const user = await firstRow<{ id: number }>(
    server.db,
    sql`INSERT INTO users (name, email, verified, phone) VALUES ('Reviewer One', 'reviewer@example.test', 1, '+1 555 0101') RETURNING id`,
  )
  await server.db.execute(
    sql`INSERT INTO guest_users (name, email, user_token) VALUES ('Guest Reviewer', 'guest@example.test', 'guest-review-token')`,
  )
  for (let index = 0; index < 8; index++) {
    const guest = index === 7
    await server.db.execute(
      sql`INSERT INTO rating_reviews (product_id, user_id, user_token, rating, review, created_at)
          VALUES (${productId}, ${guest ? null : (user?.id ?? null)}, ${guest ? 'guest-review-token' : null}, ${(index % 5) + 1},
                  ${`Review number ${index + 1}`}, now() - ${`${index} hours`}::interval)`,
    )
  }
  const review = await firstRow<{ id: number }>(
    server.db,
    sql`SELECT id FROM rating_reviews WHERE review = 'Review number 1'`,
  )
  await server.db.execute(
    sql`INSERT INTO review_images (rating_review_id, image) VALUES (${review?.id ?? 0}, 'review-1.jpg')`,
  )
})

describe('GET reviews/{id}', () => {
  it('pages reviews 6 at a time in the asked order, authors as id and name only', async () => {
    const { data } = await server
      .client()
      .reviews.list(productId, { order_by: 'created_at', type: 'desc', time_zone: 'Asia/Kolkata' })
    expect(data.all.per_page).toBe(6)
    expect(data.all.total).toBe(8)
    expect(data.all.data.map((review) => review.review)).toEqual(
      [1, 2, 3, 4, 5, 6].map((n) => `Review number ${n}`),
    )
    const [first] = data.all.data
    expect(first?.user).toEqual({ id: first?.user_id, name: 'Reviewer One' })
    expect(first?.review_images.map((image) => image.image)).toEqual(['review-1.jpg'])
    expect(first?.created).toMatch(/^\d{2}:\d{2} (am|pm), \d{2} [A-Z][a-z]{2}, \d{2}$/)
    expect(data.total).toBeUndefined()
    const second = await server.client().reviews.list(productId, { page: 2 })
    expect(second.data.all.data.at(-1)?.guest_user).toMatchObject({ name: 'Guest Reviewer' })
    expect(second.data.all.data.at(-1)?.user).toBeNull()
  })

  it('sorts by rating ascending when asked', async () => {
    const { data } = await server.client().reviews.list(productId, { order_by: 'rating', type: 'asc' })
    const ratings = data.all.data.map((review) => review.rating)
    expect(ratings).toEqual([...ratings].sort((a, b) => a - b))
  })

  it('adds the star histogram and the review banner with get_total', async () => {
    const { data } = await server.client().reviews.list(productId, { get_total: true })
    expect(data.total?.reduce((sum, row) => sum + row.total, 0)).toBe(8)
    expect(data.total?.[0]).toEqual({ total: 1, rating: 5 })
    expect(data.banner?.type).toBe(7)
  })

  it('fails with 201 without order_by and type, or with an unknown column', async () => {
    const missing = await server.json(`reviews/${productId}`)
    expect(missing.status).toBe(201)
    expect(missing.data.form).toEqual(['The order_by field is required.', 'The type field is required.'])
    const injected = await server.json(`reviews/${productId}?order_by=password&type=asc`)
    expect(injected.status).toBe(201)
  })
})
