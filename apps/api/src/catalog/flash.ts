/** Flash sales (contract 4.2, 4.9): the running and coming sales with their product cards. */
import type { FlashCard, FlashSaleWithProducts, Paginator } from '@souk/core'
import type { Db } from '../db/openDb'
import type { PageLocation } from '../http/paginate'
import { paginate } from '../http/paginate'
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

/** One page of a sale's products, or null when the sale is not public or has ended. */
export async function flashSalePage(
  db: Db,
  lang: string | null,
  saleId: number,
  page: number,
  location: PageLocation,
): Promise<Paginator<FlashCard> | null> {
  if (!(await isOpenSale(db, saleId))) return null
  const found = await saleCardPage(db, lang, saleId, SALES_PAGE, (page - 1) * SALES_PAGE)
  // Past the last page the window count has no row to ride on: count the sale's products apart.
  const total = found[0]?.total_count ?? (await saleSize(db, saleId))
  return paginate(
    found.map(({ total_count: _total, ...card }): FlashCard => card),
    total,
    page,
    SALES_PAGE,
    location,
  )
}
