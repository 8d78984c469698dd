/** Flash sales (contract 4.2, 4.9): the running and coming sales with their product cards. */
import type { FlashCard, FlashSale, FlashSaleWithProducts, Paginator } from '@souk/core'
import { Visibility } from '@souk/core'
import { sql } from 'drizzle-orm'
import { literal } from '../db/literal'
import { type Db, firstRow, rows } from '../db/openDb'
import type { PageLocation } from '../http/paginate'
import { paginate } from '../http/paginate'
import { idsSql, iso, langJoin, stamps, tr, ymd } from './sqlParts'

/** Cards of a sale list at most this many products each. */
const CARDS_PER_SALE = 9
const SALES_PAGE = 25

/** Columns of a flash card; `end_time` only once the sale has started (so clients price it only then). */
const flashCardColumns = sql`p.id, p.id AS product_id, fsp.flash_sale_id, fsp.price::float8 AS price,
  ${iso('fsp.created_at')} AS created_at, ${iso('fsp.updated_at')} AS updated_at, p.slug, ${tr('p', 'title')},
  ${tr('p', 'badge')}, p.selling::float8 AS selling, p.offered::float8 AS offered, p.image, p.review_count,
  p.rating::float8 AS rating,
  CASE WHEN fs.start_time <= now() THEN ${ymd('fs.end_time')} ELSE NULL END AS end_time`

const flashCardFrom = (lang: string | null) => sql`FROM flash_sale_products fsp
  JOIN flash_sales fs ON fs.id = fsp.flash_sale_id
  JOIN products p ON p.id = fsp.product_id ${langJoin('product_langs', 'p', 'product_id', lang)}`

const saleColumns = sql`fs.id, ${tr('fs', 'title')}, ${ymd('fs.start_time')} AS start_time, ${ymd('fs.end_time')} AS end_time,
  fs.status, ${stamps('fs')}`

/** Public sales that have not ended (running and coming), each with up to 9 public products; empty sales left out. */
export async function flashSalesWithProducts(db: Db, lang: string | null): Promise<FlashSaleWithProducts[]> {
  const sales = await rows<FlashSale>(
    db,
    sql`SELECT ${saleColumns} FROM flash_sales fs ${langJoin('flash_sale_langs', 'fs', 'flash_sale_id', lang)}
        WHERE fs.status = ${literal(Visibility.PUBLIC)} AND fs.end_time >= now() ORDER BY fs.start_time, fs.end_time, fs.id`,
  )
  if (sales.length === 0) return []
  const cards = await rows<FlashCard & { rank: number }>(
    db,
    sql`SELECT * FROM (SELECT ${flashCardColumns}, row_number() OVER (PARTITION BY fsp.flash_sale_id ORDER BY fsp.id) AS rank
        ${flashCardFrom(lang)} WHERE p.status = ${literal(Visibility.PUBLIC)} AND fsp.flash_sale_id IN (${idsSql(sales.map((sale) => sale.id))})) x
        WHERE x.rank <= ${CARDS_PER_SALE} ORDER BY x.flash_sale_id, x.rank`,
  )
  return sales
    .map((sale) => ({
      ...sale,
      public_products: cards
        .filter((card) => card.flash_sale_id === sale.id)
        .map(({ rank: _rank, ...card }) => card),
    }))
    .filter((sale) => sale.public_products.length > 0)
}

/** One page of a sale's products, or null when the sale is not public or has ended. */
export async function flashSalePage(
  db: Db,
  lang: string | null,
  saleId: number,
  page: number,
  location: PageLocation,
): Promise<Paginator<FlashCard> | null> {
  const sale = await firstRow<{ id: number }>(
    db,
    sql`SELECT id FROM flash_sales WHERE id = ${saleId} AND status = ${literal(Visibility.PUBLIC)} AND end_time >= now()`,
  )
  if (!sale) return null
  const found = await rows<FlashCard & { total_count: number }>(
    db,
    sql`SELECT ${flashCardColumns}, count(*) OVER ()::int AS total_count ${flashCardFrom(lang)}
        WHERE p.status = ${literal(Visibility.PUBLIC)} AND fsp.flash_sale_id = ${saleId} ORDER BY fsp.id
        LIMIT ${SALES_PAGE} OFFSET ${(page - 1) * SALES_PAGE}`,
  )
  let total = found[0]?.total_count
  if (total === undefined) {
    const counted = await firstRow<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM flash_sale_products fsp JOIN products p ON p.id = fsp.product_id
          WHERE p.status = ${literal(Visibility.PUBLIC)} AND fsp.flash_sale_id = ${saleId}`,
    )
    total = counted?.n ?? 0
  }
  return paginate(
    found.map(({ total_count: _total, ...card }) => card),
    total,
    page,
    SALES_PAGE,
    location,
  )
}
