import type { OrderCalculated } from '../model'
import { round2 } from './round2'
import { type NumberInput, toNumber } from './toNumber'
import { type VoucherTerms, voucherDiscount } from './voucherDiscount'

/** An ordered line as the order totals read it (an `OrderDetail` line fits). */
export interface OrderedLineAmounts {
  quantity: NumberInput
  /** Unit price as charged. */
  selling: NumberInput
  /** Shipping charged for the line (not per unit). */
  shipping_price: NumberInput
  /** Tax per unit. */
  tax_price: NumberInput
  /** Free bundle units. */
  bundle_offer: NumberInput
  /** The product; its `store_id`, when known, scopes a store voucher. */
  product?: { id?: number; store_id?: number | null } | null
}

/** An order as the totals read it (an `OrderDetail` fits). */
export interface OrderAmounts {
  ordered_products: readonly OrderedLineAmounts[]
  voucher?: VoucherTerms | null
}

/**
 * Recomputes an order's `calculated` block (contract 7.6) from its lines: subtotal Σ selling × quantity,
 * shipping Σ shipping_price, bundle offer Σ free units × the exact unit price (the original truncated it to
 * an integer), tax Σ tax_price × quantity, the voucher on (subtotal − bundle offer) of its lines, and the
 * total, never below 0.
 */
export function orderTotals(order: OrderAmounts): OrderCalculated {
  let subtotal = 0
  let shipping = 0
  let bundle = 0
  let tax = 0
  let voucherBase = 0
  const storeId = order.voucher?.store_id ?? null
  for (const line of order.ordered_products) {
    const quantity = toNumber(line.quantity)
    const unit = toNumber(line.selling)
    const free = toNumber(line.bundle_offer)
    subtotal += unit * quantity
    shipping += toNumber(line.shipping_price)
    bundle += unit * free
    tax += toNumber(line.tax_price) * quantity
    if (storeId === null || line.product?.store_id === storeId) voucherBase += unit * (quantity - free)
  }
  const voucher = voucherDiscount(order.voucher, round2(voucherBase))
  const total = round2(subtotal - bundle + shipping + tax - voucher)
  return {
    subtotal: round2(subtotal),
    shipping_price: round2(shipping),
    bundle_offer: round2(bundle),
    tax: round2(tax),
    voucher_price: voucher,
    total_price: Math.max(0, total),
  }
}
