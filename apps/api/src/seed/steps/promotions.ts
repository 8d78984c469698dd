/** What is promoted: collections, flash sales and vouchers. */
import { Visibility } from '@souk/core'
import type { Db } from '../../db/openDb'
import * as s from '../../db/schema'
import { COLLECTIONS, FLASH_SALES, VOUCHERS } from '../content'
import { DAY, HOUR, insertAll, langRows, money, type SeedContext, STORE_IDS_BY_SLUG } from '../context'

/** Collections of public products, translated. */
export async function seedCollections(db: Db, ctx: SeedContext): Promise<void> {
  const { prng, count, publicProducts } = ctx
  await insertAll(
    db,
    s.productCollections,
    COLLECTIONS.map((collection, index) => ({
      id: index + 1,
      title: collection.title.en,
      slug: collection.slug,
      status: Visibility.PUBLIC,
      admin_id: 1,
    })),
  )
  await insertAll(
    db,
    s.productCollectionLangs,
    COLLECTIONS.flatMap((collection, index) =>
      langRows((lang) => ({ product_collection_id: index + 1, lang, title: collection.title[lang] })),
    ),
  )
  const collectionLinks: (typeof s.collectionWithProducts.$inferInsert)[] = []
  COLLECTIONS.forEach((_, index) => {
    const size = Math.min(publicProducts.length, 10 + prng.int(0, 14))
    for (const product of prng.sample(publicProducts, size)) {
      collectionLinks.push({ product_collection_id: index + 1, product_id: product.id })
    }
  })
  await insertAll(db, s.collectionWithProducts, collectionLinks)
  count('collections', COLLECTIONS.length)
}

/** Flash sales around `now`: each public product in at most one sale. */
export async function seedFlashSales(db: Db, ctx: SeedContext): Promise<void> {
  const { prng, at, count, publicProducts } = ctx
  await insertAll(
    db,
    s.flashSales,
    FLASH_SALES.map((sale, index) => ({
      id: index + 1,
      title: sale.title.en,
      status: Visibility.PUBLIC,
      start_time: at(sale.start * HOUR),
      end_time: at(sale.end * HOUR),
      admin_id: 1,
    })),
  )
  await insertAll(
    db,
    s.flashSaleLangs,
    FLASH_SALES.flatMap((sale, index) =>
      langRows((lang) => ({ flash_sale_id: index + 1, lang, title: sale.title[lang] })),
    ),
  )
  const flashPool = prng.sample(publicProducts, publicProducts.length)
  const flashSizes = [14, 10, 8, 8]
  const flashRows: (typeof s.flashSaleProducts.$inferInsert)[] = []
  let cursor = 0
  flashSizes.forEach((size, index) => {
    for (const product of flashPool.slice(
      cursor,
      cursor + Math.min(size, Math.floor(flashPool.length / 5)),
    )) {
      flashRows.push({
        flash_sale_id: index + 1,
        product_id: product.id,
        price: money(product.selling * (0.55 + prng.next() * 0.25)),
        admin_id: 1,
      })
    }
    cursor += Math.min(size, Math.floor(flashPool.length / 5))
  })
  await insertAll(db, s.flashSaleProducts, flashRows)
  count('flash_sales', FLASH_SALES.length)
  count('flash_sale_products', flashRows.length)
}

/** Vouchers around `now` (one of a store), translated. */
export async function seedVouchers(db: Db, ctx: SeedContext): Promise<void> {
  const { at, count } = ctx
  await insertAll(
    db,
    s.vouchers,
    VOUCHERS.map((voucher, index) => ({
      id: index + 1,
      title: voucher.title.en,
      type: voucher.type,
      status: voucher.status ?? Visibility.PUBLIC,
      usage_limit: voucher.usage_limit,
      limit_per_customer: voucher.limit_per_customer,
      price: voucher.price,
      min_spend: voucher.min_spend,
      code: voucher.code,
      capped_price: voucher.capped ?? null,
      start_time: at(voucher.start * DAY),
      end_time: at(voucher.end * DAY),
      store_id: voucher.store ? (STORE_IDS_BY_SLUG.get(voucher.store) ?? null) : null,
      admin_id: 1,
    })),
  )
  await insertAll(
    db,
    s.voucherLangs,
    VOUCHERS.flatMap((voucher, index) =>
      langRows((lang) => ({ voucher_id: index + 1, lang, title: voucher.title[lang] })),
    ),
  )
  count('vouchers', VOUCHERS.length)
}
