import { readFileSync } from 'node:fs'
import { displayPrice, type ListingCard } from '@souk/core'
import { sql, TransactionRollbackError } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { type Db, rows } from '../db/openDb'
import { BASE_TEXTS, SEARCHED_LANGUAGES } from '../db/schema'
import { type TestServer, testServer } from '../test/testServer'
import { langJoin, textMatch } from './sqlParts'

let server: TestServer
beforeAll(async () => {
  server = await testServer()
})

const prices = (cards: ListingCard[]) => cards.map((card) => displayPrice(card))

/**
 * How far `product_search_texts` is from its rule: rows missing (one per product for its own texts and one per
 * searched language), and rows whose texts are not the rule's (`coalesce(pl.title, p.title)`, …).
 */
async function keptTexts(db: Db) {
  const [counts] = await rows<{ missing: number; stale: number }>(
    db,
    sql`SELECT
      (SELECT count(*)::int FROM products) * ${SEARCHED_LANGUAGES.length + 1}
        - (SELECT count(*)::int FROM product_search_texts) AS missing,
      (SELECT count(*)::int FROM product_search_texts pst JOIN products p ON p.id = pst.product_id
        LEFT JOIN product_langs pl ON pl.product_id = p.id AND pl.lang = pst.lang
        WHERE (pst.title, pst.tags) IS DISTINCT FROM (coalesce(pl.title, p.title), coalesce(pl.tags, p.tags))) AS stale`,
  )
  return counts
}

describe('GET all', () => {
  it('lists the public products linked to a category with its child tree', async () => {
    const { data } = await server.client().catalog.all({ category: 'electronics' })
    expect(data.result.total).toBeGreaterThan(0)
    expect(data.result.per_page).toBe(30)
    expect(data.category.slug).toBe('electronics')
    expect(data.category.child.map((child) => child.slug)).toEqual([
      'phones-tablets',
      'audio',
      'computer-accessories',
    ])
    expect(data.category.child[0]?.child.map((child) => child.slug)).toEqual(['smartphones', 'tablets'])
    expect(data.brands).toBeNull()
    const [linked] = await rows<{ n: number }>(
      server.db,
      sql`SELECT count(*)::int AS n FROM product_categories pc JOIN products p ON p.id = pc.product_id
          JOIN categories c ON c.id = pc.category_id WHERE c.slug = 'electronics' AND p.status = 1`,
    )
    expect(data.result.total).toBe(linked?.n)
  })

  it('accepts a sub-category slug, as the two-level clients send it', async () => {
    const { data } = await server.client().catalog.all({ category: 'audio' })
    expect(data.category.slug).toBe('audio')
    expect(data.result.data.every((card) => /Headphones|Speaker/.test(card.title))).toBe(true)
  })

  it('sorts by current price both ways and returns current_price only then', async () => {
    const client = server.client()
    const low = await client.catalog.all({ category: 'fashion', sortby: 'price_low_to_high' })
    const high = await client.catalog.all({ category: 'fashion', sortby: 'price_high_to_low' })
    const lowPrices = prices(low.data.result.data)
    expect(lowPrices).toEqual([...lowPrices].sort((a, b) => a - b))
    expect(prices(high.data.result.data)).toEqual([...lowPrices].sort((a, b) => b - a))
    expect(low.data.result.data.every((card) => card.current_price === displayPrice(card))).toBe(true)
    const newest = await client.catalog.all({ category: 'fashion', sortby: 'featured' })
    expect(newest.data.result.data[0]).not.toHaveProperty('current_price')
  })

  it('filters by price range on the current price, and by brand', async () => {
    const client = server.client()
    const { data } = await client.catalog.all({ category: 'fashion', min: 20, max: 100 })
    expect(prices(data.result.data).every((price) => price >= 20 && price <= 100)).toBe(true)
    const all = await client.catalog.all({ category: 'fashion' })
    const brandId =
      (
        await rows<{ brand_id: number }>(
          server.db,
          sql`SELECT brand_id FROM products WHERE id = ${all.data.result.data[0]?.id ?? 0}`,
        )
      )[0]?.brand_id ?? 0
    const byBrand = await client.catalog.all({ category: 'fashion', brand: [brandId] })
    expect(byBrand.data.result.total).toBeGreaterThan(0)
    expect(byBrand.data.result.total).toBeLessThan(all.data.result.total)
  })

  it('returns the sidebar lists when asked', async () => {
    const { data } = await server.client().catalog.all({ category: 'books', sidebar_data: true })
    expect(data.brands?.length).toBeGreaterThan(0)
    expect(data.collections).toHaveLength(6)
    expect(data.shipping?.map((rule) => rule.id)).toEqual([1, 2, 3, 4, 5, 6])
  })

  it('translates cards and the category with the Language header', async () => {
    const { data } = await server.client({ language: 'fr' }).catalog.all({ category: 'books' })
    expect(data.category.title).toBe('Livres')
    const [card] = data.result.data
    const [french] = await rows<{ title: string }>(
      server.db,
      sql`SELECT title FROM product_langs WHERE product_id = ${card?.id ?? 0} AND lang = 'fr'`,
    )
    expect(card?.title).toBe(french?.title)
  })

  it('fails with 201 for an unknown category, a missing one or a bad page', async () => {
    await expect(server.client().catalog.all({ category: 'no-such-category' })).rejects.toMatchObject({
      messages: ['No category found.'],
      envelopeStatus: 201,
    })
    const missing = await server.json('all')
    expect(missing).toMatchObject({ status: 201, data: { form: ['The category field is required.'] } })
    const badPage = await server.json('all?category=books&page=-2')
    expect(badPage.status).toBe(201)
    expect(badPage.data.form?.[0]).toMatch(/page/)
    const badBrand = await server.json('all?category=books&brand=1,x')
    expect(badBrand.data.form?.[0]).toMatch(/brand/)
  })
})

describe('GET products', () => {
  it('pages 30 at a time, 24 on the home page, with a length-aware paginator', async () => {
    const client = server.client()
    const first = await client.catalog.products()
    expect(first.data.result.per_page).toBe(30)
    expect(first.data.result.data).toHaveLength(30)
    expect(first.data.result.last_page).toBe(Math.ceil(first.data.result.total / 30))
    expect(first.data.result.next_page_url).toContain('page=2')
    const second = await client.catalog.products({ page: 2 })
    expect(second.data.result.from).toBe(31)
    expect(second.data.result.data[0]?.id).not.toBe(first.data.result.data[0]?.id)
    const home = await client.catalog.products({ is_home_page: true })
    expect(home.data.result.per_page).toBe(24)
    expect(home.data.category).toBeNull()
  })

  it('never lists a private product', async () => {
    const privateIds = (
      await rows<{ id: number }>(server.db, sql`SELECT id FROM products WHERE status = 2`)
    ).map((row) => row.id)
    expect(privateIds.length).toBeGreaterThan(0)
    const { data } = await server.client().catalog.products({ page: 1 })
    const second = await server.client().catalog.products({ page: 2 })
    const ids = [...data.result.data, ...second.data.result.data].map((card) => card.id)
    expect(ids.some((id) => privateIds.includes(id))).toBe(false)
    expect(data.result.total).toBe(60 - privateIds.length)
  })

  it('finds products by title or tags in the requested language', async () => {
    const english = await server.client().catalog.products({ q: 'kitchen' })
    expect(english.data.result.total).toBeGreaterThan(0)
    const turkish = await server.client({ language: 'tr' }).catalog.products({ q: 'mutfak' })
    expect(turkish.data.result.total).toBe(english.data.result.total)
  })

  it('answers a search’s total on every page, past the last and with none (one statement: listingPlans.test.ts)', async () => {
    const matching = async (q: string) =>
      (
        await rows<{ n: number }>(
          server.db,
          sql`SELECT count(*)::int AS n FROM products p WHERE p.status = 1 AND ${textMatch(null, q)}`,
        )
      )[0]?.n
    const expected = await matching('e')
    expect(expected).toBeGreaterThan(30)
    const client = server.client()
    const first = await client.catalog.products({ q: 'e' })
    const second = await client.catalog.products({ q: 'e', page: 2 })
    const beyond = await client.catalog.products({ q: 'e', page: 99 })
    expect([first, second, beyond].map((reply) => reply.data.result.total)).toEqual([
      expected,
      expected,
      expected,
    ])
    expect(first.data.result.data).toHaveLength(30)
    expect(second.data.result.data).toHaveLength(Math.min(30, (expected ?? 0) - 30))
    expect(beyond.data.result.data).toEqual([])
    // The cards carry the contract's fields only (the total is the paginator's, not a card's).
    expect(Object.keys(first.data.result.data[0] ?? {})).not.toContain('listing_total')
    const none = await client.catalog.products({ q: 'zqxjvw' })
    expect(none.data.result).toMatchObject({ total: 0, data: [], last_page: 1 })
    expect(await matching('zqxjvw')).toBe(0)
  })

  it('finds in another language the products whose translated text, else their base text, contains the words', async () => {
    // The seed translates every title and tag list; the rule also covers a product without a translation and a
    // translation without a title or without tags (the base text then counts), a base text edited after its
    // translation was written (found in the default language too), a translation written again, and a language the
    // shop added (no kept texts: the rule on the two tables). Made here, then rolled back.
    const texts = ['modern', 'moderne', 'kitchen', 'cuisine', 'mutfak', 'gift', 'e', 'zanzibarx', 'quokkaz']
    let compared = 0
    let edited = 0
    await server.db
      .transaction(async (tx) => {
        const some = (offset: number) => sql`(SELECT id FROM products ORDER BY id LIMIT 4 OFFSET ${offset})`
        await tx.execute(
          sql`DELETE FROM product_langs WHERE lang IN ('fr', 'tr') AND product_id IN ${some(0)}`,
        )
        await tx.execute(
          sql`UPDATE product_langs SET title = NULL WHERE lang IN ('fr', 'tr') AND product_id IN ${some(4)}`,
        )
        await tx.execute(
          sql`UPDATE product_langs SET tags = NULL WHERE lang IN ('fr', 'tr') AND product_id IN ${some(8)}`,
        )
        // Base texts edited after the translations: a word only the untranslated ones show in fr and tr.
        await tx.execute(
          sql`UPDATE products SET title = title || ' Zanzibarx', tags = tags || ', quokkaz' WHERE id IN (SELECT id FROM products ORDER BY id LIMIT 16)`,
        )
        // A translation written again (a deleted one back, without tags), and one for a language the shop added.
        await tx.execute(
          sql`INSERT INTO product_langs (lang, product_id, title) SELECT 'fr', id, 'Quokkaz moderne' FROM ${some(0)} x`,
        )
        await tx.execute(
          sql`INSERT INTO product_langs (lang, product_id, title, tags) SELECT 'de', id, 'Moderne Küche', NULL FROM ${some(12)} x`,
        )
        // A translation moved to another language, and one written again through an upsert.
        await tx.execute(sql`DELETE FROM product_langs WHERE lang = 'hi' AND product_id IN ${some(16)}`)
        await tx.execute(
          sql`UPDATE product_langs SET lang = 'hi' WHERE lang = 'tr' AND product_id IN ${some(16)}`,
        )
        await tx.execute(
          sql`INSERT INTO product_langs (lang, product_id, title, tags) SELECT 'ar', id, 'Quokkaz', NULL FROM ${some(20)} x
            ON CONFLICT (product_id, lang) DO UPDATE SET title = EXCLUDED.title, tags = EXCLUDED.tags`,
        )
        // Every kept text of every product and language is still the rule's.
        expect(await keptTexts(tx)).toEqual({ missing: 0, stale: 0 })
        for (const lang of [null, 'fr', 'tr', 'de']) {
          for (const q of texts) {
            const found = await rows<{ id: number }>(
              tx,
              sql`SELECT p.id FROM products p WHERE ${textMatch(lang, q)} ORDER BY p.id`,
            )
            const rule = await rows<{ id: number }>(
              tx,
              sql`SELECT p.id FROM products p ${lang ? langJoin('product_langs', 'p', 'product_id', lang) : sql``}
                WHERE ${textMatch(lang, q, { exactOnly: true })} ORDER BY p.id`,
            )
            expect(found, `${q} in ${lang}`).toEqual(rule)
            compared += rule.length
            edited += rule.filter((row) => row.id <= 16).length
          }
        }
        tx.rollback()
      })
      .catch((error: unknown) => {
        if (!(error instanceof TransactionRollbackError)) throw error
      })
    expect(compared).toBeGreaterThan(50)
    expect(edited).toBeGreaterThan(0)
    const [untouched] = await rows<{ n: number }>(
      server.db,
      sql`SELECT count(*)::int AS n FROM product_langs WHERE title IS NULL OR tags IS NULL`,
    )
    expect(untouched?.n).toBe(0)
  })

  it('keeps the texts products are found by for every product and searched language, the seed’s included', async () => {
    expect(await keptTexts(server.db)).toEqual({ missing: 0, stale: 0 })
    // The migration's function names the same languages as the schema.
    const migration = readFileSync(
      new URL('../../drizzle/0013_product_search_texts.sql', import.meta.url),
      'utf8',
    )
    const arrays = [...migration.matchAll(/ARRAY\[([^\]]+)\]::varchar\[\]/g)].map((match) => match[1])
    expect(arrays.length).toBe(1)
    expect(arrays[0]?.split(',').map((code) => code.trim().replace(/'/g, ''))).toEqual([
      BASE_TEXTS,
      ...SEARCHED_LANGUAGES,
    ])
  })

  it('lists the products behind a banner or a slider by their source', async () => {
    const client = server.client()
    const byProducts = await client.catalog.products({ banner: 4 })
    const listed = await rows<{ product_id: number }>(
      server.db,
      sql`SELECT product_id FROM banner_source_products WHERE banner_id = 4`,
    )
    expect(byProducts.data.source?.id).toBe(4)
    expect(byProducts.data.result.data.map((card) => card.id).sort()).toEqual(
      listed.map((row) => row.product_id).sort(),
    )
    const byTag = await client.catalog.products({ home_spm: 4 })
    expect(byTag.data.source?.title).toBe('Sound that moves you')
    const tagged = await rows<{ n: number }>(
      server.db,
      sql`SELECT count(*)::int AS n FROM products WHERE status = 1 AND ',' || tags || ',' LIKE '%,gift,%'`,
    )
    expect(byTag.data.result.total).toBe(tagged[0]?.n)
    await expect(client.catalog.products({ banner: 999 })).rejects.toMatchObject({
      messages: ['No banner found.'],
    })
  })

  it('lists the top-level categories when asked', async () => {
    const { data } = await server.client({ language: 'hi' }).catalog.products({ all_categories: true })
    expect(data.all_categories).toHaveLength(10)
    expect(data.all_categories?.[0]?.title).toBe('इलेक्ट्रॉनिक्स')
  })

  it('filters by rating and by shipping rule', async () => {
    const { data } = await server.client().catalog.products({ shipping: [3] })
    const [free] = await rows<{ n: number }>(
      server.db,
      sql`SELECT count(*)::int AS n FROM products WHERE status = 1 AND shipping_rule_id = 3`,
    )
    expect(data.result.total).toBe(free?.n)
    const rated = await server.client().catalog.products({ rating: 5 })
    expect(rated.data.result.data.every((card) => card.rating >= 5)).toBe(true)
  })
})

describe('GET store', () => {
  it('shows a store with its public products and no admin id', async () => {
    const { data } = await server.client().stores.page({ slug: 'page-and-quill', required_rating: true })
    expect(data.store.name).toBe('Page & Quill')
    expect(data.store.whatsapp_btn).toBe(1)
    expect(data.store).not.toHaveProperty('admin_id')
    expect(data.following).toBe(false)
    expect(data.result.total).toBeGreaterThan(0)
    expect(typeof data.review).toBe('number')
  })

  it('translates the store and fails for an unknown slug', async () => {
    const { data } = await server.client({ language: 'ar' }).stores.page({ slug: 'page-and-quill' })
    expect(data.store.name).toBe('الصفحة والريشة')
    await expect(server.client().stores.page({ slug: 'nobody' })).rejects.toMatchObject({
      messages: ['No store found.'],
    })
  })
})
