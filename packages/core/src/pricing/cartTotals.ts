import { isSelected, lineAmounts, type PricedLine } from './lineAmounts'
import { round2 } from './round2'
import { shippingCharges } from './shippingCharges'
import { type NumberInput, toNumber } from './toNumber'

/** The money of a cart, as the cart, shipping and checkout screens show it. */
export interface CartTotals {
  /** Sum of the quantities of every line (the cart badge). */
  count: number
  /** Sum of the quantities of the selected lines. */
  selectedCount: number
  /** Σ unit price × quantity over the selected lines. */
  subtotal: number
  /** Σ free units × unit price over the selected lines. */
  bundleDiscount: number
  /** Σ unit tax × quantity over the selected lines (free units are taxed too). */
  tax: number
  /** Shipping of the selected lines that have a shipping place (see `shippingCharges`). */
  shipping: number
  /** The voucher discount applied. */
  voucher: number
  /** subtotal − bundleDiscount + shipping + tax − voucher, never below 0. */
  total: number
}

/** Options of `cartTotals`. */
export interface CartTotalsOptions {
  /** The discount of the applied voucher (see `voucherDiscount`, or `offered` of `voucher/validity`). */
  voucherDiscount?: NumberInput
}

/**
 * Totals of a cart (contract 7.3 step 8): the same numbers the order placement stores, once every selected
 * line has a shipping place. Lines whose product was deleted count in `count` only.
 */
export function cartTotals(lines: readonly PricedLine[], options: CartTotalsOptions = {}): CartTotals {
  let count = 0
  let selectedCount = 0
  let subtotal = 0
  let bundleDiscount = 0
  let tax = 0
  const shippable: PricedLine[] = []
  for (const line of lines) {
    const quantity = Math.max(0, toNumber(line.quantity))
    count += quantity
    if (!isSelected(line)) continue
    selectedCount += quantity
    if (!line.flash_product) continue
    const amounts = lineAmounts(line)
    subtotal += amounts.subtotal
    bundleDiscount += amounts.bundleDiscount
    tax += amounts.tax
    if (line.shipping_place) shippable.push(line)
  }
  const shipping = shippingCharges(shippable).total
  const voucher = round2(Math.max(0, toNumber(options.voucherDiscount)))
  const total = round2(subtotal - bundleDiscount + shipping + tax - voucher)
  return {
    count,
    selectedCount,
    subtotal: round2(subtotal),
    bundleDiscount: round2(bundleDiscount),
    tax: round2(tax),
    shipping,
    voucher,
    total: Math.max(0, total),
  }
}
