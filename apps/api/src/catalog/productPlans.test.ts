/**
 * The statements of the product page's data (GET product/{id}, GET suggested-products/{id}): how many each route
 * runs, and their plans. Every statement is caught at the database client (named statements included) and replayed
 * under `EXPLAIN (ANALYZE, FORMAT JSON)`; a per-card lookup (a card's translation, its active flash sale) that runs
 * for more rows than the answer shows fails the test. The suggestions choose their page's ids first and decorate
 * only those.
 */
import type { SuggestedProducts } from '@souk/core'
import { sql } from 'drizzle-orm'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { rows } from '../db/openDb'
import { type TestServer, testServer } from '../test/testServer'

let server: TestServer
// Seeding takes a minute on a busy machine.
beforeAll(async () => {
  server = await testServer()
}, 300_000)
afterEach(() => {
  vi.restoreAllMocks()
})

/** A node of a JSON plan (the fields the test reads). */
interface PlanNode {
  'Relation Name'?: string
  'Actual Loops': number
  Plans?: PlanNode[]
}

/** The tables a card is decorated from, one lookup a card. */
const CARD_TABLES = new Set(['flash_sale_products', 'flash_sales', 'product_langs'])

/** A statement as the database client received it. */
interface Statement {
  text: string
  values: unknown[]
}

/** The database client under Drizzle: PGlite, or node-postgres's pool. */
type Client = { query: (...args: unknown[]) => Promise<unknown> }
const clientOf = () => (server.db as unknown as { $client: Client }).$client

/** The statements a request runs (plain and named), and its answer. */
async function statementsOf<T>(path: string, language?: string) {
  const client = clientOf()
  const query = client.query.bind(client)
  const executed: Statement[] = []
  vi.spyOn(client, 'query').mockImplementation((...args: unknown[]) => {
    const [first, second] = args
    if (typeof first === 'string') executed.push({ text: first, values: (second as unknown[]) ?? [] })
    else {
      const config = first as { text: string; values?: unknown[] }
      executed.push({ text: config.text, values: config.values ?? (second as unknown[]) ?? [] })
    }
    return query(...args)
  })
  const answer = await server.json<T>(path, { headers: language ? { Language: language } : {} })
  vi.restoreAllMocks()
  return { executed, data: answer.data }
}

/** The plan of a statement as it runs now. */
async function planOf({ text, values }: Statement): Promise<PlanNode> {
  const result = (await clientOf().query(`EXPLAIN (ANALYZE, FORMAT JSON) ${text}`, values)) as {
    rows: { 'QUERY PLAN': unknown }[]
  }
  const value = result.rows[0]?.['QUERY PLAN']
  const parsed = (typeof value === 'string' ? JSON.parse(value) : value) as { Plan: PlanNode }[]
  return parsed[0]?.Plan as PlanNode
}

/** The card lookups of a plan that ran more often than the answer has cards, as readable lines. */
function excessLookups(node: PlanNode, cards: number): string[] {
  const own =
    node['Relation Name'] && CARD_TABLES.has(node['Relation Name']) && node['Actual Loops'] > cards
      ? [`${node['Relation Name']} looked up ${node['Actual Loops']} times for ${cards} cards`]
      : []
  return [...own, ...(node.Plans ?? []).flatMap((child) => excessLookups(child, cards))]
}

/** The public product whose two suggestion parts have the most products (more than a page each). */
async function productWithManySuggestions(): Promise<number> {
  const [row] = await rows<{ id: number }>(
    server.db,
    sql`SELECT p.id FROM products p
      JOIN product_categories pc ON pc.product_id = p.id AND pc."primary" = 1
      JOIN categories c ON c.id = pc.category_id AND c.parent IS NOT NULL
      WHERE p.status = 1
      ORDER BY (SELECT count(*) FROM product_categories x WHERE x.category_id = c.id) DESC, p.id LIMIT 1`,
  )
  if (!row) throw new Error('no product with a parent category in the test catalogue')
  return row.id
}

describe("the product page's statements", () => {
  it('reads a product detail in one statement', async () => {
    const id = await productWithManySuggestions()
    // The public languages are read once and kept (the API's language cache): not part of the page's data.
    await server.json(`reviews/${id}`, { headers: { Language: 'fr' } })
    const { executed } = await statementsOf(`product/${id}`, 'fr')
    expect(executed.map((statement) => statement.text.slice(0, 60))).toHaveLength(1)
  })

  it('reads both parts of the suggestions, their totals and top-up cards in one statement', async () => {
    const id = await productWithManySuggestions()
    const { executed, data } = await statementsOf<SuggestedProducts>(`suggested-products/${id}`)
    expect(data.suggestion_1.data.length + data.suggestion_2.data.length).toBeGreaterThan(0)
    expect(executed).toHaveLength(1)
  })

  it('decorates only the cards the suggestions show, on every page and in a translated language', async () => {
    const id = await productWithManySuggestions()
    for (const [page, language] of [
      [1, undefined],
      [2, 'fr'],
      [9, undefined],
    ] as const) {
      const { executed, data } = await statementsOf<SuggestedProducts>(
        `suggested-products/${id}?page=${page}`,
        language,
      )
      const cards = data.suggestion_1.data.length + data.suggestion_2.data.length
      for (const statement of executed) {
        expect(excessLookups(await planOf(statement), cards), statement.text).toEqual([])
      }
    }
  })
})

/**
 * The suggestions as the contract describes them (4.11), worked out here from the plain rows: the primary category
 * link, part 1 the parent's products outside the leaf (the leaf's without a parent), part 2 the leaf's (none without
 * a parent), best rated first, 7 a page; on page 1 a short part is topped up with the best rated products outside
 * both categories (part 2's top-up not repeating part 1's).
 */
async function expectedSuggestions(productId: number, page: number) {
  const products = await rows<{ id: number; rating: number; status: number }>(
    server.db,
    sql`SELECT id, rating::float8 AS rating, status FROM products`,
  )
  const links = await rows<{
    product_id: number
    category_id: number
    primary: number
    parent: number | null
  }>(
    server.db,
    sql`SELECT pc.product_id, pc.category_id, pc."primary", c.parent FROM product_categories pc
      JOIN categories c ON c.id = pc.category_id`,
  )
  const byRating = (a: { id: number; rating: number }, b: { id: number; rating: number }) =>
    b.rating - a.rating || a.id - b.id
  const others = products.filter((p) => p.status === 1 && p.id !== productId).sort(byRating)
  const inCategory = (id: number, category: number | null) =>
    links.some((link) => link.product_id === id && link.category_id === category)
  const own = products.find((p) => p.id === productId)
  const [link] = links
    .filter((row) => row.product_id === productId && own?.status === 1)
    .sort((a, b) => b.primary - a.primary || a.category_id - b.category_id)
  if (!link) return { parts: [[], []], totals: [0, 0] }
  const part1 = others.filter((p) =>
    link.parent === null
      ? inCategory(p.id, link.category_id)
      : inCategory(p.id, link.parent) && !inCategory(p.id, link.category_id),
  )
  const part2 = link.parent === null ? [] : others.filter((p) => inCategory(p.id, link.category_id))
  const outside = others.filter((p) => !inCategory(p.id, link.category_id) && !inCategory(p.id, link.parent))
  const pageOf = (list: { id: number }[]) => list.slice((page - 1) * 7, page * 7).map((p) => p.id)
  const first = pageOf(part1)
  const second = pageOf(part2)
  if (page === 1) first.push(...outside.slice(0, 7 - first.length).map((p) => p.id))
  if (page === 1 && link.parent !== null)
    second.push(
      ...outside
        .filter((p) => !first.includes(p.id))
        .slice(0, 7 - second.length)
        .map((p) => p.id),
    )
  return { parts: [first, second], totals: [part1.length, part2.length] }
}

describe('GET suggested-products/{id} in one statement', () => {
  it('answers the pages, totals and top-ups the contract describes, for every product', async () => {
    const ids = await rows<{ id: number }>(server.db, sql`SELECT id FROM products ORDER BY id`)
    for (const { id } of ids) {
      for (const page of [1, 2]) {
        const { data } = await server.client().catalog.suggestedProducts(id, { page })
        const expected = await expectedSuggestions(id, page)
        expect(
          {
            parts: [
              data.suggestion_1.data.map((card) => card.id),
              data.suggestion_2.data.map((card) => card.id),
            ],
            totals: [data.suggestion_1.total, data.suggestion_2.total],
          },
          `product ${id}, page ${page}`,
        ).toEqual(expected)
      }
    }
  }, 120_000)
})
