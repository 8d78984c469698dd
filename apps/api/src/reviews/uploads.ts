/** Uploaded images: checked by content, kept in the uploads storage under generated names, served back. */
import { randomBytes } from 'node:crypto'
import type { Context, Hono } from 'hono'
import type { ApiConfig } from '../config'
import type { AppEnv } from '../http/context'
import type { ImageGenerator } from '../images/generate'
import {
  createVariantMaker,
  formatFor,
  isVariantWidth,
  ownSizeCopy,
  parseVariant,
  type VariantName,
  variantKey,
  variantKeys,
} from '../images/variants'
import { isStorableName, type ObjectStorage, type StoredObject } from '../storage'
import { contentTypeOf, IMMUTABLE, typeOfName } from '../storage/contentType'
import { peek } from '../storage/storage'

export { uploadsDir } from '../storage'
export { imageKind } from '../storage/contentType'

/** Names the API generates: `<prefix>-<time>-<random>.<ext>`. Only such files are ever deleted. */
const GENERATED = /^[a-z]+-[0-9a-z]+-[0-9a-f]{16}\.(?:jpg|png)$/

/** Writes an upload under a new name and returns the name. */
export async function saveUpload(
  storage: ObjectStorage,
  prefix: string,
  bytes: Uint8Array,
  ext: 'jpg' | 'png',
): Promise<string> {
  const name = `${prefix}-${Date.now().toString(36)}-${randomBytes(8).toString('hex')}.${ext}`
  await storage.put(name, bytes, { type: contentTypeOf(name, bytes), cacheControl: IMMUTABLE })
  return name
}

/**
 * Deletes uploads by name, with their width variants and own-size copies (only names the API generated; missing
 * ones are fine, failures are not thrown).
 */
export async function removeUploads(storage: ObjectStorage, names: readonly string[]): Promise<void> {
  await Promise.all(
    names
      .filter((name) => GENERATED.test(name))
      .flatMap((name) => [name, ...variantKeys(name)])
      .map((name) => storage.remove(name).catch(() => undefined)),
  )
}

/** The headers every served upload carries. */
function uploadHeaders(type: string): Record<string, string> {
  return {
    'Cache-Control': IMMUTABLE,
    'X-Content-Type-Options': 'nosniff',
    'Access-Control-Allow-Origin': '*',
    // SVG is a document: never let one run anything, even opened on its own.
    ...(type === 'image/svg+xml'
      ? { 'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'" }
      : {}),
  }
}

/** A stored object's answer: typed by its first bytes, streamed (HEAD reads nothing). */
async function serveStored(
  c: Context<AppEnv>,
  name: string,
  object: StoredObject,
  extra: Record<string, string> = {},
): Promise<Response> {
  // The first 8 bytes tell JPEG from PNG; the stream still yields them. A HEAD request reads just those.
  const { head, body } = await peek(object.body, 8)
  const type = contentTypeOf(name, head)
  const headers = {
    ...uploadHeaders(type),
    ...extra,
    'Content-Type': type,
    'Content-Length': String(object.size),
  }
  if (c.req.method !== 'HEAD') return c.body(body, 200, headers)
  await body.cancel().catch(() => undefined)
  return c.body(null, 200, headers)
}

/** What serving uploads needs. */
export interface UploadsOptions {
  storage: ObjectStorage
  config: Pick<ApiConfig, 'publicAssetUrl'>
  /** Draws a missing seed picture (absent: a missing upload is a 404). */
  generate?: ImageGenerator
  logError?: (error: unknown, where: string) => void
}

/**
 * Serves `/uploads/{name}` (the `img_src_url` of `common`): immutable names, so a year of caching. A missing
 * upload the seed refers to (product, category, brand, store, banner, slider pictures and their `thumb-`
 * thumbnails, logos, icons) is drawn on first request and stored (`src/images`). A PNG or JPEG comes as AVIF or
 * WebP to a browser that takes them (`Vary: Accept`), at a width of `common.img_widths` (`w{width}-{name}`) or at
 * its own size (`{name}`).
 *
 * With a public asset URL (a CDN in front of the bucket), an upload that exists (drawn first if need be) is
 * answered with `302 Found` to `<url>/<name>`, cached for a day (`public, max-age=86400`): the redirect, not the
 * bytes, so a changed asset URL is followed within a day. SVG pictures are still served here, with their policy.
 */
export function registerUploads(app: Hono<AppEnv>, options: UploadsOptions) {
  const { storage, config, generate } = options
  const makeVariant = createVariantMaker(storage, generate, options.logError)

  /**
   * A width variant (`variants.ts`): `w{width}-{name}` in the format `Accept` asks for (answered with `Vary:
   * Accept`), or `w{width}-{name}.avif|.webp` as named. Read from storage, else made and stored; a width the
   * API does not serve, or a picture that does not exist, is a 404. At the picture's own size (`ownSizeCopy`),
   * null when the picture itself is the answer (the browser takes neither format, it cannot be encoded, or it is
   * too large to copy).
   */
  const serveVariant = async (c: Context<AppEnv>, variant: VariantName): Promise<Response | null> => {
    if (!isVariantWidth(variant.width)) return c.notFound()
    const negotiated = variant.format === null
    const format = variant.format ?? formatFor(c.req.header('Accept'))
    const key = variantKey(variant.width, variant.source, format)
    const vary: Record<string, string> = negotiated ? { Vary: 'Accept' } : {}
    // At its own size in the picture's own format: the picture itself (the caller serves it).
    if (key === variant.source) return null
    // A name so long that its variant's name could not be stored: no variant (never a storage error).
    if (!isStorableName(key)) return variant.width === null ? null : c.notFound()
    if (config.publicAssetUrl) {
      const exists = (await storage.head(key)) ?? (await makeVariant(variant.width, variant.source, format))
      if (!exists) return variant.width === null ? null : c.notFound()
      return c.body(null, 302, {
        Location: `${config.publicAssetUrl}/${encodeURIComponent(key)}`,
        'Cache-Control': 'public, max-age=86400',
        'Access-Control-Allow-Origin': '*',
        ...vary,
      })
    }
    const stored = await storage.get(key)
    if (stored) return serveStored(c, key, stored, vary)
    const made = await makeVariant(variant.width, variant.source, format)
    // A picture that cannot be encoded is still served as it is at its own size.
    if (!made) return variant.width === null ? null : c.notFound()
    return c.body(new Uint8Array(made.bytes), 200, {
      ...uploadHeaders(made.type),
      ...vary,
      'Content-Type': made.type,
      'Content-Length': String(made.bytes.length),
    })
  }

  app.get('/uploads/:name', async (c) => {
    const name = c.req.param('name')
    const type = typeOfName(name)
    if (!isStorableName(name) || !type) return c.notFound()
    try {
      const variant = parseVariant(name)
      if (variant) return (await serveVariant(c, variant)) ?? c.notFound()
      // A PNG or JPEG by its own name: AVIF or WebP of it when the browser takes them, else the picture itself;
      // either way the answer varies by `Accept`.
      const copy = ownSizeCopy(name)
      if (copy) {
        const served = await serveVariant(c, copy)
        if (served) return served
      }
      const vary: Record<string, string> = copy ? { Vary: 'Accept' } : {}
      if (config.publicAssetUrl && type !== 'image/svg+xml') {
        const exists = (await storage.head(name)) ?? (generate && (await generate(name)))
        if (!exists) return c.notFound()
        return c.body(null, 302, {
          Location: `${config.publicAssetUrl}/${encodeURIComponent(name)}`,
          'Cache-Control': 'public, max-age=86400',
          'Access-Control-Allow-Origin': '*',
          ...vary,
        })
      }
      const stored = await storage.get(name)
      if (stored) return serveStored(c, name, stored, vary)
      const drawn = generate ? await generate(name) : null
      if (!drawn) return c.notFound()
      const served = contentTypeOf(name, drawn.bytes)
      return c.body(new Uint8Array(drawn.bytes), 200, {
        ...uploadHeaders(served),
        ...vary,
        'Content-Type': served,
        'Content-Length': String(drawn.bytes.length),
      })
    } catch (error) {
      // The storage did not answer: say so briefly, and let no cache keep it.
      options.logError?.(error, `GET /uploads/${name}`)
      return c.body('Storage unavailable', 503, { 'Cache-Control': 'no-store', 'Retry-After': '5' })
    }
  })
}
