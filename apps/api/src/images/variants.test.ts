import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { IMAGE_WIDTHS } from '@souk/core'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { removeUploads } from '../reviews/uploads'
import { createDiskStorage } from '../storage'
import { type TestServer, testServer } from '../test/testServer'
import { formatFor, parseVariant, variantKeys } from './variants'

let server: TestServer
let origin = ''

beforeAll(async () => {
  server = await testServer()
  origin = new URL(server.baseURL).origin
})

/** Chromium's `Accept` for images, Safari 16's (no AVIF) and an old browser's. */
const CHROMIUM = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8'
const NO_AVIF = 'image/webp,image/png,image/svg+xml,image/*;q=0.8,*/*;q=0.5'
const OLD = 'image/png,image/*;q=0.8,*/*;q=0.5'

const get = async (name: string, accept?: string) => {
  const response = await fetch(`${origin}/uploads/${name}`, { headers: accept ? { Accept: accept } : {} })
  const bytes = Buffer.from(await response.arrayBuffer())
  return { response, bytes }
}
const uploads = () => join(server.config.dataDir, 'uploads')
const widthOf = async (bytes: Buffer) => (await sharp(bytes).metadata()).width
/** An AVIF answer to an `Accept` that took it: kept a year, varying by `Accept`. */
const expectNegotiatedAvif = (response: Response, bytes: Buffer) => {
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toBe('image/avif')
  expect(response.headers.get('vary')).toBe('Accept')
  expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
  expect(bytes.subarray(4, 12).toString('ascii')).toBe('ftypavif')
}

describe('width variants of pictures (w{width}-{name})', () => {
  it('answers Chromium with an AVIF of the asked width, says it varies by Accept, and keeps it in storage', async () => {
    const { response, bytes } = await get('w320-product-7.png', CHROMIUM)
    expectNegotiatedAvif(response, bytes)
    expect(await widthOf(bytes)).toBe(320)
    expect(existsSync(join(uploads(), 'w320-product-7.png.avif'))).toBe(true)
    // The second answer is the stored file, the same bytes with the same headers.
    const again = await get('w320-product-7.png', CHROMIUM)
    expect(again.response.headers.get('content-type')).toBe('image/avif')
    expect(again.response.headers.get('vary')).toBe('Accept')
    expect(again.bytes).toEqual(bytes)
  })

  it('answers a browser without AVIF with WebP, and an old browser with the PNG, each scaled', async () => {
    const webp = await get('w160-product-7.png', NO_AVIF)
    expect(webp.response.headers.get('content-type')).toBe('image/webp')
    expect(webp.bytes.subarray(8, 12).toString('ascii')).toBe('WEBP')
    expect(await widthOf(webp.bytes)).toBe(160)
    const png = await get('w160-product-7.png', OLD)
    expect(png.response.headers.get('content-type')).toBe('image/png')
    expect(png.response.headers.get('vary')).toBe('Accept')
    expect(await widthOf(png.bytes)).toBe(160)
    expect((await get('w160-product-7.png')).response.headers.get('content-type')).toBe('image/png')
  })

  it('serves a variant named with its format as that format, with no Vary (what a CDN is sent to)', async () => {
    const { response, bytes } = await get('w640-product-8.png.webp', OLD)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/webp')
    expect(response.headers.get('vary')).toBeNull()
    expect(await widthOf(bytes)).toBe(640)
  })

  it('never enlarges: a 320 px brand picture stays 320 px in its 640 variant', async () => {
    const { response, bytes } = await get('w640-brand-nordia.png', CHROMIUM)
    expect(response.status).toBe(200)
    expect(await widthOf(bytes)).toBe(320)
  })

  it('answers 404, not an error, for a width the API does not serve', async () => {
    for (const name of [
      'w333-product-7.png',
      'w0-product-7.png',
      'w99999-product-7.png',
      'w1600-product-7.png',
    ]) {
      const { response } = await get(name, CHROMIUM)
      expect(response.status, name).toBe(404)
      expect(existsSync(join(uploads(), `${name}.avif`))).toBe(false)
    }
  })

  it('answers 404 for a picture that does not exist, an SVG, or a stored file that is no picture', async () => {
    expect((await get('w320-product-99999999.png', CHROMIUM)).response.status).toBe(404)
    expect((await get('w320-logo-header.svg', CHROMIUM)).response.status).toBe(404)
    const storage = createDiskStorage(uploads())
    await storage.put('junk-upload.png', new TextEncoder().encode('not a picture at all'))
    // A PNG signature and nothing after it: the encoder fails to read it.
    await storage.put(
      'broken-upload.png',
      Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0),
    )
    expect((await get('w320-junk-upload.png', CHROMIUM)).response.status).toBe(404)
    expect((await get('w320-broken-upload.png', CHROMIUM)).response.status).toBe(404)
    expect((await get('w320-broken-upload.png.webp')).response.status).toBe(404)
  })

  it('announces its widths in common, so clients offer them in a srcset', async () => {
    const common = await server.json<{ img_widths: number[] }>('common')
    expect(common.data.img_widths).toEqual(IMAGE_WIDTHS)
  })

  it("deletes a review photo's variants with the photo (an account's deletion leaves none behind)", async () => {
    const name = 'review-m1abc-0123456789abcdef.jpg'
    const storage = createDiskStorage(uploads())
    const jpeg = await sharp({
      create: { width: 400, height: 300, channels: 3, background: { r: 200, g: 80, b: 40 } },
    })
      .jpeg()
      .toBuffer()
    await storage.put(name, jpeg)
    const avif = await get(`w320-${name}`, CHROMIUM)
    expect(avif.response.headers.get('content-type')).toBe('image/avif')
    const fallback = await get(`w160-${name}`, OLD)
    expect(fallback.response.headers.get('content-type')).toBe('image/jpeg')
    expect(existsSync(join(uploads(), `w320-${name}.avif`))).toBe(true)
    await removeUploads(storage, [name])
    for (const key of [name, `w320-${name}.avif`, `w160-${name}`]) {
      expect(existsSync(join(uploads(), key)), key).toBe(false)
    }
  })
})

describe('pictures asked for by their own name (sliders, banners, logos)', () => {
  it('answers Chromium with an AVIF of the same size, says it varies by Accept, and keeps it in storage', async () => {
    const png = await get('thumb-slider-1.png', OLD)
    expect(png.response.headers.get('content-type')).toBe('image/png')
    expect(png.response.headers.get('vary')).toBe('Accept')
    const { response, bytes } = await get('thumb-slider-1.png', CHROMIUM)
    expectNegotiatedAvif(response, bytes)
    expect(await widthOf(bytes)).toBe(await widthOf(png.bytes))
    expect(bytes.length).toBeLessThan(png.bytes.length / 3)
    expect(existsSync(join(uploads(), 'thumb-slider-1.png.avif'))).toBe(true)
    const again = await get('thumb-slider-1.png', CHROMIUM)
    expect(again.bytes).toEqual(bytes)
  })

  it('answers a browser without AVIF with WebP, and an SVG as it is, with no Vary', async () => {
    const webp = await get('slider-2.png', NO_AVIF)
    expect(webp.response.headers.get('content-type')).toBe('image/webp')
    expect(webp.bytes.subarray(8, 12).toString('ascii')).toBe('WEBP')
    const svg = await get('logo-header.svg', CHROMIUM)
    expect(svg.response.headers.get('content-type')).toBe('image/svg+xml')
    expect(svg.response.headers.get('vary')).toBeNull()
  })

  it('serves a stored file that is no picture as it is, and 404 for a picture that does not exist', async () => {
    const storage = createDiskStorage(uploads())
    await storage.put('junk-own-size.png', new TextEncoder().encode('not a picture at all'))
    const junk = await get('junk-own-size.png', CHROMIUM)
    expect(junk.response.status).toBe(200)
    expect(junk.bytes.toString()).toBe('not a picture at all')
    expect(existsSync(join(uploads(), 'junk-own-size.png.avif'))).toBe(false)
    expect((await get('nothing-here-at-all.png', CHROMIUM)).response.status).toBe(404)
  })

  it('serves a picture too large to copy (a phone’s photo) and one whose copy’s name is too long as they are', async () => {
    const storage = createDiskStorage(uploads())
    const jpeg = (width: number, height: number) =>
      sharp({ create: { width, height, channels: 3, background: { r: 30, g: 140, b: 60 } } })
        .jpeg()
        .toBuffer()
    await storage.put('large-own-size.jpg', await jpeg(2100, 1000))
    const large = await get('large-own-size.jpg', CHROMIUM)
    expect(large.response.status).toBe(200)
    expect(large.response.headers.get('content-type')).toBe('image/jpeg')
    expect(large.response.headers.get('vary')).toBe('Accept')
    expect(await widthOf(large.bytes)).toBe(2100)
    expect(existsSync(join(uploads(), 'large-own-size.jpg.avif'))).toBe(false)
    // Asked again: the same answer (remembered, not decoded again).
    expect((await get('large-own-size.jpg', CHROMIUM)).response.headers.get('content-type')).toBe(
      'image/jpeg',
    )
    // 197 characters: stored, but `{name}.avif` would be over the 201 a stored name may have.
    const long = `${'a'.repeat(193)}.jpg`
    await storage.put(long, await jpeg(40, 30))
    const answer = await get(long, CHROMIUM)
    expect(answer.response.status).toBe(200)
    expect(answer.response.headers.get('content-type')).toBe('image/jpeg')
  })

  it("deletes an upload's own-size copies with it", async () => {
    const name = 'review-m1abd-0123456789abcdef.jpg'
    const storage = createDiskStorage(uploads())
    await storage.put(
      name,
      await sharp({ create: { width: 200, height: 100, channels: 3, background: { r: 9, g: 90, b: 200 } } })
        .jpeg()
        .toBuffer(),
    )
    expect((await get(name, CHROMIUM)).response.headers.get('content-type')).toBe('image/avif')
    expect((await get(name, NO_AVIF)).response.headers.get('content-type')).toBe('image/webp')
    await removeUploads(storage, [name])
    for (const key of [name, `${name}.avif`, `${name}.webp`]) {
      expect(existsSync(join(uploads(), key)), key).toBe(false)
    }
  })
})

describe('variant names and formats', () => {
  it('reads a variant name: width, picture, and the format if named', () => {
    expect(parseVariant('w320-product-1.png')).toEqual({ width: 320, source: 'product-1.png', format: null })
    expect(parseVariant('w160-a.jpg.avif')).toEqual({ width: 160, source: 'a.jpg', format: 'avif' })
    expect(parseVariant('product-1.png')).toBeNull()
    expect(parseVariant('w320-icon.svg')).toBeNull()
    expect(parseVariant('thumb-product-1.png')).toBeNull()
  })

  it('lists every stored name of a picture’s variants', () => {
    expect(variantKeys('a.png')).toHaveLength(IMAGE_WIDTHS.length * 3 + 2)
    expect(variantKeys('a.png')).toContain('w320-a.png.webp')
    expect(variantKeys('a.png')).toContain('a.png.avif')
  })

  it.each([
    { accept: CHROMIUM, format: 'avif' },
    { accept: NO_AVIF, format: 'webp' },
    { accept: OLD, format: 'source' },
    { accept: undefined, format: 'source' },
    { accept: '*/*', format: 'source' },
    { accept: 'image/avif;q=0, image/webp', format: 'webp' },
    { accept: 'IMAGE/AVIF', format: 'avif' },
  ])('chooses $format for Accept: $accept', ({ accept, format }) => {
    expect(formatFor(accept)).toBe(format)
  })
})
