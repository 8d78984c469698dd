/**
 * The listings' price sorts choose a page from the products in no flash sale, read in the order of their price
 * before sales (`products_base_price_idx`), and the few products in an active sale at their sale price
 * (`cardPageStatements`). These tests hold that choice to the rule itself: every page, in both orders, with and
 * without filters, is the page of `ORDER BY` the current price of every matching product, including when a sale
 * moves a product from the last page to the first and another from the first page to the last.
 */
import { type SQL, sql, TransactionRollbackError } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { type Db, rows } from '../db/openDb'
import { type TestServer, testServer } from '../test/testServer'
import {
  cardPageStatements,
  inCategory,
  listingOrder,
  type PriceRange,
  priceCondition,
  priceRangeOf,
} from './listingQueries'
import { flashJoin, textMatch } from './sqlParts'

let server: TestServer
beforeAll(async () => {
  server = await testServer()
}, 300_000)

const PER_PAGE = 3
const SORTS = ['price_low_to_high', 'price_high_to_low'] as const

/** The listings compared: a name, the conditions on `p`, and the price range (on the current price) if any. */
const LISTINGS: [name: string, where: () => SQL[], priceRange: PriceRange | undefined][] = [
  ['every product', () => [], undefined],
  ['a price range', () => [], priceRangeOf({ min: 10, max: 400 })],
  ['a category', () => [inCategory(1)], undefined],
  ['a category with a price range', () => [inCategory(1)], priceRangeOf({ min: 9, max: 200 })],
  ['a text', () => [textMatch(null, 'e')], undefined],
  ['a text in French with a price range', () => [textMatch('fr', 'e')], priceRangeOf({ min: 5 })],
]

/** Every page's ids as the listing chooses them, until a page comes back empty. */
async function pagesOf(
  db: Db,
  where: SQL[],
  sortby: string,
  priceRange: PriceRange | undefined,
): Promise<number[][]> {
  const pages: number[][] = []
  for (let page = 1; page < 100; page++) {
    const { page: statement } = cardPageStatements({
      lang: null,
      where,
      sortby,
      page,
      perPage: PER_PAGE,
      priceRange,
    })
    const ids = (await rows<{ id: number }>(db, statement)).map((row) => row.id)
    if (ids.length === 0) break
    pages.push(ids)
  }
  return pages
}

/** The same pages by the rule: every matching product priced (its active flash sale joined), sorted, cut. */
async function pagesByRule(
  db: Db,
  where: SQL[],
  sortby: string,
  priceRange: PriceRange | undefined,
): Promise<number[][]> {
  const conditions = sql.join(
    [sql`p.status = 1`, ...where, ...(priceRange ? [priceCondition(priceRange)] : [])],
    sql` AND `,
  )
  // The price range's condition reads `fa`: here the same sale, looked up for every product.
  const all = await rows<{ id: number }>(
    db,
    sql`SELECT p.id FROM products p ${flashJoin}
      LEFT JOIN LATERAL (SELECT f.price, f.end_time) fa ON true
      WHERE ${conditions} ORDER BY ${listingOrder(sortby).order}`,
  )
  const ids = all.map((row) => row.id)
  return Array.from({ length: Math.ceil(ids.length / PER_PAGE) }, (_, index) =>
    ids.slice(index * PER_PAGE, (index + 1) * PER_PAGE),
  )
}

/** Runs `work` in a transaction that is rolled back afterwards. */
async function rolledBack(work: (tx: Db) => Promise<void>): Promise<void> {
  await server.db
    .transaction(async (tx) => {
      await work(tx as unknown as Db)
      tx.rollback()
    })
    .catch((error: unknown) => {
      if (!(error instanceof TransactionRollbackError)) throw error
    })
}

/** Puts products in a new active flash sale at the given prices. */
async function putOnSale(db: Db, prices: [productId: number, price: number][]): Promise<void> {
  const [sale] = await rows<{ id: number }>(
    db,
    sql`INSERT INTO flash_sales (title, status, start_time, end_time)
      VALUES ('Price order test', 1, now() - interval '1 hour', now() + interval '1 hour') RETURNING id`,
  )
  for (const [productId, price] of prices) {
    await db.execute(
      sql`INSERT INTO flash_sale_products (product_id, flash_sale_id, price) VALUES (${productId}, ${sale?.id}, ${price})`,
    )
  }
}

describe('a listing by price', () => {
  it.each(LISTINGS)(
    'of %s has the pages of the current price, in both orders',
    async (_name, where, priceRange) => {
      for (const sortby of SORTS) {
        const expected = await pagesByRule(server.db, where(), sortby, priceRange)
        expect(expected.length, sortby).toBeGreaterThan(1)
        expect(await pagesOf(server.db, where(), sortby, priceRange), sortby).toEqual(expected)
      }
    },
  )

  it('moves a product across pages when a flash sale changes its price', async () => {
    await rolledBack(async (tx) => {
      const byBase = await rows<{ id: number }>(
        tx,
        sql`SELECT p.id FROM products p WHERE p.status = 1 AND p.id NOT IN (SELECT product_id FROM flash_sale_products)
          ORDER BY (CASE WHEN p.offered > 0 THEN p.offered ELSE p.selling END), p.id`,
      )
      const cheapest = byBase[0]?.id as number
      const dearest = byBase[byBase.length - 1]?.id as number
      // The dearest product on sale for almost nothing, the cheapest on sale for more than any other price.
      await putOnSale(tx, [
        [dearest, 0.5],
        [cheapest, 99_999],
      ])
      const ascending = await pagesOf(tx, [], 'price_low_to_high', undefined)
      expect(ascending[0]?.[0]).toBe(dearest)
      expect(ascending[ascending.length - 1]?.at(-1)).toBe(cheapest)
      const descending = await pagesOf(tx, [], 'price_high_to_low', undefined)
      expect(descending[0]?.[0]).toBe(cheapest)
      expect(descending[descending.length - 1]?.at(-1)).toBe(dearest)
      for (const [, where, priceRange] of LISTINGS) {
        for (const sortby of SORTS) {
          expect(await pagesOf(tx, where(), sortby, priceRange)).toEqual(
            await pagesByRule(tx, where(), sortby, priceRange),
          )
        }
      }
    })
  })

  it('holds ties of price in the order of ids, across a sale price equal to a base price', async () => {
    await rolledBack(async (tx) => {
      const [some] = await rows<{ id: number; price: number }>(
        tx,
        sql`SELECT p.id, (CASE WHEN p.offered > 0 THEN p.offered ELSE p.selling END)::float8 AS price FROM products p
          WHERE p.status = 1 ORDER BY p.id LIMIT 1 OFFSET 20`,
      )
      const others = await rows<{ id: number }>(
        tx,
        sql`SELECT p.id FROM products p WHERE p.status = 1 AND p.id <> ${some?.id}
          AND p.id NOT IN (SELECT product_id FROM flash_sale_products) ORDER BY p.id LIMIT 3`,
      )
      await putOnSale(
        tx,
        others.map((row) => [row.id, some?.price as number]),
      )
      for (const sortby of SORTS) {
        expect(await pagesOf(tx, [], sortby, undefined)).toEqual(await pagesByRule(tx, [], sortby, undefined))
      }
    })
  })
})
