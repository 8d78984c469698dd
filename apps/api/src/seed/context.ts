/**
 * What the seed steps share: the options, the generator (one draw order for the whole seed), the counts written,
 * and what earlier steps made that later ones need (category leaves, attribute values, public products…).
 * Run the steps in the order of `SEED_STEPS` (`seed.ts`): a step reads only what the steps before it filled in.
 */
import type { PgTable } from 'drizzle-orm/pg-core'
import type { Db } from '../db/openDb'
import { STORES } from './content'
import type { OrderableProduct } from './customers'
import { createPrng, type Prng } from './prng'
import { type Lang, type Noun, type Text5, type TopCategorySeed, TRANSLATED_LANGUAGES } from './words'

/** Options of `seedDatabase`. */
export interface SeedOptions {
  /** Number of products (default 420). */
  products?: number
  /** The moment flash sales and vouchers are placed around (default now). */
  now?: Date
  /** Seed of the generator (default 20261122). */
  seed?: number
}

/** What was written, per entity. */
export type SeedSummary = Record<string, number>

export const HOUR = 3_600_000
export const DAY = 24 * HOUR

/** The attributes every variant is made of, in id order. */
export const ATTRIBUTE_KEYS = ['size', 'colour', 'storage', 'metal', 'shoeSize'] as const
export type AttributeKey = (typeof ATTRIBUTE_KEYS)[number]

/** Store ids by slug (stores get ids in the order of `STORES`). */
export const STORE_IDS_BY_SLUG: ReadonlyMap<string, number> = new Map(
  STORES.map((store, index) => [store.slug, index + 1]),
)

/** A leaf category, where products are filed. */
export interface Leaf {
  categoryId: number
  ancestors: number[]
  top: TopCategorySeed
  topIndex: number
  leafSlug: string
  title: Text5
  nouns: Noun[]
}

/** A product shoppers can see. */
export interface PublicProduct {
  id: number
  selling: number
  top: string
  store: number
}

/** The state the steps share. */
export interface SeedContext {
  /** Number of products to write. */
  productCount: number
  /** The moment times are placed around. */
  now: Date
  /** The seeded generator: every step draws from it in turn, so the order of the steps is part of the data. */
  prng: Prng
  /** `now` moved by an offset in milliseconds. */
  at: (offsetMs: number) => Date
  /** Adds `n` to the count of `name` in `summary`. */
  count: (name: string, n: number) => void
  /** What was written, per entity. */
  summary: SeedSummary
  /** Filled by `seedCategories`: the leaf categories, in id order. */
  leaves: Leaf[]
  /** Filled by `seedCategories`: the top-level category ids. */
  topIds: number[]
  /** Filled by `seedAttributes`: the value ids of each attribute. */
  valueIds: Record<AttributeKey, number[]>
  /** Filled by `seedProducts`: the public products. */
  publicProducts: PublicProduct[]
  /** Filled by `seedProducts`: what the demo orders need to know about each public product. */
  orderable: OrderableProduct[]
}

/** A fresh context for a seed run. */
export function createSeedContext(options: SeedOptions = {}): SeedContext {
  const now = options.now ?? new Date()
  const summary: SeedSummary = {}
  return {
    productCount: Math.max(10, Math.floor(options.products ?? 420)),
    now,
    prng: createPrng(options.seed ?? 20261122),
    at: (offsetMs) => new Date(now.getTime() + offsetMs),
    count: (name, n) => {
      summary[name] = (summary[name] ?? 0) + n
    },
    summary,
    leaves: [],
    topIds: [],
    valueIds: { size: [], colour: [], storage: [], metal: [], shoeSize: [] },
    publicProducts: [],
    orderable: [],
  }
}

/** One step of the seed: writes its rows with `db` (the seed's transaction) and fills in its part of `ctx`. */
export type SeedStep = (db: Db, ctx: SeedContext) => Promise<void>

/** A URL-safe slug of a text. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/** An amount rounded to cents. */
export const money = (value: number) => Math.round(value * 100) / 100

/** Inserts rows in chunks (one statement has at most 65 535 parameters). */
export async function insertAll<T extends PgTable>(
  db: Db,
  table: T,
  values: T['$inferInsert'][],
  chunk = 400,
) {
  for (let start = 0; start < values.length; start += chunk) {
    await db.insert(table).values(values.slice(start, start + chunk))
  }
}

/** One row per translated language. */
export function langRows<R>(build: (lang: Exclude<Lang, 'en'>) => R): R[] {
  return TRANSLATED_LANGUAGES.map((lang) => build(lang))
}
