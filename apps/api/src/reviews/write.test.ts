import { readdirSync } from 'node:fs'
import type { PlacedOrder } from '@souk/core'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { firstRow } from '../db/openDb'
import {
  createCustomer,
  createProduct,
  removeTestProducts,
  snapshot,
  type TestProduct,
} from '../test/fixtures'
import { fillCart, newGuest, type TestShopper } from '../test/shopping'
import { type TestServer, testServer } from '../test/testServer'
import { uploadsDir } from './uploads'

let server: TestServer
beforeAll(async () => {
  server = await testServer()
})
afterAll(async () => {
  await removeTestProducts(server.db)
})

/** A real 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)
/** The start of a JPEG (the check reads the signature). */
const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
  Buffer.alloc(200),
  Buffer.from([0xff, 0xd9]),
])

const png = (name = 'photo.png') => new File([PNG], name, { type: 'image/png' })
const jpeg = (name = 'photo.jpg') => new File([JPEG], name, { type: 'image/jpeg' })
const uploads = () => {
  try {
    return readdirSync(uploadsDir(server.config)).sort()
  } catch {
    return []
  }
}

/** A shopper with an order of the product, set to a status. */
async function orderOf(product: TestProduct, status = 5, shopper: TestShopper = newGuest(server)) {
  await fillCart(server, shopper, [{ product, quantity: 1 }])
  const order = (await shopper.client.orders.place({ order_method: 2 })).data as PlacedOrder
  await server.db.execute(sql`UPDATE orders SET status = ${status} WHERE id = ${order.id}`)
  return { shopper, order }
}

const ratingOf = async (productId: number) =>
  firstRow<{ rating: number; review_count: number }>(
    server.db,
    sql`SELECT rating::float8 AS rating, review_count FROM products WHERE id = ${productId}`,
  )

describe('rating-review/action', () => {
  it('saves a review with photos of a delivered order, updates the product rating, and serves the photos', async () => {
    const product = await createProduct(server.db, { shippingRuleId: 3 })
    const { shopper, order } = await orderOf(product)
    const saved = await shopper.client.reviews.save({
      order_id: order.id,
      product_id: product.productId,
      rating: 4,
      review: 'Sturdy and pretty.',
      images: [png(), jpeg()],
    })
    expect(saved.message).toBe('Thank you! Your review has been saved.')
    expect(saved.data).toMatchObject({
      order_id: order.id,
      product_id: product.productId,
      rating: 4,
      review: 'Sturdy and pretty.',
      user_id: null,
      user_token: shopper.token,
    })
    const images = saved.data.review_images ?? []
    expect(images.map((image) => image.image)).toEqual([
      expect.stringMatching(/^review-[0-9a-z]+-[0-9a-f]{16}\.png$/),
      expect.stringMatching(/^review-[0-9a-z]+-[0-9a-f]{16}\.jpg$/),
    ])
    expect(uploads()).toEqual(expect.arrayContaining(images.map((image) => image.image)))
    expect(await ratingOf(product.productId)).toEqual({ rating: 4, review_count: 1 })

    const served = await fetch(`${new URL(server.baseURL).origin}/uploads/${images[0]?.image}`)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/png')
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true)

    const found = await shopper.client.reviews.find(product.productId)
    expect(found.data).toMatchObject({ id: saved.data.id, rating: 4, guest_user: { id: expect.any(Number) } })
    const listed = await server.client().reviews.list(product.productId)
    expect(listed.data.all.data[0]).toMatchObject({ id: saved.data.id, review_images: images })

    // A second call updates the same review: one photo out, one in.
    const first = images[0]
    const updated = await shopper.client.reviews.save({
      order_id: order.id,
      product_id: product.productId,
      rating: 2,
      images: [png('another.png')],
      deleted_images: first ? [{ id: first.id, image: first.image }] : [],
    })
    expect(updated.data.id).toBe(saved.data.id)
    expect(updated.data.review_images).toHaveLength(2)
    expect(updated.data.review_images?.map((image) => image.id)).not.toContain(first?.id)
    expect(uploads()).not.toContain(first?.image)
    expect(await ratingOf(product.productId)).toEqual({ rating: 2, review_count: 1 })
  })

  it('averages the ratings of several shoppers', async () => {
    const product = await createProduct(server.db, { shippingRuleId: 3, stock: 10 })
    for (const rating of [5, 4, 4]) {
      const { shopper, order } = await orderOf(product)
      await shopper.client.reviews.save({ order_id: order.id, product_id: product.productId, rating })
    }
    expect(await ratingOf(product.productId)).toEqual({ rating: 4.33, review_count: 3 })
  })

  it('lets a customer review, and shows only their name', async () => {
    const product = await createProduct(server.db, { shippingRuleId: 3 })
    const customer = await createCustomer(server.db, 'Yusuf Demir')
    const shopper = {
      client: server.client({ token: customer.token }),
      token: 'unused',
      userId: customer.userId,
    }
    const { order } = await orderOf(product, 5, shopper)
    await shopper.client.reviews.save({ order_id: order.id, product_id: product.productId, rating: 5 })
    const listed = await server.client().reviews.list(product.productId)
    expect(listed.data.all.data[0]?.user).toEqual({ id: customer.userId, name: 'Yusuf Demir' })
  })

  it('only takes reviews of delivered, owned, not cancelled orders that hold the product', async () => {
    const product = await createProduct(server.db, { shippingRuleId: 3, stock: 10 })
    const other = await createProduct(server.db, { shippingRuleId: 3 })
    const pending = await orderOf(product, 1)
    const delivered = await orderOf(product, 5)
    const cancelled = await orderOf(product, 5)
    await server.db.execute(sql`UPDATE orders SET cancelled = true WHERE id = ${cancelled.order.id}`)
    const filesBefore = uploads()
    const before = await snapshot(server.db)
    const cases: [TestShopper, number, number, string][] = [
      [
        pending.shopper,
        pending.order.id,
        product.productId,
        'You can review a product once its order has been delivered.',
      ],
      [cancelled.shopper, cancelled.order.id, product.productId, 'This order has been cancelled.'],
      [pending.shopper, delivered.order.id, product.productId, 'No order found.'],
      [delivered.shopper, delivered.order.id, other.productId, 'This product is not part of this order.'],
    ]
    for (const [shopper, orderId, productId, message] of cases) {
      await expect(
        shopper.client.reviews.save({ order_id: orderId, product_id: productId, rating: 5, images: [png()] }),
      ).rejects.toMatchObject({ messages: [message] })
    }
    await expect(delivered.shopper.client.reviews.find(product.productId)).rejects.toMatchObject({
      messages: ['No review found.'],
    })
    expect(await snapshot(server.db)).toEqual(before)
    expect(uploads()).toEqual(filesBefore)
  })

  it('refuses oversized and fake images, and bad fields, writing nothing', async () => {
    const product = await createProduct(server.db, { shippingRuleId: 3 })
    const { shopper, order } = await orderOf(product)
    const base = { order_id: order.id, product_id: product.productId, rating: 5 }
    const filesBefore = uploads()
    const before = await snapshot(server.db)
    const big = new File([Buffer.concat([PNG, Buffer.alloc(1000 * 1024)])], 'big.png', { type: 'image/png' })
    await expect(shopper.client.reviews.save({ ...base, images: [png(), big] })).rejects.toMatchObject({
      errors: { image: ['big.png: This image is too large. The maximum size is 1000kb.'] },
    })
    const fake = new File(['<?php echo "hi"; ?>'], 'shell.jpg', { type: 'image/jpeg' })
    const gif = new File([Buffer.from('GIF89a')], 'anim.gif', { type: 'image/gif' })
    await expect(shopper.client.reviews.save({ ...base, images: [fake, gif] })).rejects.toMatchObject({
      errors: {
        image: [
          'shell.jpg: Supported images: jpg, png (Max size: 1000kb)',
          'anim.gif: Supported images: jpg, png (Max size: 1000kb)',
        ],
      },
    })
    await expect(
      shopper.client.reviews.save({ ...base, images: Array.from({ length: 6 }, () => png()) }),
    ).rejects.toMatchObject({ errors: { image: ['You can add at most 5 images at a time.'] } })
    const form = (fields: Record<string, string>) => {
      const data = new FormData()
      for (const [key, value] of Object.entries({ ...fields, user_token: shopper.token }))
        data.set(key, value)
      return data
    }
    const badFields: [Record<string, string>, RegExp][] = [
      [
        { order_id: String(order.id), product_id: String(product.productId), rating: '6' },
        /rating field must be at most 5/,
      ],
      [
        { order_id: String(order.id), product_id: String(product.productId), rating: '0' },
        /rating field must be at least 1/,
      ],
      [{ order_id: String(order.id), product_id: String(product.productId) }, /rating field is required/],
      [
        { order_id: 'x', product_id: String(product.productId), rating: '3' },
        /order_id field must be a number/,
      ],
      [
        {
          ...{ order_id: String(order.id), product_id: String(product.productId), rating: '3' },
          review: 'x'.repeat(6000),
        },
        /at most 5000/,
      ],
      [
        {
          ...{ order_id: String(order.id), product_id: String(product.productId), rating: '3' },
          deleted_images: '{oops',
        },
        /deleted_images field must be a JSON list/,
      ],
    ]
    for (const [fields, message] of badFields) {
      const reply = await server.json('rating-review/action', { method: 'POST', body: form(fields) })
      expect(reply.status).toBe(201)
      expect(reply.data.form?.join(' ')).toMatch(message)
    }
    const broken = await server.json('rating-review/action', {
      method: 'POST',
      headers: { 'Content-Type': 'multipart/form-data; boundary=nope' },
      body: '--nope\r\nContent-Disposition: form-data; name="rating"\r\n\r\n5',
    })
    expect(broken.status).toBe(201)
    expect(await snapshot(server.db)).toEqual(before)
    expect(uploads()).toEqual(filesBefore)
  })

  it('serves no file outside the uploads folder', async () => {
    const origin = new URL(server.baseURL).origin
    for (const path of [
      '/uploads/..%2F..%2Fpackage.json',
      '/uploads/.env',
      '/uploads/missing.png',
      '/uploads/x.js',
    ]) {
      expect((await fetch(`${origin}${path}`)).status, path).toBe(404)
    }
  })
})
