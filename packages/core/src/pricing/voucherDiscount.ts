import { PriceType } from '../model/enums'
import { isSelected, lineAmounts, type PricedLine } from './lineAmounts'
import { round2 } from './round2'
import { type NumberInput, toNumber } from './toNumber'

/** The parts of a voucher the discount reads. */
export interface VoucherTerms {
  type: PriceType | `${PriceType}`
  price: NumberInput
  /** Upper bound of a percent discount; unset, null or 0 means no cap. */
  capped_price?: NumberInput
  /** When set, only lines of this seller's store count. */
  store_id?: number | null
}

/**
 * The amount a voucher applies to (contract 9.7 and its opening item 8): Σ unit price × (quantity − free units)
 * over the selected lines that have a shipping place; shipping and tax excluded. A store voucher counts only
 * the lines whose product belongs to its store.
 */
export function voucherBase(
  lines: readonly PricedLine[],
  voucher?: Pick<VoucherTerms, 'store_id'> | null,
  options: { scope?: 'cart' } = {},
): number {
  const storeId = voucher?.store_id ?? null
  // On the cart page (`scope: 'cart'`, issue 18) no line has its shipping place yet: the selected lines count.
  const needsPlace = options.scope !== 'cart'
  let base = 0
  for (const line of lines) {
    if (!isSelected(line) || (needsPlace && !line.shipping_place) || !line.flash_product) continue
    if (storeId !== null && line.flash_product.store_id !== storeId) continue
    const amounts = lineAmounts(line)
    base += amounts.unitPrice * (amounts.quantity - amounts.freeUnits)
  }
  return round2(base)
}

/**
 * The discount of a voucher on a base amount: flat -> its price; percent -> price % of the base rounded to
 * 2 decimals and capped by `capped_price` when set. Never negative and never more than the base.
 */
export function voucherDiscount(voucher: VoucherTerms | null | undefined, base: NumberInput): number {
  const amount = toNumber(base)
  if (!voucher || amount <= 0) return 0
  const price = toNumber(voucher.price)
  let discount = 0
  if (Number(voucher.type) === PriceType.FLAT) discount = price
  else if (Number(voucher.type) === PriceType.PERCENT) {
    discount = round2((amount * price) / 100)
    const cap = toNumber(voucher.capped_price)
    if (cap > 0) discount = Math.min(discount, cap)
  }
  return round2(Math.min(Math.max(discount, 0), amount))
}
