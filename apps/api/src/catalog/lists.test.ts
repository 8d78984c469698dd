import { beforeAll, describe, expect, it } from 'vitest'
import { type TestServer, testServer } from '../test/testServer'

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
    expect(data).toEqual({ product: [], suggested: [], category: [] })
  })

  it('suggests products, tags and categories, at most 9 each', async () => {
    const { data } = await server.client().catalog.search('o')
    expect(data.product).toHaveLength(9)
    expect(data.suggested.length).toBeLessThanOrEqual(9)
    expect(data.category).toHaveLength(9)
    const books = await server.client().catalog.search('book')
    expect(books.data.category.map((category) => category.slug)).toContain('books')
    expect(books.data.suggested).toEqual([])
  })

  it('searches in the requested language', async () => {
    const { data } = await server.client({ language: 'ar' }).catalog.search('إلكترونيات')
    expect(data.category[0]).toMatchObject({ slug: 'electronics', title: 'إلكترونيات' })
    const tags = await server.client({ language: 'fr' }).catalog.search('cadeau')
    expect(tags.data.suggested).toEqual([{ id: 7, title: 'cadeau' }])
    const english = await server.client().catalog.search('cadeau')
    expect(english.data.suggested).toEqual([])
  })

  it('treats LIKE wildcards as plain text and rejects a huge query', async () => {
    const { data } = await server.client().catalog.search('%_%')
    expect(data.product).toEqual([])
    const body = await server.json(`search?q=${'a'.repeat(300)}`)
    expect(body).toMatchObject({ status: 201, data: { form: ['The q field is too long.'] } })
  })
})
