import { readFileSync, writeFileSync } from 'node:fs'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { firstRow, type OpenDb, openDb, rows } from '../db/openDb'
import { STORES } from './content'
import { createSeedContext } from './context'
import { fingerprintTables } from './fingerprint'
import { SEED_STEPS, seedDatabase } from './seed'
import { seedCategories } from './steps/catalogue'
import { seedLanguages, seedSellersAndStores } from './steps/shop'

/**
 * The seed the fingerprint was recorded with: a fixed moment long past, so the times the seed chooses are fixed
 * and earlier than the times the database fills in itself.
 */
const RECORDED = { products: 60, now: new Date('2020-01-01T12:00:00Z'), seed: 20261122 }
const FIXTURE = new URL('./fixtures/seed-fingerprint.json', import.meta.url)

let fresh: OpenDb
let empty: OpenDb
beforeAll(async () => {
  fresh = await openDb({ dataDir: 'memory://' })
  empty = await openDb({ dataDir: 'memory://' })
})
afterAll(async () => {
  await fresh?.close()
  await empty?.close()
})

const countOf = async (open: OpenDb, table: string) =>
  (await firstRow<{ n: number }>(open.db, sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)}`))?.n

describe('the seed steps', () => {
  it('write exactly the rows the seed wrote before it was split into steps', async () => {
    const writtenSince = new Date()
    await seedDatabase(fresh.db, RECORDED)
    const fingerprint = await fingerprintTables(fresh.db, writtenSince)
    if (process.env.SOUK_RECORD_SEED_FINGERPRINT === '1')
      writeFileSync(FIXTURE, `${JSON.stringify(fingerprint, null, 2)}\n`)
    expect(fingerprint).toEqual(JSON.parse(readFileSync(FIXTURE, 'utf8')))
  })

  it('run in the order of the shop: languages, then sellers, the catalogue, the site, customers', () => {
    expect(SEED_STEPS.map((step) => step.name)).toEqual([
      'languages',
      'sellers and stores',
      'categories',
      'brands',
      'tags',
      'attributes',
      'rules',
      'products',
      'collections',
      'flash sales',
      'vouchers',
      'settings',
      'pages and links',
      'banners and sliders',
      'site features',
      'customers, orders and reviews',
      'sequences',
    ])
  })

  it('can be run alone: the first ones write languages, sellers with stores and categories, and nothing else', async () => {
    const ctx = createSeedContext({ products: 10, now: RECORDED.now })
    await empty.db.transaction(async (tx) => {
      await seedLanguages(tx, ctx)
      await seedSellersAndStores(tx, ctx)
      await seedCategories(tx, ctx)
    })
    expect(await countOf(empty, 'languages')).toBe(5)
    expect(await countOf(empty, 'admins')).toBe(STORES.length + 1)
    expect(await countOf(empty, 'stores')).toBe(STORES.length)
    expect(await countOf(empty, 'store_langs')).toBe(STORES.length * 4)
    expect(await countOf(empty, 'products')).toBe(0)
    expect(await countOf(empty, 'brands')).toBe(0)
    const tops = await rows<{ id: number }>(
      empty.db,
      sql`SELECT id FROM categories WHERE parent IS NULL AND status = 1 ORDER BY id`,
    )
    expect(tops.map((row) => row.id)).toEqual(ctx.topIds)
    expect(ctx.topIds).toHaveLength(10)
    expect(ctx.leaves.length).toBeGreaterThan(20)
    expect(ctx.summary).toEqual({
      languages: 5,
      sellers: STORES.length,
      stores: STORES.length,
      categories: (await countOf(empty, 'categories')) ?? -1,
    })
  })
})
