/** Flash sales (contract 4.2, 4.9): the running and coming sales with their product cards. */
import type { FlashCard, FlashSaleWithProducts, Paginator } from '@souk/core'
import type { Db } from '../db/openDb'
import type { PageLocation } from '../http/paginate'
import { paginate } from '../http/paginate'
import type { ResponseCache } from '../http/responseCache'
import { firstCardsOfSales, isOpenSale, openSales, saleCardPage, saleSize } from './flashQueries'

/** Cards of a sale list at most this many products each. */
const CARDS_PER_SALE = 9
const SALES_PAGE = 25

/** Public sales that have not ended (running and coming), each with up to 9 public products; empty sales left out. */
export async function flashSalesWithProducts(db: Db, lang: string | null): Promise<FlashSaleWithProducts[]> {
  const sales = await openSales(db, lang)
  if (sales.length === 0) return []
  const cards = await firstCardsOfSales(
    db,
    lang,
    sales.map((sale) => sale.id),
    CARDS_PER_SALE,
  )
  return sales
    .map((sale) => ({
      ...sale,
      public_products: cards
        .filter((card) => card.flash_sale_id === sale.id)
        .map(({ rank: _rank, ...card }): FlashCard => card),
    }))
    .filter((sale) => sale.public_products.length > 0)
}

/**
 * One page of a sale's products, or null when the sale is not public or has ended. With `cache` (the listings' part
 * of the response cache: 10 s, emptied by every shop write), whether the sale is open, the page's rows and the
 * total are kept like a listing's (a sale's start or end shows within those seconds, as on the other listings); a
 * sale page decorates and counts every product of the sale (`count(*) OVER ()`), so at 100 000 products it was the
 * one listing answered afresh every time (675–730 answers a second at 32 connections, p95 56–62 ms).
 */
export async function flashSalePage(
  db: Db,
  lang: string | null,
  saleId: number,
  page: number,
  location: PageLocation,
  cache: ResponseCache | null = null,
): Promise<Paginator<FlashCard> | null> {
  const through = <T>(key: string, compute: () => Promise<T>) =>
    cache ? cache.get(`flash-sale:${saleId}:${key}`, compute) : compute()
  if (!(await through('open', () => isOpenSale(db, saleId)))) return null
  const found = await through(`page:${lang ?? ''}:${page}`, () =>
    saleCardPage(db, lang, saleId, SALES_PAGE, (page - 1) * SALES_PAGE),
  )
  // Past the last page the window count has no row to ride on: count the sale's products apart.
  const total = found[0]?.total_count ?? (await through('size', () => saleSize(db, saleId)))
  return paginate(
    found.map(({ total_count: _total, ...card }): FlashCard => card),
    total,
    page,
    SALES_PAGE,
    location,
  )
}
