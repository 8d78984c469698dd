import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { firstRow, rows } from '../db/openDb'
import { TEST_PRODUCTS, type TestServer, testServer } from '../test/testServer'
import { createPrng } from './prng'
import { slugify } from './seed'

let server: TestServer
beforeAll(async () => {
  server = await testServer()
})

const count = async (query: ReturnType<typeof sql>) =>
  (await firstRow<{ n: number }>(server.db, query))?.n ?? 0

describe('the seed', () => {
  it('draws the same numbers from the same seed', () => {
    const a = createPrng(7)
    const b = createPrng(7)
    expect(Array.from({ length: 5 }, () => a.int(0, 1000))).toEqual(
      Array.from({ length: 5 }, () => b.int(0, 1000)),
    )
    expect(createPrng(8).next()).not.toBe(createPrng(7).next())
  })

  it('makes URL-safe slugs of any title', () => {
    expect(slugify("Men's Clothing & Shoes")).toBe('men-s-clothing-and-shoes')
    expect(slugify('Éclairage extérieur')).toBe('eclairage-exterieur')
  })

  it('has the catalogue the issue asks for', async () => {
    expect(await count(sql`SELECT count(*)::int AS n FROM products`)).toBe(TEST_PRODUCTS)
    expect(
      await count(sql`SELECT count(*)::int AS n FROM categories WHERE parent IS NULL AND status = 1`),
    ).toBe(10)
    expect(
      await count(
        sql`SELECT count(*)::int AS n FROM categories c JOIN categories p ON p.id = c.parent JOIN categories g ON g.id = p.parent`,
      ),
    ).toBeGreaterThanOrEqual(20)
    expect(await count(sql`SELECT count(*)::int AS n FROM brands`)).toBeGreaterThanOrEqual(25)
    expect(await count(sql`SELECT count(*)::int AS n FROM stores WHERE whatsapp_btn = 1`)).toBeGreaterThan(0)
    expect(await count(sql`SELECT count(*)::int AS n FROM stores`)).toBeGreaterThanOrEqual(8)
    expect(await count(sql`SELECT count(DISTINCT type)::int AS n FROM banners`)).toBe(9)
    expect(
      await count(sql`SELECT count(*)::int AS n FROM updated_inventories WHERE quantity = 0`),
    ).toBeGreaterThan(0)
    expect(
      await count(sql`SELECT count(*)::int AS n FROM shipping_places WHERE pickup_point = 1`),
    ).toBeGreaterThan(0)
    expect(await count(sql`SELECT count(*)::int AS n FROM vouchers WHERE store_id IS NOT NULL`)).toBe(1)
  })

  it('has products that only a regional courier ships, which cannot reach every country', async () => {
    const regional = await rows<{ id: number; rule: number }>(
      server.db,
      sql`SELECT id, shipping_rule_id AS rule FROM products WHERE id IN (16, 53) ORDER BY id`,
    )
    expect(regional).toEqual([
      { id: 16, rule: 6 },
      { id: 53, rule: 6 },
    ])
    const countries = await rows<{ country: string }>(
      server.db,
      sql`SELECT country FROM shipping_places WHERE shipping_rule_id = 6 ORDER BY country`,
    )
    expect(countries.map((row) => row.country)).toEqual(['AF', 'FR', 'TR', 'US'])
  })

  it('translates every product into every other language, with real words', async () => {
    const missing = await count(
      sql`SELECT count(*)::int AS n FROM products p CROSS JOIN (VALUES ('fr'), ('ar'), ('tr'), ('hi')) AS l(code)
          WHERE NOT EXISTS (SELECT 1 FROM product_langs pl WHERE pl.product_id = p.id AND pl.lang = l.code)`,
    )
    expect(missing).toBe(0)
    const copies = await count(
      sql`SELECT count(*)::int AS n FROM product_langs pl JOIN products p ON p.id = pl.product_id
          WHERE pl.title = p.title AND pl.lang <> 'tr'`,
    )
    expect(copies).toBe(0)
    // Turkish shares a few words with English ("Modern Tablet"), but not many titles.
    const turkishCopies = await count(
      sql`SELECT count(*)::int AS n FROM product_langs pl JOIN products p ON p.id = pl.product_id
          WHERE pl.title = p.title AND pl.lang = 'tr'`,
    )
    expect(turkishCopies).toBeLessThan(TEST_PRODUCTS / 10)
    const arabic = await rows<{ title: string }>(
      server.db,
      sql`SELECT title FROM product_langs WHERE lang = 'ar' LIMIT 5`,
    )
    expect(arabic.every((row) => /[\u0600-\u06ff]/.test(row.title))).toBe(true)
    const hindi = await rows<{ title: string }>(
      server.db,
      sql`SELECT title FROM product_langs WHERE lang = 'hi' LIMIT 5`,
    )
    expect(hindi.every((row) => /[\u0900-\u097f]/.test(row.title))).toBe(true)
  })

  it('gives every product a unique title', async () => {
    expect(await count(sql`SELECT count(DISTINCT title)::int AS n FROM products`)).toBe(TEST_PRODUCTS)
  })
})
