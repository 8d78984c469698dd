import type { SearchSuggestions } from '@souk/core'
import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { rows } from '../db/openDb'
import { type TestServer, testServer } from '../test/testServer'
import { normalizedSearchText } from './lists'
import { suggestionCandidates } from './searchQueries'
import { cardColumns, cardFrom, containsPattern, langJoin, textMatch, tr } from './sqlParts'

let server: TestServer
beforeAll(async () => {
  server = await testServer()
})

describe('GET categories', () => {
  it('pages every public category 25 at a time', async () => {
    const client = server.client()
    const first = await client.catalog.categories()
    expect(first.data.per_page).toBe(25)
    expect(first.data.data).toHaveLength(25)
    expect(first.data.total).toBe(60)
    const third = await client.catalog.categories({ page: 3 })
    expect(third.data.data).toHaveLength(10)
    expect(third.data.data.map((category) => category.slug)).not.toContain('clearance')
    expect(first.data.data[0]).toMatchObject({ id: 1, slug: 'electronics', title: 'Electronics' })
    expect(first.data.data[0]).not.toHaveProperty('meta_title')
  })

  it('adds the meta fields and translations with a language', async () => {
    const { data } = await server.client({ language: 'fr' }).catalog.categories()
    expect(data.data[0]).toMatchObject({ title: 'Électronique', meta_title: 'Électronique | Souk' })
  })
})

describe('GET brands', () => {
  it('pages the public brands 25 at a time', async () => {
    const { data } = await server.client().catalog.brands()
    expect(data.total).toBe(24)
    expect(data.data[0]).toEqual({ id: 1, slug: 'nordia', image: 'brand-nordia.png', title: 'Nordia' })
    const empty = await server.client().catalog.brands({ page: 9 })
    expect(empty.data.data).toEqual([])
    expect(empty.data.from).toBeNull()
  })
})

describe('GET search', () => {
  it('answers empty groups for empty text', async () => {
    const { data } = await server.client().catalog.search('')
    expect(data).toEqual({ product: [], suggested: [], category: [], sub_category: [] })
  })

  it('suggests products, tags and categories, at most 9 each', async () => {
    const { data } = await server.client().catalog.search('o')
    expect(data.product).toHaveLength(9)
    expect(data.suggested.length).toBeLessThanOrEqual(9)
    expect(data.category.length).toBeLessThanOrEqual(9)
    expect(data.sub_category).toHaveLength(9)
    const books = await server.client().catalog.search('book')
    expect(books.data.category.map((category) => category.slug)).toContain('books')
    expect(books.data.suggested).toEqual([])
  })

  it('lists sub-categories apart, each with its category, and top-level categories alone in category', async () => {
    const { data } = await server.client().catalog.search('phone')
    expect(data.sub_category?.length).toBeGreaterThan(0)
    for (const sub of data.sub_category ?? []) {
      expect(sub.category).toMatchObject({ id: expect.any(Number), slug: expect.any(String) })
    }
    const phones = data.sub_category?.find((sub) => sub.slug === 'phones-tablets')
    expect(phones?.category?.slug).toBe('electronics')
    expect(data.category.map((category) => category.slug)).not.toContain('phones-tablets')
  })

  it('searches in the requested language', async () => {
    const { data } = await server.client({ language: 'ar' }).catalog.search('إلكترونيات')
    expect(data.category[0]).toMatchObject({ slug: 'electronics', title: 'إلكترونيات' })
    const tags = await server.client({ language: 'fr' }).catalog.search('cadeau')
    expect(tags.data.suggested).toEqual([{ id: 7, title: 'cadeau' }])
    const english = await server.client().catalog.search('cadeau')
    expect(english.data.suggested).toEqual([])
  })

  it('answers in one statement exactly what the three separate queries of before answered', async () => {
    const texts = ['o', 'a', 'book', 'modern', 'phone case', 'cadeau', 'électronique', 'إلكترونيات', 'e']
    let compared = 0
    for (const language of [undefined, 'fr', 'ar', 'tr', 'hi']) {
      for (const text of texts) {
        const { data } = await server.client({ language }).catalog.search(text)
        const before = await previousSuggestions(server, language ?? null, text)
        // The same values in the same order, keys in the same order too.
        expect(JSON.stringify(data), `${language ?? 'en'} "${text}"`).toBe(JSON.stringify(before))
        compared +=
          data.product.length +
          data.suggested.length +
          data.category.length +
          (data.sub_category?.length ?? 0)
      }
    }
    // The texts find something in every group somewhere (the comparison is not of empty lists).
    expect(compared).toBeGreaterThan(300)
  })

  it('answers the same for the same text in another case of ASCII letters or with spaces around', async () => {
    const { data } = await server.client().catalog.search('  BoOk ')
    expect(data).toEqual((await server.client().catalog.search('book')).data)
    expect(data.category.length).toBeGreaterThan(0)
    expect(normalizedSearchText(' Électronique ÉTÉ ')).toBe('Électronique ÉtÉ')
  })

  it('treats LIKE wildcards as plain text and rejects a huge query', async () => {
    const { data } = await server.client().catalog.search('%_%')
    expect(data.product).toEqual([])
    const body = await server.json(`search?q=${'a'.repeat(300)}`)
    expect(body).toMatchObject({ status: 201, data: { form: ['The q field is too long.'] } })
  })
})

/** The three queries the suggestions ran before they became one statement (kept here as the reference). */
async function previousSuggestions(server: TestServer, lang: string | null, text: string) {
  const q = text.trim()
  const pattern = containsPattern(q)
  const prefix = `${q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`
  const limit = 9
  const [product, suggested, category] = await Promise.all([
    rows<SearchSuggestions['product'][number]>(
      server.db,
      sql`WITH candidates AS (${suggestionCandidates(lang, q, pattern, limit * 3)})
          SELECT ${cardColumns} ${cardFrom(lang)}
          WHERE p.id IN (SELECT id FROM candidates) AND p.status = 1 AND ${textMatch(lang, q, { exactOnly: true })}
          ORDER BY (coalesce(pl.title, p.title) ILIKE ${pattern}) DESC,
            word_similarity(${q}, coalesce(pl.title, p.title)) DESC, p.id
          LIMIT ${limit}`,
    ),
    rows<{ id: number; title: string }>(
      server.db,
      sql`SELECT t.id, ${tr('t', 'title')} FROM tags t ${langJoin('tag_langs', 't', 'tag_id', lang)}
          WHERE coalesce(tl.title, t.title) ILIKE ${pattern}
          ORDER BY (coalesce(tl.title, t.title) ILIKE ${prefix}) DESC, similarity(coalesce(tl.title, t.title), ${q}) DESC, t.id
          LIMIT ${limit}`,
    ),
    rows<{ id: number; image: string | null; title: string; slug: string }>(
      server.db,
      sql`SELECT c.id, c.image, ${tr('c', 'title')}, c.slug FROM categories c ${langJoin('category_langs', 'c', 'category_id', lang)}
          WHERE c.status = 1 AND c.parent IS NULL AND coalesce(cl.title, c.title) ILIKE ${pattern}
          ORDER BY (coalesce(cl.title, c.title) ILIKE ${prefix}) DESC, similarity(coalesce(cl.title, c.title), ${q}) DESC, c.id
          LIMIT ${limit}`,
    ),
  ])
  // Sub-categories: the nine nearest, those whose parent is public, each with that parent.
  const subs = await rows<{ id: number; image: string | null; title: string; slug: string; parent: number }>(
    server.db,
    sql`SELECT c.id, c.image, ${tr('c', 'title')}, c.slug, c.parent FROM categories c ${langJoin('category_langs', 'c', 'category_id', lang)}
        WHERE c.status = 1 AND c.parent IS NOT NULL AND coalesce(cl.title, c.title) ILIKE ${pattern}
        ORDER BY (coalesce(cl.title, c.title) ILIKE ${prefix}) DESC, similarity(coalesce(cl.title, c.title), ${q}) DESC, c.id
        LIMIT ${limit}`,
  )
  const sub_category = []
  for (const { parent, ...sub } of subs) {
    const [found] = await rows<{ id: number; title: string; slug: string }>(
      server.db,
      sql`SELECT c.id, ${tr('c', 'title')}, c.slug FROM categories c ${langJoin('category_langs', 'c', 'category_id', lang)}
          WHERE c.id = ${parent} AND c.status = 1`,
    )
    if (found) sub_category.push({ ...sub, category: found })
  }
  return { product, suggested, category, sub_category }
}
