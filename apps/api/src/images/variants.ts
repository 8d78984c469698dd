/**
 * Width variants of pictures: `w{width}-{name}` is the PNG or JPEG picture `name` scaled to `width` px (one of
 * core's `IMAGE_WIDTHS`, announced as `common.img_widths`) in the best format the browser accepts: AVIF, else WebP,
 * else the picture's own format. Each variant is encoded (with sharp) on its first request and kept in the uploads
 * storage next to the picture, as `w{width}-{name}.avif`, `w{width}-{name}.webp` and `w{width}-{name}`; later
 * requests read it. Lazily, not when the picture is written: most of the 100k products of a large seed are never
 * shown, product pictures themselves are drawn on first request, and review photos are shown at a few widths only.
 * A picture asked for by its own name (a slider, a banner: clients show them at widths of their own) is answered
 * the same way at its own size: `{name}.avif`, `{name}.webp`, or the picture itself (`ownSizeCopy`).
 */
import { IMAGE_WIDTHS, isSizedPicture } from '@souk/core'
import sharp from 'sharp'
import { bytesOf, type ObjectStorage } from '../storage'
import { IMMUTABLE, imageKind } from '../storage/contentType'
import { isStorableName } from '../storage/storage'
import type { ImageGenerator } from './generate'

/** A variant's format: AVIF, WebP, or the picture's own (`source`: PNG or JPEG). */
export type VariantFormat = 'avif' | 'webp' | 'source'

/**
 * A variant request: its width (null: the picture's own size, see `ownSizeCopy`), the picture's name, and the
 * format asked for (null: chosen by `Accept`).
 */
export interface VariantName {
  width: number | null
  source: string
  format: VariantFormat | null
}

const VARIANT = /^w(\d{1,5})-(.+\.(?:png|jpe?g))(?:\.(avif|webp))?$/i

/**
 * Reads a variant's name: `w{width}-{name}` (format by `Accept`) or `w{width}-{name}.avif|.webp`; null for any
 * other name. The width is not checked here (`isVariantWidth`).
 */
export function parseVariant(name: string): VariantName | null {
  const match = VARIANT.exec(name)
  if (!match) return null
  const [, width, source, format] = match as unknown as [string, string, string, string | undefined]
  return {
    width: Number(width),
    source,
    format: format ? (format.toLowerCase() as VariantFormat) : null,
  }
}

/**
 * A PNG or JPEG picture asked for by its own name (`slider-1.png`, `thumb-banner-2.png`: the home's sliders and
 * banners, logos, pictures a client shows without a width): the request for its copy at its own size in the format
 * `Accept` chooses (`{name}.avif`, `{name}.webp`, or the picture itself). Null for any other name.
 */
export function ownSizeCopy(name: string): VariantName | null {
  return isSizedPicture(name) && !parseVariant(name) ? { width: null, source: name, format: null } : null
}

/** Whether a width is one the API serves (core's `IMAGE_WIDTHS`), or the picture's own size. */
export const isVariantWidth = (width: number | null) => width === null || IMAGE_WIDTHS.includes(width)

/** The storage name of a variant (also its explicit URL name); at the picture's own size, `{name}.{format}`. */
export const variantKey = (width: number | null, source: string, format: VariantFormat) =>
  `${width === null ? '' : `w${width}-`}${source}${format === 'source' ? '' : `.${format}`}`

/** Every storage name a picture's variants may have (to delete them with it): widths, and its own size's copies. */
export const variantKeys = (source: string): string[] => [
  ...IMAGE_WIDTHS.flatMap((width) =>
    (['avif', 'webp', 'source'] as const).map((format) => variantKey(width, source, format)),
  ),
  variantKey(null, source, 'avif'),
  variantKey(null, source, 'webp'),
]

/**
 * The format to send for an `Accept` header: AVIF when accepted, else WebP, else the picture's own. A type
 * with `q=0` is refused; wildcards (`image/*`, `*\/*`) never choose AVIF or WebP (old browsers send them).
 */
export function formatFor(accept: string | undefined): VariantFormat {
  const accepted = new Set<string>()
  for (const part of (accept ?? '').split(',')) {
    const [type = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase())
    const q = params.find((param) => param.startsWith('q='))
    if (q && !(Number(q.slice(2)) > 0)) continue
    accepted.add(type)
  }
  if (accepted.has('image/avif')) return 'avif'
  if (accepted.has('image/webp')) return 'webp'
  return 'source'
}

/** Pictures larger than this many pixels are not scaled (no upload or drawn picture comes near). */
const MAX_INPUT_PIXELS = 40_000_000

/**
 * The largest picture copied at its own size (the seed's largest is 1920 × 800): a larger one (a phone's photo
 * in a review: 12 MP) would take seconds and hundreds of MB to encode, and is served as it is.
 */
const OWN_SIZE_MAX = { side: 2048, pixels: 4_000_000 }

/** Whether a picture is small enough to be copied at its own size (its header read, nothing decoded). */
export async function fitsOwnSizeCopy(bytes: Uint8Array): Promise<boolean> {
  const { width = 0, height = 0 } = await sharp(bytes).metadata()
  return (
    width > 0 &&
    height > 0 &&
    width <= OWN_SIZE_MAX.side &&
    height <= OWN_SIZE_MAX.side &&
    width * height <= OWN_SIZE_MAX.pixels
  )
}

/**
 * Encodes a PNG or JPEG picture at `width` px wide (never wider than it is; null: its own width) in `format`. AVIF at effort 2 (of 9):
 * within a few per cent of the default's size at a fifth of its time (measured: 640 px product picture,
 * 2.3 KB in 0.3-0.9 s against 2.0 KB in 2.6 s).
 */
export async function encodeVariant(
  bytes: Uint8Array,
  width: number | null,
  format: VariantFormat,
): Promise<{ bytes: Uint8Array; type: string }> {
  const kind = imageKind(bytes)
  if (!kind) throw new Error('Not a PNG or JPEG picture')
  const picture = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
  const scaled = width === null ? picture : picture.resize({ width, withoutEnlargement: true })
  if (format === 'avif') return { bytes: await scaled.avif({ effort: 2 }).toBuffer(), type: 'image/avif' }
  if (format === 'webp') return { bytes: await scaled.webp({ effort: 4 }).toBuffer(), type: 'image/webp' }
  if (kind === 'jpg') return { bytes: await scaled.jpeg({ mozjpeg: true }).toBuffer(), type: 'image/jpeg' }
  return { bytes: await scaled.png({ compressionLevel: 9 }).toBuffer(), type: 'image/png' }
}

/** Makes a variant (reads or draws its picture, encodes it, stores it) and returns it, or null if there is no picture. */
export type VariantMaker = (
  width: number | null,
  source: string,
  format: VariantFormat,
) => Promise<{ bytes: Uint8Array; type: string } | null>

/** How many variants one API instance encodes at once (the others wait: encoding takes the CPU's cores). */
const ENCODERS = 2

/** How many variants that could not be made one API instance remembers (not tried again: see below). */
const UNMADE_REMEMBERED = 1_000

/**
 * The variant maker of one API instance: requests for one variant share the work; at most `ENCODERS` encodings
 * run at once. Several instances may each encode a variant once; they store the same bytes (writes are whole).
 * A picture that cannot be decoded gives null (logged), never an error answer; so does one too large to copy at
 * its own size (`fitsOwnSizeCopy`). Either is remembered (the last `UNMADE_REMEMBERED`), so asking again costs
 * no second decoding.
 */
export function createVariantMaker(
  storage: ObjectStorage,
  generate: ImageGenerator | undefined,
  logError?: (error: unknown, where: string) => void,
): VariantMaker {
  const pending = new Map<string, ReturnType<VariantMaker>>()
  let running = 0
  const waiting: (() => void)[] = []
  const slot = async () => {
    if (running >= ENCODERS) await new Promise<void>((resolve) => waiting.push(resolve))
    running++
  }
  const release = () => {
    running--
    waiting.shift()?.()
  }

  const unmade = new Set<string>()
  const remember = (key: string) => {
    unmade.add(key)
    for (const oldest of unmade) {
      if (unmade.size <= UNMADE_REMEMBERED) break
      unmade.delete(oldest)
    }
    return null
  }

  const make: VariantMaker = async (width, source, format) => {
    const key = variantKey(width, source, format)
    if (!isStorableName(source)) return null
    const stored = await storage.get(source)
    const picture = stored ? await bytesOf(stored) : ((await generate?.(source))?.bytes ?? null)
    if (!picture || !imageKind(picture)) return null
    await slot()
    let variant: Awaited<ReturnType<typeof encodeVariant>>
    try {
      if (width === null && !(await fitsOwnSizeCopy(picture))) return remember(key)
      variant = await encodeVariant(picture, width, format)
    } catch (error) {
      logError?.(error, `variant ${key}`)
      return remember(key)
    } finally {
      release()
    }
    await storage.put(key, variant.bytes, {
      type: variant.type,
      cacheControl: IMMUTABLE,
    })
    return variant
  }

  return (width, source, format) => {
    const key = variantKey(width, source, format)
    if (unmade.has(key)) return Promise.resolve(null)
    let job = pending.get(key)
    if (!job) {
      job = make(width, source, format).finally(() => pending.delete(key))
      pending.set(key, job)
    }
    return job
  }
}
