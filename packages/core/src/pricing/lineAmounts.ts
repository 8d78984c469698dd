import { CartSelection } from '../model/enums'
import { type BundleDealTerms, bundleFreeUnits } from './bundleFreeUnits'
import { checkoutUnitPrice, type PricedInventory } from './checkoutUnitPrice'
import type { PriceSource } from './displayPrice'
import { round2 } from './round2'
import type { ShippingLine, ShippingRuleTerms } from './shippingCharges'
import { type NumberInput, toNumber } from './toNumber'
import { type TaxTerms, unitTax } from './unitTax'

/** The product of a line as the money rules read it (a cart line's `flash_product` fits). */
export interface PricedProduct extends PriceSource {
  bundle_deal?: BundleDealTerms | null
  tax_rules?: TaxTerms | null
  shipping_rule?: ShippingRuleTerms | null
  /** Seller store of the product (scopes store vouchers). */
  store_id?: number | null
}

/** A line as the totals read it (a `CartLine` fits). */
export interface PricedLine extends ShippingLine {
  quantity: NumberInput
  selected: CartSelection | `${CartSelection}`
  flash_product: PricedProduct | null
  updated_inventory: PricedInventory | null
}

/** The money of one line, each amount rounded to 2 decimals. */
export interface LineAmounts {
  unitPrice: number
  quantity: number
  freeUnits: number
  /** unit price × quantity */
  subtotal: number
  /** unit price × free units */
  bundleDiscount: number
  unitTax: number
  /** unit tax × quantity (free units are taxed too) */
  tax: number
}

/** Whether a line is checked for checkout. */
export function isSelected(line: { selected: number | string }): boolean {
  return Number(line.selected) === CartSelection.SELECTED
}

/** Unit price, free units, subtotal, bundle discount and tax of one line (contract 9.2, 9.5, 9.6). */
export function lineAmounts(line: PricedLine): LineAmounts {
  const product = line.flash_product
  const quantity = Math.max(0, toNumber(line.quantity))
  const unitPrice = product ? checkoutUnitPrice(product, line.updated_inventory) : 0
  const freeUnits = product ? bundleFreeUnits(quantity, product.bundle_deal) : 0
  const tax = product ? unitTax(unitPrice, product.tax_rules) : 0
  return {
    unitPrice,
    quantity,
    freeUnits,
    subtotal: round2(unitPrice * quantity),
    bundleDiscount: round2(unitPrice * freeUnits),
    unitTax: tax,
    tax: round2(tax * quantity),
  }
}
