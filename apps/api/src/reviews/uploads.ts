/** Uploaded images: checked by content, stored under `SOUK_DATA_DIR/uploads` with generated names, served back. */
import { randomBytes } from 'node:crypto'
import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Hono } from 'hono'
import type { ApiConfig } from '../config'
import type { Db } from '../db/openDb'
import type { AppEnv } from '../http/context'
import { generateUpload } from '../images/generate'

/** The folder of uploads. */
export const uploadsDir = (config: Pick<ApiConfig, 'dataDir'>) => join(config.dataDir, 'uploads')

/** The image type a file's first bytes announce (JPEG or PNG), or null for anything else. */
export function imageKind(bytes: Uint8Array): 'jpg' | 'png' | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg'
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
  if (bytes.length >= png.length && png.every((byte, index) => bytes[index] === byte)) return 'png'
  return null
}

/** Names the API generates: `<prefix>-<time>-<random>.<ext>`. Only such files are ever deleted. */
const GENERATED = /^[a-z]+-[0-9a-z]+-[0-9a-f]{16}\.(?:jpg|png)$/

/** Writes an upload under a new name and returns the name. */
export async function saveUpload(
  config: Pick<ApiConfig, 'dataDir'>,
  prefix: string,
  bytes: Uint8Array,
  ext: 'jpg' | 'png',
): Promise<string> {
  const dir = uploadsDir(config)
  await mkdir(dir, { recursive: true })
  const name = `${prefix}-${Date.now().toString(36)}-${randomBytes(8).toString('hex')}.${ext}`
  await writeFile(join(dir, name), bytes, { flag: 'wx' })
  return name
}

/** Deletes uploads by name (only names the API generated; missing files are fine). */
export async function removeUploads(
  config: Pick<ApiConfig, 'dataDir'>,
  names: readonly string[],
): Promise<void> {
  await Promise.all(
    names
      .filter((name) => GENERATED.test(name))
      .map((name) => unlink(join(uploadsDir(config), name)).catch(() => undefined)),
  )
}

const TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  svg: 'image/svg+xml',
  gif: 'image/gif',
  webp: 'image/webp',
}
const SAFE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,200}$/

/**
 * Serves `/uploads/{name}` (the `img_src_url` of `common`): immutable names, so a year of caching. A missing
 * file the seed refers to (product, category, brand, store, banner, slider pictures and their `thumb-`
 * thumbnails, logos, icons) is drawn on first request and kept (`src/images`).
 */
export function registerUploads(app: Hono<AppEnv>, config: Pick<ApiConfig, 'dataDir'>, db?: Db) {
  app.get('/uploads/:name', async (c) => {
    const name = c.req.param('name')
    const type = TYPES[name.split('.').pop()?.toLowerCase() ?? '']
    if (!SAFE_NAME.test(name) || name.includes('..') || !type) return c.notFound()
    const dir = uploadsDir(config)
    let bytes: Uint8Array | null = await readFile(join(dir, name)).catch(() => null)
    if (!bytes && db) bytes = (await generateUpload(db, dir, name))?.bytes ?? null
    if (!bytes) return c.notFound()
    // The bytes decide between JPEG and PNG (databases seeded before the images existed name them `.jpg`).
    const kind = imageKind(bytes)
    return c.body(new Uint8Array(bytes), 200, {
      'Content-Type': kind ? (TYPES[kind] ?? type) : type,
      'Content-Length': String(bytes.length),
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
      'Access-Control-Allow-Origin': '*',
      // SVG is a document: never let one run anything, even opened on its own.
      ...(type === 'image/svg+xml'
        ? { 'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'" }
        : {}),
    })
  })
}
