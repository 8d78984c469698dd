import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { inflateSync } from 'node:zlib'
import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { rows } from '../db/openDb'
import { type TestServer, testServer } from '../test/testServer'
import { drawSeedImage, IMAGE_SIZES } from './generate'
import { crc32, encodePng, pngSize } from './png'

let server: TestServer
let origin = ''

beforeAll(async () => {
  server = await testServer()
  origin = new URL(server.baseURL).origin
})

const fetchImage = async (name: string) => {
  const response = await fetch(`${origin}/uploads/${name}`)
  const bytes = new Uint8Array(await response.arrayBuffer())
  return { response, bytes, size: pngSize(bytes) }
}

describe('PNG encoder', () => {
  it('writes a valid file: signature, chunk CRCs and pixels that inflate back', () => {
    const pixels = new Uint8Array(3 * 4 * 3).map((_, index) => (index * 37) % 256)
    const file = encodePng(4, 3, pixels)
    expect(pngSize(file)).toEqual({ width: 4, height: 3 })
    let offset = 8
    const chunks: string[] = []
    let idat = Buffer.alloc(0)
    while (offset < file.length) {
      const length = file.readUInt32BE(offset)
      const type = file.toString('ascii', offset + 4, offset + 8)
      expect(file.readUInt32BE(offset + 8 + length)).toBe(
        crc32(file.subarray(offset + 4, offset + 8 + length)),
      )
      if (type === 'IDAT') idat = Buffer.concat([idat, file.subarray(offset + 8, offset + 8 + length)])
      chunks.push(type)
      offset += 12 + length
    }
    expect(chunks).toEqual(['IHDR', 'IDAT', 'IEND'])
    // Undo the "Up" filter and compare with the input.
    const raw = inflateSync(idat)
    const decoded = new Uint8Array(pixels.length)
    for (let y = 0; y < 3; y++) {
      expect(raw[y * 13]).toBe(2)
      for (let x = 0; x < 12; x++) {
        const above = y === 0 ? 0 : (decoded[(y - 1) * 12 + x] as number)
        decoded[y * 12 + x] = ((raw[y * 13 + 1 + x] as number) + above) & 0xff
      }
    }
    expect(decoded).toEqual(pixels)
  })

  it('knows the standard CRC-32 check value', () => {
    expect(crc32(new TextEncoder().encode('123456789'))).toBe(0xcbf43926)
  })
})

describe('generated seed images', () => {
  it('serves a seeded product picture and its thumbnail as PNGs of their sizes, then from disk', async () => {
    const [product] = await rows<{ image: string }>(server.db, sql`SELECT image FROM products WHERE id = 1`)
    const name = product?.image ?? ''
    expect(name).toMatch(/^product-1-[a-z0-9-]+\.png$/)
    const full = await fetchImage(name)
    expect(full.response.status).toBe(200)
    expect(full.response.headers.get('content-type')).toBe('image/png')
    expect(full.size).toEqual({ width: IMAGE_SIZES.product[0], height: IMAGE_SIZES.product[0] })
    expect(existsSync(join(server.config.dataDir, 'uploads', name))).toBe(true)
    const thumb = await fetchImage(`thumb-${name}`)
    expect(thumb.response.status).toBe(200)
    expect(thumb.response.headers.get('content-type')).toBe('image/png')
    expect(thumb.size).toEqual({ width: IMAGE_SIZES.product[1], height: IMAGE_SIZES.product[1] })
    // Deterministic: the same name draws the same bytes (the second read comes from disk).
    expect((await fetchImage(name)).bytes).toEqual(full.bytes)
  })

  it('draws different products differently and gallery pictures too', async () => {
    const products = await rows<{ image: string }>(
      server.db,
      sql`SELECT image FROM products WHERE id IN (2, 3)`,
    )
    const [gallery] = await rows<{ image: string }>(server.db, sql`SELECT image FROM product_images LIMIT 1`)
    const one = await fetchImage(products[0]?.image ?? '')
    const two = await fetchImage(products[1]?.image ?? '')
    expect(one.bytes).not.toEqual(two.bytes)
    const picture = await fetchImage(gallery?.image ?? '')
    expect(picture.response.status).toBe(200)
    expect(picture.size?.width).toBe(IMAGE_SIZES.product[0])
  })

  it('draws each colour of a product in that colour, and no colour the product is not sold in', async () => {
    const gallery = await rows<{ product_id: number; image: string }>(
      server.db,
      sql`SELECT product_id, image FROM product_images WHERE image LIKE '%-green-av%' ORDER BY id LIMIT 1`,
    )
    const green = gallery[0]
    expect(green).toBeDefined()
    const picture = await fetchImage(green?.image ?? '')
    expect(picture.response.status).toBe(200)
    // A red version of the same picture was never seeded: nothing is drawn for it.
    const red = (green?.image ?? '').replace(/-green-av\d+/, '-red-av999')
    expect((await fetch(`${origin}/uploads/${red}`)).status).toBe(404)
    expect(existsSync(join(server.config.dataDir, 'uploads', red))).toBe(false)
  })

  it('serves categories, brands, stores, banners, sliders, the placeholder and the vector logos', async () => {
    const [category] = await rows<{ image: string }>(server.db, sql`SELECT image FROM categories LIMIT 1`)
    const [brand] = await rows<{ image: string }>(server.db, sql`SELECT image FROM brands LIMIT 1`)
    const [store] = await rows<{ image: string }>(server.db, sql`SELECT image FROM stores LIMIT 1`)
    const [banner] = await rows<{ image: string }>(
      server.db,
      sql`SELECT image FROM banners WHERE type = 1 LIMIT 1`,
    )
    const [slider] = await rows<{ image: string }>(
      server.db,
      sql`SELECT image FROM home_sliders WHERE type = 1 LIMIT 1`,
    )
    expect((await fetchImage(category?.image ?? '')).size).toEqual({ width: 320, height: 320 })
    expect((await fetchImage(brand?.image ?? '')).size).toEqual({ width: 320, height: 160 })
    expect((await fetchImage(store?.image ?? '')).size).toEqual({ width: 320, height: 320 })
    expect((await fetchImage(banner?.image ?? '')).size).toEqual({ width: 1000, height: 400 })
    expect((await fetchImage(`thumb-${banner?.image}`)).size).toEqual({ width: 500, height: 200 })
    expect((await fetchImage(slider?.image ?? '')).size).toEqual({ width: 1600, height: 800 })
    expect((await fetchImage('placeholder.png')).size).toEqual({ width: 640, height: 640 })
    const logo = await fetchImage('logo-header.svg')
    expect(logo.response.headers.get('content-type')).toBe('image/svg+xml')
    expect(logo.response.headers.get('content-security-policy')).toContain("default-src 'none'")
    expect(new TextDecoder().decode(logo.bytes)).toMatch(/^<svg /)
    expect((await fetchImage('feature-1.svg')).response.status).toBe(200)
  })

  it('serves a PNG for the .jpg names of databases seeded before the images existed', async () => {
    const [before] = await rows<{ image: string }>(server.db, sql`SELECT image FROM products WHERE id = 5`)
    await server.db.execute(sql`UPDATE products SET image = 'product-5.jpg' WHERE id = 5`)
    try {
      const old = await fetchImage('thumb-product-5.jpg')
      expect(old.response.status).toBe(200)
      expect(old.response.headers.get('content-type')).toBe('image/png')
      expect(old.size).toEqual({ width: IMAGE_SIZES.product[1], height: IMAGE_SIZES.product[1] })
    } finally {
      await server.db.execute(sql`UPDATE products SET image = ${before?.image ?? ''} WHERE id = 5`)
    }
  })

  it('draws each promotion at the aspect of the slot it is shown in: slides and tiles 2:1, banner rows 5:2, the top strip 16:1, the popup 3:2', async () => {
    const imageOf = async (table: 'banners' | 'home_sliders', type: number) =>
      (
        await rows<{ image: string }>(
          server.db,
          sql`SELECT image FROM ${sql.identifier(table)} WHERE type = ${type} ORDER BY id LIMIT 1`,
        )
      )[0]?.image ?? ''
    const sizeOf = async (name: string) => (await fetchImage(name)).size
    expect(await sizeOf(await imageOf('home_sliders', 2))).toEqual({ width: 800, height: 400 })
    expect(await sizeOf(`thumb-${await imageOf('home_sliders', 1)}`)).toEqual({ width: 800, height: 400 })
    expect(await sizeOf(await imageOf('banners', 7))).toEqual({ width: 1000, height: 400 })
    expect(await sizeOf(await imageOf('banners', 8))).toEqual({ width: 1920, height: 120 })
    expect(await sizeOf(`thumb-${await imageOf('banners', 8)}`)).toEqual({ width: 960, height: 60 })
    expect(await sizeOf(await imageOf('banners', 9))).toEqual({ width: 960, height: 640 })
  })

  it('draws nothing for names the database does not know', async () => {
    for (const name of [
      'product-999999.png',
      'brand-nobody.png',
      'category-none.png',
      'banner-99.png',
      'other.png',
    ]) {
      expect((await fetch(`${origin}/uploads/${name}`)).status).toBe(404)
      expect(existsSync(join(server.config.dataDir, 'uploads', name))).toBe(false)
    }
  })

  it('draws a seed picture without blocking the event loop: a timer set meanwhile fires before the picture is ready', async () => {
    const order: string[] = []
    // The placeholder needs no database lookup: all its time is drawing and encoding.
    const drawn = drawSeedImage(server.db, 'placeholder.png').then((image) => {
      order.push('picture')
      return image
    })
    const timer = new Promise<void>((resolve) =>
      setTimeout(() => {
        order.push('timer')
        resolve()
      }, 0),
    )
    const image = await drawn
    await timer
    expect(order).toEqual(['timer', 'picture'])
    expect(pngSize(image?.bytes ?? new Uint8Array())).toEqual({
      width: IMAGE_SIZES.product[0],
      height: IMAGE_SIZES.product[0],
    })
  })
})
