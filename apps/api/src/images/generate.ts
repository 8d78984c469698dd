/**
 * Pictures for the seed's image names, generated on first request and kept in the uploads storage (so every
 * later request is a plain read). Only names that the database refers to are drawn: a product, category,
 * brand, store, banner or slider that exists, a seeded review picture, the placeholder and the logos. Names of
 * databases seeded before the images existed (`.jpg`) get the same PNG pictures (served as `image/png`).
 */
import { bannerSlot, PROMO_ART_SIZES, type PromoSlot, promoThumbSize, sliderSlot } from '@souk/core'
import { eq, sql } from 'drizzle-orm'
import { type Db, firstRow } from '../db/openDb'
import { banners, categories, homeSliders, products, ratingReviews, reviewImages } from '../db/schema'
import { PROMO_ART_KINDS, PROMO_TITLES } from '../seed/content'
import { bytesOf, type ObjectStorage } from '../storage'
import { contentTypeOf, IMMUTABLE } from '../storage/contentType'
import { hashOf, hueOf, type Kind, kindOf } from './art'
import { parseProductImageName, TINTS } from './names'
import type { Painting } from './paint'
import { paintOffThread } from './painters'
import { seedSvg } from './svg'

/** `thumb_prefix` of `common`: a thumbnail's name is the prefix and the picture's name. */
export const THUMB_PREFIX = 'thumb-'

type Pair<T> = readonly [full: T, thumbnail: T]
type Box = readonly [width: number, height: number]

/** Pixel sizes: [full, thumbnail] (a side for squares, [width, height] otherwise). */
export const IMAGE_SIZES: {
  product: Pair<number>
  category: Pair<number>
  store: Pair<number>
  brand: Pair<Box>
  logo: Pair<Box>
} = {
  product: [640, 200],
  category: [320, 120],
  store: [320, 120],
  brand: [
    [320, 160],
    [160, 80],
  ],
  logo: [
    [240, 64],
    [120, 32],
  ],
}

/** The [full, thumbnail] sizes of a promotion's art in a slot (core's `PROMO_ART_SIZES`: the slot's aspect). */
export function promoSizes(slot: PromoSlot): Pair<Box> {
  const full = PROMO_ART_SIZES[slot]
  const thumb = promoThumbSize(slot)
  return [
    [full.width, full.height],
    [thumb.width, thumb.height],
  ]
}

/** A generated file: its bytes and content type. */
export interface Generated {
  bytes: Uint8Array
  type: string
}

const PROMO_KINDS: Kind[] = [
  'phone',
  'shirt',
  'watch',
  'bottle',
  'book',
  'teddy',
  'mug',
  'headphones',
  'jewel',
  'car',
  'tent',
  'lamp',
]

type CategoryRecord = typeof categories.$inferSelect

/** The top-level category slug, English title and main image of a product. */
async function productInfo(db: Db, id: number) {
  const [row] = await db
    .select({ title: products.title, slug: categories.slug, image: products.image })
    .from(products)
    .leftJoin(categories, eq(categories.id, products.category_id))
    .where(eq(products.id, id))
    .limit(1)
  return row
}

/**
 * What a name stands for: a painting to draw (the PNG pictures), a ready file (the vector logos), or null when the
 * name is none of ours. Only the database lookups: the drawing is `paint`'s, in a painter thread.
 */
export async function seedPictureOf(db: Db, requested: string): Promise<Painting | Generated | null> {
  const thumb = requested.startsWith(THUMB_PREFIX)
  const name = thumb ? requested.slice(THUMB_PREFIX.length) : requested
  const pick = <T>(sizes: readonly [T, T]) => (thumb ? sizes[1] : sizes[0])
  const seed = hashOf(name)
  if (name.endsWith('.svg')) {
    if (thumb) return null
    const svg = seedSvg(name)
    return svg ? { bytes: Buffer.from(svg), type: 'image/svg+xml' } : null
  }
  if (name === 'placeholder.png') {
    return { art: 'product', size: pick(IMAGE_SIZES.product), hue: 220, kind: 'gift', seed }
  }
  const named = parseProductImageName(name)
  if (named) {
    // Drawn only when the product shows this picture (as its image or in its gallery).
    const [info, shown] = await Promise.all([
      productInfo(db, named.product),
      firstRow(
        db,
        sql`SELECT 1 FROM products WHERE id = ${named.product} AND image = ${name}
            UNION ALL SELECT 1 FROM product_images WHERE product_id = ${named.product} AND image = ${name} LIMIT 1`,
      ),
    ])
    if (!info || !shown) return null
    const tint = named.tint ? TINTS[named.tint] : undefined
    return {
      art: 'product',
      size: pick(IMAGE_SIZES.product),
      hue: hueOf(info.slug ?? ''),
      kind: named.kind,
      seed,
      tint,
    }
  }
  // Names of databases seeded before product types: the outline is read from the title.
  let match = /^product-(\d{1,9})(?:-(\d{1,2}))?\.(?:png|jpg)$/.exec(name)
  if (match) {
    const info = await productInfo(db, Number(match[1]))
    if (!info) return null
    return {
      art: 'product',
      size: pick(IMAGE_SIZES.product),
      hue: hueOf(info.slug ?? ''),
      kind: kindOf(info.title),
      seed,
    }
  }
  match = /^review-(\d{1,9})-\d{1,2}\.(?:png|jpg)$/.exec(name)
  if (match) {
    const [info] = await db
      .select({ title: products.title, slug: categories.slug, image: products.image })
      .from(reviewImages)
      .innerJoin(ratingReviews, eq(ratingReviews.id, reviewImages.rating_review_id))
      .innerJoin(products, eq(products.id, ratingReviews.product_id))
      .leftJoin(categories, eq(categories.id, products.category_id))
      .where(eq(reviewImages.image, name))
      .limit(1)
    if (!info) return null
    return {
      art: 'product',
      size: pick(IMAGE_SIZES.product),
      hue: hueOf(info.slug ?? '') + 15,
      kind: parseProductImageName(info.image)?.kind ?? kindOf(info.title),
      seed,
    }
  }
  match = /^category-([a-z0-9-]{1,100})\.png$/.exec(name)
  if (match) {
    // Recursive: stays SQL, its row typed by the schema (the category's title, its root's slug).
    const info = await firstRow<{ title: CategoryRecord['title']; root: CategoryRecord['slug'] }>(
      db,
      sql`WITH RECURSIVE up AS (
            SELECT id, parent, slug, title, 0 AS depth FROM categories WHERE slug = ${match[1]}
            UNION ALL SELECT c.id, c.parent, c.slug, c.title, up.depth + 1 FROM categories c JOIN up ON c.id = up.parent
              WHERE up.depth < 10)
          SELECT (SELECT title FROM up WHERE depth = 0) AS title, slug AS root FROM up ORDER BY depth DESC LIMIT 1`,
    )
    if (!info) return null
    const kind = kindOf(`${match[1]} ${info.title}`)
    return {
      art: 'category',
      size: pick(IMAGE_SIZES.category),
      hue: hueOf(info.root),
      kind: kind === 'gift' ? kindOf(info.root) : kind,
      seed,
    }
  }
  match = /^brand-([a-z0-9-]{1,100})\.png$/.exec(name)
  if (match) {
    const found = await firstRow<{ title: string }>(
      db,
      sql`SELECT title FROM brands WHERE slug = ${match[1]}`,
    )
    if (!found) return null
    const [width, height] = pick(IMAGE_SIZES.brand)
    // The brand's name written under its emblem: a wordmark shoppers can read.
    return { art: 'mark', width, height, seed, awning: false, word: found.title }
  }
  match = /^store-([a-z0-9-]{1,100})\.png$/.exec(name)
  if (match) {
    const found = await firstRow(db, sql`SELECT 1 FROM stores WHERE slug = ${match[1]}`)
    if (!found) return null
    const size = pick(IMAGE_SIZES.store)
    return { art: 'mark', width: size, height: size, seed, awning: true }
  }
  match = /^(banner|slider)-\d{1,4}\.(?:png|jpg)$/.exec(name)
  if (match) {
    const row =
      match[1] === 'banner'
        ? (
            await db
              .select({ type: banners.type, title: banners.title })
              .from(banners)
              .where(eq(banners.image, name))
              .limit(1)
          )[0]
        : (
            await db
              .select({ type: homeSliders.type, title: homeSliders.title })
              .from(homeSliders)
              .where(eq(homeSliders.image, name))
              .limit(1)
          )[0]
    if (!row) return null
    // Drawn at the aspect of the slot the promotion is shown in (the store declares the same sizes).
    const slot = match[1] === 'banner' ? bannerSlot(row.type) : sliderSlot(row.type)
    const [width, height] = pick(promoSizes(slot))
    // A seeded promotion shows its headline's subject; any other, outlines picked by its name.
    const subject = PROMO_ART_KINDS[PROMO_TITLES.findIndex((title) => title.en === row.title)]
    const kinds = subject ?? [0, 1, 2].map((i) => PROMO_KINDS[(seed + i * 5) % PROMO_KINDS.length] as Kind)
    return {
      art: 'promo',
      width,
      height,
      hue: seed % 360,
      kinds,
      seed,
      layout: slot === 'strip' ? 'strip' : 'side',
    }
  }
  if (name === 'logo-email.png') {
    const [width, height] = pick(IMAGE_SIZES.logo)
    return { art: 'mark', width, height, seed: 174, awning: false }
  }
  return null
}

/** Draws the picture a name stands for (in a painter thread), or null when the name is none of ours. */
export async function drawSeedImage(db: Db, requested: string): Promise<Generated | null> {
  const picture = await seedPictureOf(db, requested)
  if (!picture || !('art' in picture)) return picture
  return { bytes: await paintOffThread(picture), type: 'image/png' }
}

/** The advisory-lock space of picture generation (`Souk` in ASCII); the second key is the name's hash. */
const LOCK_SPACE = 0x536f756b

/** Draws the picture for a missing upload and stores it, or reads the one another instance stored meanwhile. */
export type ImageGenerator = (name: string) => Promise<Generated | null>

/**
 * Generation of missing seed pictures for one API instance. Concurrent requests of this instance for one name
 * share the work. The lookups and the drawing (in a painter thread, `painters.ts`) hold no lock and no
 * connection: pages keep their database while pictures are drawn (PGlite has one connection, a server's pool a
 * few). The write is once across instances (several processes on one database and one storage): around "stored
 * meanwhile? else put", a transaction-scoped PostgreSQL advisory lock on the name's hash is held, so whichever
 * instance gets there first writes the picture and the others read it. Two instances asked at the same moment
 * may both draw it (the same bytes: drawing is deterministic); one writes it.
 */
export function createImageGenerator(db: Db, storage: ObjectStorage): ImageGenerator {
  const pending = new Map<string, Promise<Generated | null>>()
  const read = async (name: string): Promise<Generated | null> => {
    const stored = await storage.get(name)
    if (!stored) return null
    const bytes = await bytesOf(stored)
    return { bytes, type: contentTypeOf(name, bytes) }
  }
  const generate = async (name: string): Promise<Generated | null> => {
    const stored = await read(name)
    if (stored) return stored
    const image = await drawSeedImage(db, name)
    if (!image) return null
    return db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${LOCK_SPACE}, hashtext(${name}))`)
      const written = await read(name)
      if (written) return written
      await storage.put(name, image.bytes, { type: image.type, cacheControl: IMMUTABLE })
      return image
    })
  }
  return (name) => {
    let job = pending.get(name)
    if (!job) {
      job = generate(name).finally(() => pending.delete(name))
      pending.set(name, job)
    }
    return job
  }
}
