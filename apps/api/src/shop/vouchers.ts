/**
 * Vouchers: the running list (contract 5.11) and the check against the shopper's cart (7.2, 9.7). The rules are
 * core's (`checkVoucher`, `voucherBase`, `voucherDiscount`) and this file's (a store voucher on a cart without that
 * store's products); the rows are read by `voucherQueries.ts`.
 */
import type { Paginator, Visibility, Voucher, VoucherValidityData } from '@souk/core'
import {
  CartSelection,
  checkVoucher,
  formatPrice,
  PAGE_SIZES,
  voucherBase,
  voucherDiscount,
} from '@souk/core'
import { containsPattern } from '../catalog/sqlParts'
import type { Db } from '../db/openDb'
import { ApiError } from '../http/envelope'
import { translatorFor } from '../http/messages'
import { type PageLocation, paginate } from '../http/paginate'
import type { Shopper } from '../http/shopper'
import { createdText, shortDate } from '../http/time'
import { priceFormat } from '../orders/queries'
import { type LoadedLine, loadCartLines } from './cartLines'
import type { VoucherListQuery } from './inputs'
import {
  countShopperVoucherOrders,
  countVoucherOrders,
  type OrderContact,
  runningVoucherPage,
  type VoucherRecord,
  voucherByCode,
} from './voucherQueries'

export type { VoucherRecord } from './voucherQueries'

/** A voucher checked against a cart: what it takes off. */
export interface AppliedVoucher {
  voucher: VoucherRecord
  discount: number
}

/** The lines a voucher and an order work on: selected, with a shipping place, product still there. */
export function shippableLines(lines: readonly LoadedLine[]): LoadedLine[] {
  return lines.filter(
    ({ line }) =>
      line.selected === CartSelection.SELECTED && line.shipping_place !== null && line.flash_product !== null,
  )
}

/**
 * Checks a code against the shippable lines (contract 7.2 with the full 9.2 unit price, and the window check the
 * original skipped at order time); throws a 201 in the shopper's language when it cannot be used. `lock` takes the
 * voucher row for the rest of the transaction, so that concurrent orders cannot exceed its limits.
 */
export async function applyVoucher(
  db: Db,
  lang: string | null,
  shopper: Shopper,
  code: string,
  lines: readonly LoadedLine[],
  options: {
    lock?: boolean
    /** `cart`: the cart page's check, on selected lines that have no shipping place yet (issue 18). */
    scope?: 'cart'
    /**
     * The e-mail addresses and phone of the order's contact: orders shipped to the same e-mail or phone count
     * towards `limit_per_customer` too, so a guest cannot use a voucher again with a fresh guest token.
     */
    contact?: OrderContact
  } = {},
): Promise<AppliedVoucher> {
  const t = translatorFor(lang)
  const voucher = await voucherByCode(db, lang, code, options.lock === true)
  const priced = lines.map(({ line, facts }) => ({
    ...line,
    flash_product: line.flash_product && { ...line.flash_product, store_id: facts?.storeId ?? null },
  }))
  const base = voucherBase(priced, voucher, { scope: options.scope })
  const [usedCount, usedByShopper] = voucher
    ? await Promise.all([
        countVoucherOrders(db, voucher.id),
        countShopperVoucherOrders(db, voucher.id, shopper, options.contact),
      ])
    : [0, 0]
  let problem = checkVoucher(voucher, { base, usedCount, usedByShopper })
  if (problem?.key === 'voucher.minSpend') {
    // The minimum spend is told as the shop's money ("Spend at least $100.00").
    const setting = await priceFormat(db)
    problem = checkVoucher(voucher, {
      base,
      usedCount,
      usedByShopper,
      formatAmount: (amount) => formatPrice(amount, setting),
    })
  }
  // A store voucher on a cart without that store's products: say so rather than "spend at least".
  if (voucher?.store_id && base <= 0 && (!problem || problem.key === 'voucher.minSpend')) {
    throw new ApiError(t('voucher.shopOnly', { shop: voucher.store_name ?? '' }))
  }
  if (problem) throw new ApiError(t(problem.key, problem.params))
  if (!voucher) throw new ApiError(t('voucher.notFound'))
  return { voucher, discount: voucherDiscount(voucher, base) }
}

/**
 * The lines a voucher is checked against on the cart page, before shipping is chosen: selected, product still
 * there (the shipping place comes at the next step; the order checks the voucher again on the shippable lines).
 */
export function selectedCartLines(lines: readonly LoadedLine[]): LoadedLine[] {
  return lines.filter(({ line }) => line.selected === CartSelection.SELECTED && line.flash_product !== null)
}

/**
 * POST voucher/validity: the discount a code gives on the shopper's selected, shippable lines; with `scope`
 * `cart` (the cart page, issue 18), on the selected lines before their shipping place is chosen.
 */
export async function voucherValidity(
  db: Db,
  lang: string | null,
  shopper: Shopper,
  code: string,
  scope?: 'cart',
): Promise<VoucherValidityData> {
  const loaded = await loadCartLines(db, lang, shopper, { selectedOnly: true })
  const lines = scope === 'cart' ? selectedCartLines(loaded) : shippableLines(loaded)
  if (lines.length === 0) throw new ApiError(translatorFor(lang)('shipping.noneSelected'))
  const applied = await applyVoucher(db, lang, shopper, code, lines, { scope })
  return { offered: applied.discount, voucher: applied.voucher.code }
}

/** GET user/user-vouchers: public vouchers running now and not used up, 25 a page. */
export async function voucherList(
  db: Db,
  lang: string | null,
  query: VoucherListQuery,
  location: PageLocation,
): Promise<Paginator<Voucher>> {
  const perPage = PAGE_SIZES.frontend
  const { found, total } = await runningVoucherPage(db, lang, {
    pattern: query.q ? containsPattern(query.q) : undefined,
    column: query.order_by,
    direction: query.type,
    limit: perPage,
    offset: (query.page - 1) * perPage,
  })
  const data: Voucher[] = found.map(
    ({ start_raw, end_raw, created_raw, total_count: _total, ...voucher }) => ({
      ...voucher,
      status: voucher.status as Visibility,
      start_time: shortDate(start_raw, query.time_zone),
      end_time: shortDate(end_raw, query.time_zone),
      created: createdText(created_raw, query.time_zone),
    }),
  )
  return paginate(data, total, query.page, perPage, location)
}
