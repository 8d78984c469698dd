/**
 * The flash sales' queries (contract 4.2, 4.9). The sales and a sale's existence and size are plain reads through
 * Drizzle's builder; the cards of the sales are tuned statements in SQL (nine cards a sale in one statement, a page
 * with its total) whose row type is derived from the schema (`FlashCardRow`, checked against core's `FlashCard` in
 * `flashQueries.test.ts`).
 */
import { Visibility } from '@souk/core'
import { and, asc, count, eq, gte, sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import { literal } from '../db/literal'
import { type Db, rows } from '../db/openDb'
import { flashSaleLangs, flashSaleProducts, flashSales, products } from '../db/schema'
import { idsSql, iso, langJoin, tr, ymd } from './sqlParts'

const PUBLIC = Visibility.PUBLIC

/** A stored time as the API writes it: ISO 8601 in UTC with microseconds, formatted by PostgreSQL. */
const isoTime = (column: AnyPgColumn) =>
  sql<string>`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`
/** An API time (`Y-m-d H:i:s`, UTC). */
const ymdTime = (column: AnyPgColumn) =>
  sql<string>`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS')`

/** A flash card as the statements return it, typed by the schema (times as the API's text). */
export type FlashCardRow = Pick<
  typeof products.$inferSelect,
  'slug' | 'title' | 'badge' | 'selling' | 'offered' | 'image' | 'review_count' | 'rating'
> &
  Pick<typeof flashSaleProducts.$inferSelect, 'product_id' | 'flash_sale_id' | 'price'> & {
    /** The product's id. */
    id: (typeof products.$inferSelect)['id']
    created_at: string
    updated_at: string
    end_time: string | null
  }

/** Columns of a flash card; `end_time` only once the sale has started (so clients price it only then). */
const flashCardColumns = sql`p.id, p.id AS product_id, fsp.flash_sale_id, fsp.price::float8 AS price,
  ${iso('fsp.created_at')} AS created_at, ${iso('fsp.updated_at')} AS updated_at, p.slug, ${tr('p', 'title')},
  ${tr('p', 'badge')}, p.selling::float8 AS selling, p.offered::float8 AS offered, p.image, p.review_count,
  p.rating::float8 AS rating,
  CASE WHEN fs.start_time <= now() THEN ${ymd('fs.end_time')} ELSE NULL END AS end_time`

const flashCardFrom = (lang: string | null) => sql`FROM flash_sale_products fsp
  JOIN flash_sales fs ON fs.id = fsp.flash_sale_id
  JOIN products p ON p.id = fsp.product_id ${langJoin('product_langs', 'p', 'product_id', lang)}`

/** The public sales that have not ended (running and coming), in a language, by start, end and id. */
export function openSales(db: Db, lang: string | null) {
  return db
    .select({
      id: flashSales.id,
      title: sql<string>`coalesce(${flashSaleLangs.title}, ${flashSales.title})`,
      start_time: ymdTime(flashSales.start_time),
      end_time: ymdTime(flashSales.end_time),
      status: sql<Visibility>`${flashSales.status}`,
      created_at: isoTime(flashSales.created_at),
      updated_at: isoTime(flashSales.updated_at),
    })
    .from(flashSales)
    .leftJoin(
      flashSaleLangs,
      and(eq(flashSaleLangs.flash_sale_id, flashSales.id), eq(flashSaleLangs.lang, lang ?? '')),
    )
    .where(and(eq(flashSales.status, PUBLIC), gte(flashSales.end_time, sql`now()`)))
    .orderBy(asc(flashSales.start_time), asc(flashSales.end_time), asc(flashSales.id))
}

/** The first `perSale` public products of each sale (by the order they were added), sale by sale. */
export function firstCardsOfSales(db: Db, lang: string | null, saleIds: number[], perSale: number) {
  return rows<FlashCardRow & { rank: number }>(
    db,
    sql`SELECT * FROM (SELECT ${flashCardColumns}, row_number() OVER (PARTITION BY fsp.flash_sale_id ORDER BY fsp.id) AS rank
        ${flashCardFrom(lang)} WHERE p.status = ${literal(PUBLIC)} AND fsp.flash_sale_id IN (${idsSql(saleIds)})) x
        WHERE x.rank <= ${perSale} ORDER BY x.flash_sale_id, x.rank`,
  )
}

/** Whether a sale is public and has not ended. */
export async function isOpenSale(db: Db, saleId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: flashSales.id })
    .from(flashSales)
    .where(
      and(eq(flashSales.id, saleId), eq(flashSales.status, PUBLIC), gte(flashSales.end_time, sql`now()`)),
    )
  return Boolean(row)
}

/** A page of a sale's public products, each with the number of them all (`total_count`). */
export function saleCardPage(db: Db, lang: string | null, saleId: number, limit: number, offset: number) {
  return rows<FlashCardRow & { total_count: number }>(
    db,
    sql`SELECT ${flashCardColumns}, count(*) OVER ()::int AS total_count ${flashCardFrom(lang)}
        WHERE p.status = ${literal(PUBLIC)} AND fsp.flash_sale_id = ${saleId} ORDER BY fsp.id
        LIMIT ${limit} OFFSET ${offset}`,
  )
}

/** The number of a sale's public products. */
export async function saleSize(db: Db, saleId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(flashSaleProducts)
    .innerJoin(products, eq(products.id, flashSaleProducts.product_id))
    .where(and(eq(products.status, PUBLIC), eq(flashSaleProducts.flash_sale_id, saleId)))
  return row?.n ?? 0
}
