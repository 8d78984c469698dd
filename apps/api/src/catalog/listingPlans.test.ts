/**
 * The plans of the listings: every statement a listing route runs is replayed under `EXPLAIN (ANALYZE, FORMAT
 * JSON)` on the seeded test database, and a per-card lookup (the active flash sale of a product, its translation)
 * that runs more times than the page has cards fails the test. A listing must choose its page's ids first and
 * decorate only those rows; a plan that looks up every matching product (fine at 60 products, seconds at 100 000)
 * is caught here rather than by a benchmark.
 */
import { type SQL, sql } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { rows } from '../db/openDb'
import { basePrice } from '../db/schema/columns'
import { type TestServer, testServer } from '../test/testServer'
import type { TotalRow } from './listingQueries'

const dialect = new PgDialect()
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
  'Node Type': string
  'Relation Name'?: string
  'Index Name'?: string
  'Index Cond'?: string
  Alias?: string
  'Subplan Name'?: string
  'Actual Loops': number
  'Actual Rows': number
  Plans?: PlanNode[]
}

/** The tables a card is decorated from, one lookup a card. */
const FLASH_TABLES = new Set(['flash_sale_products', 'flash_sales'])
const TRANSLATION_TABLES = new Set(['product_langs'])

/** A per-row lookup found in a plan: where, and how many times it ran. */
interface Lookup {
  relation: string
  loops: number
  choosing: boolean
}

/**
 * The lookups of a plan. `choosing` marks the nodes that choose the page (the `page` CTE, and the `matched` one a
 * search's page is chosen from): there a translation may be read for the text filter, but a flash sale only once
 * for the statement (a hash-joined table).
 */
function lookupsOf(node: PlanNode, choosing = false): Lookup[] {
  const inChoice = choosing || node['Subplan Name'] === 'CTE page' || node['Subplan Name'] === 'CTE matched'
  const own =
    node['Relation Name'] &&
    (FLASH_TABLES.has(node['Relation Name']) || TRANSLATION_TABLES.has(node['Relation Name']))
      ? [{ relation: node['Relation Name'], loops: node['Actual Loops'], choosing: inChoice }]
      : []
  return [...own, ...(node.Plans ?? []).flatMap((child) => lookupsOf(child, inChoice))]
}

/**
 * The lookups that ran more often than the page has cards (`cards`), as readable lines. A statement that only
 * chooses (a total: `counting`) decorates nothing: all of it is held to the rule of choosing.
 */
function excessLookups(plan: PlanNode, cards: number, counting = false): string[] {
  return lookupsOf(plan, counting)
    .filter((lookup) =>
      lookup.choosing
        ? FLASH_TABLES.has(lookup.relation) && lookup.loops > 1
        : lookup.loops > Math.max(cards, 1),
    )
    .map(
      (lookup) =>
        `${lookup.relation} looked up ${lookup.loops} times ${lookup.choosing ? 'while choosing the page' : `for a page of ${cards}`}`,
    )
}

/** The statements a request runs (every `db.execute`), and the number of cards it answers. */
async function statementsOf(path: string, language?: string) {
  const executed: SQL[] = []
  const execute = server.db.execute.bind(server.db)
  vi.spyOn(server.db, 'execute').mockImplementation(((query: SQL) => {
    executed.push(query)
    return execute(query)
  }) as typeof server.db.execute)
  const answer = await server.json<{ result?: { data: unknown[] }; data?: unknown[] }>(path, {
    headers: language ? { Language: language } : {},
  })
  vi.restoreAllMocks()
  const cards = (answer.data.result?.data ?? answer.data.data ?? []).length
  return { executed, cards }
}

/** The plan of a statement as it runs now. */
async function planOf(query: SQL): Promise<PlanNode> {
  const [row] = await rows<{ 'QUERY PLAN': unknown }>(server.db, sql`EXPLAIN (ANALYZE, FORMAT JSON) ${query}`)
  const value = row?.['QUERY PLAN']
  const parsed = (typeof value === 'string' ? JSON.parse(value) : value) as { Plan: PlanNode }[]
  return parsed[0]?.Plan as PlanNode
}

/** The index access method (`gin`, `gist`, `btree`…) of every index, by name. */
async function indexMethods(): Promise<Map<string, string>> {
  const found = await rows<{ name: string; method: string }>(
    server.db,
    sql`SELECT c.relname AS name, am.amname AS method FROM pg_class c JOIN pg_am am ON am.oid = c.relam
      WHERE c.relkind = 'i'`,
  )
  return new Map(found.map((row) => [row.name, row.method]))
}

/** The index conditions of every read of `index` in a plan. */
function indexConditions(node: PlanNode, index: string): string[] {
  const own = node['Index Name'] === index && node['Index Cond'] ? [node['Index Cond']] : []
  return [...own, ...(node.Plans ?? []).flatMap((child) => indexConditions(child, index))]
}

/**
 * Every index a plan reads: the table, the index and its access method. A bitmap index scan names no table: its
 * table is that of the bitmap heap scan above it.
 */
function indexReads(node: PlanNode, methods: Map<string, string>, table = '?'): string[] {
  const relation = node['Relation Name'] ?? table
  const own = node['Index Name']
    ? [`${relation} ${node['Index Name']} (${methods.get(node['Index Name']) ?? '?'})`]
    : []
  return [...own, ...(node.Plans ?? []).flatMap((child) => indexReads(child, methods, relation))]
}

/**
 * The plan of a statement that must find its rows through a bitmap of an index (planned only, not run). The test
 * database has 60 products: reading the whole table, or walking a btree index in the page's order and filtering, is
 * cheapest there and hides which index the planner would pick to find a text; on a large catalogue it finds the
 * text first, and this shows through which index.
 */
async function indexPlanOf(query: SQL): Promise<PlanNode> {
  // Sequential scans and plain index scans off, and every row read made costly (as filtering 100 000 rows is):
  // what is left is choosing the bitmap that finds the fewest rows, as on a large catalogue.
  return server.db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL enable_seqscan = off`)
    await tx.execute(sql`SET LOCAL enable_indexscan = off`)
    await tx.execute(sql`SET LOCAL cpu_tuple_cost = 10`)
    const [row] = await rows<{ 'QUERY PLAN': unknown }>(tx, sql`EXPLAIN (FORMAT JSON) ${query}`)
    const value = row?.['QUERY PLAN']
    const parsed = (typeof value === 'string' ? JSON.parse(value) : value) as { Plan: PlanNode }[]
    return parsed[0]?.Plan as PlanNode
  })
}

/**
 * The plan of a statement that chooses a page, as on a large catalogue (planned only, not run): reading every
 * product and sorting them, cheapest on the test database's 60, is made as costly as it is on 100 000 (sorts are
 * still allowed where no plan avoids them).
 */
async function largeCataloguePlanOf(query: SQL): Promise<PlanNode> {
  return server.db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL enable_seqscan = off`)
    await tx.execute(sql`SET LOCAL enable_bitmapscan = off`)
    await tx.execute(sql`SET LOCAL enable_sort = off`)
    const [row] = await rows<{ 'QUERY PLAN': unknown }>(tx, sql`EXPLAIN (FORMAT JSON) ${query}`)
    const value = row?.['QUERY PLAN']
    return ((typeof value === 'string' ? JSON.parse(value) : value) as { Plan: PlanNode }[])[0]
      ?.Plan as PlanNode
  })
}

/** The plan, as on a large catalogue, of the one statement of a listing request that chooses its page. */
async function pageChoicePlanOf(path: string) {
  const methods = await indexMethods()
  const { executed } = await statementsOf(path)
  const choosing = executed.filter((query) => /WITH (page|matched) /i.test(dialect.sqlToQuery(query).sql))
  expect(choosing.length).toBe(1)
  return { plan: await largeCataloguePlanOf(choosing[0] as SQL), methods }
}

/** Every listing route, with and without filters and in each sort order. */
const LISTINGS: [name: string, path: string, language?: string][] = [
  ['a category', 'all?category=electronics'],
  ['a sub-category', 'all?sub_category=smartphones'],
  ['a category by price with a price range', 'all?category=fashion&sortby=price_low_to_high&min=5&max=900'],
  ['every product', 'products'],
  ['every product, newest first', 'products?sortby=newest'],
  ['every product by rating', 'products?sortby=avg_customer_review'],
  ['every product by price, low to high', 'products?sortby=price_low_to_high'],
  ['every product by price, high to low, page 2', 'products?sortby=price_high_to_low&page=2'],
  ['a price range', 'products?min=10&max=500'],
  ['a price range by price', 'products?min=10&max=500&sortby=price_high_to_low'],
  ['brands', 'products?brand=1,2,3,4,5,6,7,8,9,10,11,12,13,14,15'],
  ['a collection', 'products?collection=1,2,3'],
  ['shipping rules and a rating', 'products?shipping=1,2,3&rating=1'],
  ['the home page products', 'products?is_home_page=1'],
  ['a home slider', 'products?home_spm=1'],
  ['a banner', 'products?banner=1'],
  ['search results', 'products?q=e'],
  ['search results by price', 'products?q=e&sortby=price_low_to_high'],
  ['search results in French', 'products?q=e', 'fr'],
  ['search results in French with filters', 'products?q=e&min=1&max=900&sortby=price_high_to_low', 'fr'],
  ['a store', 'store?slug=technest'],
  ['a store by price', 'store?slug=technest&sortby=price_low_to_high'],
  ['a flash sale', 'flash-sale/1'],
]

describe('the plans of the listings', () => {
  it.each(LISTINGS)('%s looks up the cards of its page only', async (_name, path, language) => {
    const { executed, cards } = await statementsOf(path, language)
    expect(executed.length).toBeGreaterThan(0)
    const excess: string[] = []
    for (const query of executed) {
      const counting = /^\s*SELECT count\(/i.test(dialect.sqlToQuery(query).sql)
      excess.push(...excessLookups(await planOf(query), cards, counting))
    }
    expect(excess).toEqual([])
  })

  // A substring of a title (`ILIKE '%modern%'`) is found through a GIN trigram index; the nearest-first GiST ones of
  // the suggestions serve it too, and the planner, expecting 169 titles where 11 343 contain "modern", read them
  // through GiST (51 ms a total at 100 000 products, 0.4 ms through GIN).
  it.each([
    // The texts kept for search: a table for each language (a partition), its GIN index of titles or tags.
    // The number of statements that test the text: one for the page and its total (the matches found once), two by
    // price (the page chosen by walking the price index, the total counted apart).
    [
      'search results',
      'products?q=modern',
      undefined,
      /^product_search_texts_base product_search_texts_base_(title|tags)_idx \(gin\)$/,
      1,
    ],
    [
      'search results by price in a price range',
      'products?q=modern&min=1&max=900&sortby=price_low_to_high',
      undefined,
      /^product_search_texts_base product_search_texts_base_(title|tags)_idx \(gin\)$/,
      2,
    ],
    [
      'search results in French',
      'products?q=moderne',
      'fr',
      /^product_search_texts_fr product_search_texts_fr_(title|tags)_idx \(gin\)$/,
      1,
    ],
    [
      'search results in French by price',
      'products?q=moderne&sortby=price_low_to_high',
      'fr',
      /^product_search_texts_fr product_search_texts_fr_(title|tags)_idx \(gin\)$/,
      2,
    ],
  ])(
    '%s find the text through a GIN trigram index, never a GiST one',
    async (_name, path, language, ginRead, statements) => {
      const methods = await indexMethods()
      const { executed } = await statementsOf(path, language)
      const searching = executed.filter((query) => /ILIKE/i.test(dialect.sqlToQuery(query).sql))
      expect(searching.length).toBe(statements)
      for (const query of searching) {
        const reads = indexReads(await indexPlanOf(query), methods)
        expect(reads.filter((read) => read.endsWith('(gist)'))).toEqual([])
        expect(reads).toContainEqual(expect.stringMatching(ginRead))
      }
    },
  )

  // Each searched language's texts are a table of their own (partitions of `product_search_texts`) with statistics
  // of their own, so the planner expects a French word in French titles and not in Arabic ones. With the languages
  // counted together it expected a word in as many Arabic titles as French ones, and a page of a word found in no
  // Arabic title walked every product in the page's order looking for them (1.1 s at 100 000 products).
  it('expects a word in the titles of the language that has it, not in the other languages', async () => {
    const planned = async (lang: string) => {
      const query = sql`SELECT 1 FROM product_search_texts WHERE lang = ${sql.raw(`'${lang}'`)} AND title ILIKE '%moderne%'`
      const [row] = await rows<{ 'QUERY PLAN': unknown }>(server.db, sql`EXPLAIN (FORMAT JSON) ${query}`)
      const value = row?.['QUERY PLAN']
      const plan = (
        (typeof value === 'string' ? JSON.parse(value) : value) as { Plan: { 'Plan Rows': number } }[]
      )[0]
      const [found] = await rows<{ n: number }>(server.db, sql`SELECT count(*)::int AS n FROM (${query}) q`)
      return { expected: plan?.Plan['Plan Rows'] ?? 0, found: found?.n ?? 0 }
    }
    const french = await planned('fr')
    const arabic = await planned('ar')
    expect(arabic.found).toBe(0)
    expect(french.found).toBeGreaterThan(2)
    expect(arabic.expected * 3).toBeLessThanOrEqual(french.expected)
  })

  // A price sort walks the products in the order of their price before sales and stops when the page is full; the
  // old statement priced and sorted every matching product (12 000 buffers at 100 000 products, 300 now).
  it.each([
    ['every product by price, low to high', 'products?sortby=price_low_to_high'],
    ['every product by price, high to low, page 2', 'products?sortby=price_high_to_low&page=2'],
    ['a price range by price', 'products?min=10&max=500&sortby=price_high_to_low'],
    [
      'a category in a price range by price',
      'all?category=electronics&min=20&max=300&sortby=price_low_to_high',
    ],
  ])('%s reads the products in the index order of their price', async (_name, path) => {
    const { plan, methods } = await pageChoicePlanOf(path)
    expect(indexReads(plan, methods)).toContain('products products_base_price_idx (btree)')
    // With a price range the walk starts at the range's end: the range is a condition of the index read itself,
    // not a filter of rows read from the lowest price on (what made a category's range read 40 000 entries first).
    if (path.includes('min=')) {
      expect(indexConditions(plan, 'products_base_price_idx').join(' ')).toMatch(/>=/)
    }
  })

  // A store by price reads its own products in the order of their price (`products_store_price_idx`), not every
  // shop's from the cheapest on (13 077 buffers for a store's first page at 100 000 products).
  it.each([
    ['a store by price, low to high', 'store?slug=technest&sortby=price_low_to_high'],
    ['a store by price, high to low, page 2', 'store?slug=technest&sortby=price_high_to_low&page=2'],
  ])('%s reads the store’s products in the index order of their price', async (_name, path) => {
    const { plan, methods } = await pageChoicePlanOf(path)
    expect(indexReads(plan, methods)).toContain('products products_store_price_idx (btree)')
    expect(indexConditions(plan, 'products_store_price_idx').join(' ')).toMatch(/admin_id =/)
  })

  // A rating sort walks the public products in the order of `products_rating_idx` until the page is full: without
  // it, a sub-category of 5 000 products sorted by rating read and sorted all of them (21 405 buffers at 100 000).
  it.each([
    ['every product by rating', 'products?sortby=avg_customer_review'],
    ['a sub-category by rating, page 2', 'all?sub_category=smartphones&sortby=avg_customer_review&page=2'],
    ['a store by rating', 'store?slug=technest&sortby=avg_customer_review'],
  ])('%s reads the products in the index order of their rating', async (_name, path) => {
    const { plan, methods } = await pageChoicePlanOf(path)
    expect(indexReads(plan, methods)).toContain('products products_rating_idx (btree)')
  })

  // At 100 000 products a category by price in a price range read the whole range through a bitmap (173 000
  // buffers) because the planner guessed the range at 0.5 % of the products: `products_base_price_idx` is partial,
  // and a partial index's statistics are not used for estimates. `products_base_price_stats` is.
  it('estimates how many products a range of the price before sales holds from its statistics', async () => {
    const base = sql.raw(basePrice('p'))
    const [bounds] = await rows<{ low: number; high: number }>(
      server.db,
      sql`SELECT percentile_cont(0.25) WITHIN GROUP (ORDER BY ${base})::float8 AS low,
        percentile_cont(0.75) WITHIN GROUP (ORDER BY ${base})::float8 AS high FROM products p WHERE p.status = 1`,
    )
    const range = sql`p.status = 1 AND ${base} BETWEEN ${bounds?.low} AND ${bounds?.high}`
    const [actual] = await rows<TotalRow>(
      server.db,
      sql`SELECT count(*)::int AS n FROM products p WHERE ${range}`,
    )
    const [row] = await rows<{ 'QUERY PLAN': unknown }>(
      server.db,
      sql`EXPLAIN (FORMAT JSON) SELECT p.id FROM products p WHERE ${range}`,
    )
    const value = row?.['QUERY PLAN']
    const plan = (
      (typeof value === 'string' ? JSON.parse(value) : value) as { Plan: { 'Plan Rows': number } }[]
    )[0]?.Plan
    const matching = actual?.n ?? 0
    expect(matching).toBeGreaterThan(10)
    // About half the products: an estimate from the statistics is near it; the default guess (0.5 %) is not.
    expect(plan?.['Plan Rows']).toBeGreaterThan(matching / 3)
    expect(plan?.['Plan Rows']).toBeLessThan(matching * 3)
  })

  it('sees a GiST index read when a query may use it', async () => {
    const methods = await indexMethods()
    const nearest = sql`SELECT p.id FROM products p WHERE p.title ILIKE '%modern%' AND length(p.title) > 0
      ORDER BY 'modern' <<-> p.title LIMIT 27`
    expect(indexReads(await indexPlanOf(nearest), methods)).toContain('products products_title_gist (gist)')
  })

  it('sees a lookup for every product when a listing decorates before it pages', async () => {
    const decorateAll = sql`SELECT p.id, f.price FROM products p LEFT JOIN LATERAL (
        SELECT fsp.price FROM flash_sale_products fsp WHERE fsp.product_id = p.id LIMIT 1) f ON true
      WHERE p.status = 1 ORDER BY f.price, p.id LIMIT 30`
    expect(excessLookups(await planOf(decorateAll), 30)).toEqual([
      expect.stringMatching(/^flash_sale_products looked up \d+ times for a page of 30$/),
    ])
  })
})
