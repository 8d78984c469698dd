import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { PlacedOrder } from '@souk/core'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../config'
import { firstRow } from '../db/openDb'
import { pngSize } from '../images/png'
import { createCustomer, createProduct, removeTestProducts } from '../test/fixtures'
import { countingPuts, startTestS3, type TestS3 } from '../test/s3'
import { fillCart, newGuest, type TestShopper } from '../test/shopping'
import { serveForTests, type TestServer, testServer } from '../test/testServer'
import { bytesOf, createDiskStorage, createS3Storage, createStorage } from '.'

let server: TestServer
let s3: TestS3
/** Two API instances on the test database and one bucket, each with its own client and process-local state. */
let first: TestServer
let second: TestServer

beforeAll(async () => {
  server = await testServer()
  s3 = await startTestS3()
  first = await serveForTests(server.db, server.config, { responseCache: false, storage: s3.storage() })
  second = await serveForTests(server.db, server.config, { responseCache: false, storage: s3.storage() })
})
afterAll(async () => {
  await removeTestProducts(server.db)
  await s3?.close()
})

/** A real 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)
const png = (name = 'photo.png') => new File([PNG], name, { type: 'image/png' })

const originOf = (api: TestServer) => new URL(api.baseURL).origin
/** What the bucket holds under a name, read with a client of its own. */
const inBucket = (name: string) => s3.storage().head(name)
/** The files of the shared server's disk folder (the S3 instances must write nothing there). */
const onDisk = () => {
  try {
    return readdirSync(join(server.config.dataDir, 'uploads'))
  } catch {
    return []
  }
}

/** A delivered order of a new product, reviewable by the shopper, placed through an instance. */
async function deliveredOrder(api: TestServer, shopper: TestShopper = newGuest(api)) {
  const product = await createProduct(server.db, { shippingRuleId: 3 })
  await fillCart(api, shopper, [{ product, quantity: 1 }])
  const order = (await shopper.client.orders.place({ order_method: 2 })).data as PlacedOrder
  await server.db.execute(sql`UPDATE orders SET status = 5 WHERE id = ${order.id}`)
  return { shopper, order, product }
}

describe('uploads in an S3 bucket', () => {
  it('keeps a review photo in the bucket, serves it from another instance with the usual headers, and deletes it with the photo', async () => {
    const { shopper, order, product } = await deliveredOrder(first)
    const saved = await shopper.client.reviews.save({
      order_id: order.id,
      product_id: product.productId,
      rating: 5,
      images: [png()],
    })
    const photo = saved.data.review_images?.[0]
    expect(photo?.image).toMatch(/^review-[0-9a-z]+-[0-9a-f]{16}\.png$/)
    const name = photo?.image ?? ''
    expect(await inBucket(name)).toEqual({ size: PNG.length })
    expect(onDisk()).not.toContain(name)

    const served = await fetch(`${originOf(second)}/uploads/${name}`)
    expect(served.status).toBe(200)
    expect(Object.fromEntries(served.headers)).toMatchObject({
      'content-type': 'image/png',
      'content-length': String(PNG.length),
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      'access-control-allow-origin': '*',
    })
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true)
    const head = await fetch(`${originOf(second)}/uploads/${name}`, { method: 'HEAD' })
    expect([head.status, head.headers.get('content-length')]).toEqual([200, String(PNG.length)])

    await shopper.client.reviews.save({
      order_id: order.id,
      product_id: product.productId,
      rating: 4,
      deleted_images: photo ? [{ id: photo.id, image: photo.image }] : [],
    })
    expect(await inBucket(name)).toBeNull()
    expect((await fetch(`${originOf(second)}/uploads/${name}`)).status).toBe(404)
  })

  it('removes a customer’s review photos from the bucket when they delete their account', async () => {
    const customer = await createCustomer(server.db)
    const shopper = {
      client: first.client({ token: customer.token }),
      token: 'unused',
      userId: customer.userId,
    }
    const { order, product } = await deliveredOrder(first, shopper)
    const saved = await shopper.client.reviews.save({
      order_id: order.id,
      product_id: product.productId,
      rating: 3,
      images: [png(), png('second.png')],
    })
    const names = (saved.data.review_images ?? []).map((image) => image.image)
    expect(names).toHaveLength(2)
    for (const name of names) expect(await inBucket(name)).not.toBeNull()

    await shopper.client.account.deleteAccount()
    for (const name of names) expect(await inBucket(name)).toBeNull()
  })

  it('draws a missing seed picture once across two instances: one PutObject, the same bytes from both', async () => {
    const puts: string[] = []
    const stored: string[] = []
    const stop = s3.onObjectEvent((record) => {
      if (record.eventName === 'ObjectCreated:Put') stored.push(record.s3.object.key)
    })
    // Fresh instances whose storages count their writes; neither has drawn anything yet.
    const [a, b] = await Promise.all(
      [0, 1].map(() =>
        serveForTests(server.db, server.config, {
          responseCache: false,
          storage: countingPuts(s3.storage(), puts),
        }),
      ),
    )
    const names = ['product-5.png', 'thumb-product-5.png']
    for (const name of names) expect(await inBucket(name)).toBeNull()
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, index) =>
        fetch(
          `${originOf(index % 2 ? (b as TestServer) : (a as TestServer))}/uploads/${names[index % 4 < 2 ? 0 : 1]}`,
        ),
      ),
    )
    const bodies = await Promise.all(answers.map(async (answer) => Buffer.from(await answer.arrayBuffer())))
    stop()

    expect(answers.map((answer) => answer.status)).toEqual(Array(16).fill(200))
    expect(puts.sort()).toEqual(names.sort())
    expect(stored.sort()).toEqual(names.sort())
    for (const [index, body] of bodies.entries()) {
      const name = names[index % 4 < 2 ? 0 : 1] as string
      const object = await s3.storage().get(name)
      expect(body.equals(Buffer.from(object ? await bytesOf(object) : []))).toBe(true)
    }
    expect(pngSize(bodies[0] as Buffer)).toEqual({ width: 640, height: 640 })
    expect(pngSize(bodies[2] as Buffer)).toEqual({ width: 200, height: 200 })
    // Stored with the type and caching a CDN in front of the bucket serves.
    const object = await s3.storage().get('product-5.png')
    expect(object?.type).toBe('image/png')
    await object?.body.cancel()
  })

  /**
   * Chromium's request for `name` behind the CDN: redirected (varying by Accept) to the AVIF made in the bucket,
   * stored with the type a CDN in front of the bucket serves.
   */
  const expectAvifInBucket = async (cdn: Parameters<typeof originOf>[0], name: string) => {
    const answer = await fetch(`${originOf(cdn)}/uploads/${name}`, {
      redirect: 'manual',
      headers: { Accept: 'image/avif,image/webp,*/*;q=0.8' },
    })
    expect(answer.status).toBe(302)
    expect(answer.headers.get('location')).toBe(`https://cdn.example.test/souk/${name}.avif`)
    expect(answer.headers.get('vary')).toBe('Accept')
    const object = await s3.storage().get(`${name}.avif`)
    expect(object?.type).toBe('image/avif')
    await object?.body.cancel()
  }

  /** The API on the bucket with a public asset URL (a CDN in front of the bucket). */
  const behindCdn = () =>
    serveForTests(
      server.db,
      { ...server.config, publicAssetUrl: 'https://cdn.example.test/souk' },
      { responseCache: false, storage: s3.storage() },
    )

  it('redirects to the public asset URL once the object exists, drawing a seed picture first', async () => {
    const cdn = await behindCdn()
    expect(await inBucket('category-electronics.png')).toBeNull()
    const answer = await fetch(`${originOf(cdn)}/uploads/category-electronics.png`, { redirect: 'manual' })
    expect(answer.status).toBe(302)
    expect(answer.headers.get('location')).toBe('https://cdn.example.test/souk/category-electronics.png')
    expect(answer.headers.get('cache-control')).toBe('public, max-age=86400')
    expect(await inBucket('category-electronics.png')).not.toBeNull()

    // Unknown names are 404s as before; vector pictures are still served here, under their policy.
    expect((await fetch(`${originOf(cdn)}/uploads/missing.png`, { redirect: 'manual' })).status).toBe(404)
    const logo = await fetch(`${originOf(cdn)}/uploads/logo-header.svg`, { redirect: 'manual' })
    expect(logo.status).toBe(200)
    expect(logo.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'")
  })

  it('makes a width variant in the bucket and redirects to it, the redirect varying by Accept', async () => {
    const cdn = await behindCdn()
    await expectAvifInBucket(cdn, 'w320-product-6.png')
    const bad = await fetch(`${originOf(cdn)}/uploads/w321-product-6.png`, { redirect: 'manual' })
    expect(bad.status).toBe(404)
  })

  it('copies a picture asked for by its own name into the bucket and redirects to the copy, varying by Accept', async () => {
    const cdn = await behindCdn()
    await expectAvifInBucket(cdn, 'thumb-slider-2.png')
    // A browser that takes neither format is sent to the picture itself, the redirect varying all the same.
    const png = await fetch(`${originOf(cdn)}/uploads/thumb-slider-2.png`, { redirect: 'manual' })
    expect(png.headers.get('location')).toBe('https://cdn.example.test/souk/thumb-slider-2.png')
    expect(png.headers.get('vary')).toBe('Accept')
  })

  it('keeps its keys under the prefix', async () => {
    const keys: string[] = []
    const stop = s3.onObjectEvent((record) => keys.push(record.s3.object.key))
    const prefixed = await serveForTests(server.db, server.config, {
      responseCache: false,
      storage: s3.storage('/shop-1/'),
    })
    expect((await fetch(`${originOf(prefixed)}/uploads/brand-${await aBrand()}.png`)).status).toBe(200)
    stop()
    expect(keys).toEqual([`shop-1/brand-${await aBrand()}.png`])
  })

  it('answers 503 without caching when the bucket cannot be reached, and its check says why', async () => {
    const closed = createS3Storage({
      bucket: 'souk-test',
      endpoint: 'http://127.0.0.1:9',
      region: 'us-east-1',
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    })
    await expect(closed.check()).rejects.toThrow()
    await expect(s3.storage().check()).resolves.toBeUndefined()
    const elsewhere = { endpoint: s3.endpoint, region: s3.region, credentials: { ...s3.credentials } }
    await expect(createS3Storage({ ...elsewhere, bucket: 'no-such-bucket' }).check()).rejects.toThrow()
    const down = await serveForTests(server.db, server.config, { responseCache: false, storage: closed })
    const answer = await fetch(`${originOf(down)}/uploads/product-6.png`)
    expect(answer.status).toBe(503)
    expect(answer.headers.get('cache-control')).toBe('no-store')
  })
})

/** The slug of a seeded brand. */
async function aBrand(): Promise<string> {
  return (
    (await firstRow<{ slug: string }>(server.db, sql`SELECT slug FROM brands ORDER BY id LIMIT 1`))?.slug ??
    ''
  )
}

describe('uploads on disk', () => {
  it('writes whole files through a temporary name, reads, heads and removes them', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'souk-disk-'))
    try {
      const disk = createDiskStorage(join(dir, 'uploads'))
      await disk.check()
      expect(existsSync(join(dir, 'uploads'))).toBe(true)
      expect(await disk.get('a.png')).toBeNull()
      await disk.put('a.png', PNG)
      await disk.put('a.png', PNG)
      expect(readdirSync(join(dir, 'uploads'))).toEqual(['a.png'])
      expect(await disk.head('a.png')).toEqual({ size: PNG.length })
      const object = await disk.get('a.png')
      expect(object?.size).toBe(PNG.length)
      expect(Buffer.from(object ? await bytesOf(object) : []).equals(PNG)).toBe(true)
      await disk.remove('a.png')
      await disk.remove('a.png')
      expect(await disk.head('a.png')).toBeNull()
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('refuses names that are not one safe file name', async () => {
    const disk = createDiskStorage(join(tmpdir(), 'souk-never-written'))
    for (const name of ['../package.json', '.env', 'a/b.png', '..', '']) {
      await expect(disk.get(name)).rejects.toThrow('Not a storable name')
      await expect(disk.put(name, PNG)).rejects.toThrow('Not a storable name')
    }
    expect(existsSync(join(tmpdir(), 'souk-never-written'))).toBe(false)
  })
})

describe('storage settings', () => {
  it('reads the bucket, endpoint, prefix and public asset URL, and keeps the disk by default', () => {
    const config = loadConfig({
      SOUK_S3_BUCKET: 'shop',
      SOUK_S3_ENDPOINT: 'http://127.0.0.1:4569',
      SOUK_S3_PREFIX: 'one',
      SOUK_PUBLIC_ASSET_URL: 'https://cdn.example.test/souk/',
    })
    expect(config).toMatchObject({
      s3Bucket: 'shop',
      s3Endpoint: 'http://127.0.0.1:4569',
      s3Prefix: 'one',
      publicAssetUrl: 'https://cdn.example.test/souk',
    })
    expect(createStorage(config).kind).toBe('s3')
    const plain = loadConfig({})
    expect([plain.s3Bucket, plain.publicAssetUrl]).toEqual([undefined, undefined])
    expect(createStorage(plain).kind).toBe('disk')
    expect(() => loadConfig({ SOUK_PUBLIC_ASSET_URL: 'javascript:alert(1)' })).toThrow(
      'SOUK_PUBLIC_ASSET_URL',
    )
  })
})
