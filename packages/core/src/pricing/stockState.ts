import { LOW_STOCK_THRESHOLD } from '../constants'
import type { SelectableInventory, VariantProduct } from './findInventory'
import { type NumberInput, toNumber } from './toNumber'

/** How much of a variant is left: none, a few ('Only n left'), or enough. */
export type StockState = 'out' | 'low' | 'in'

/** The stock state of a quantity: 0 or less is out, up to `LOW_STOCK_THRESHOLD` is low. */
export function stockState(quantity: NumberInput): StockState {
  const left = toNumber(quantity)
  if (left <= 0) return 'out'
  return left <= LOW_STOCK_THRESHOLD ? 'low' : 'in'
}

/** What a product page says about stock: its state and the units left. */
export interface ProductStock {
  state: StockState
  /** Units of the chosen variant, or of every variant together when none is chosen. */
  left: number
}

/**
 * The stock a product page shows: the chosen variant's (in, only `left` left, out), else only whether the product
 * is in stock at all (the low-stock text speaks of one variant, so it waits for the choice).
 */
export function productStock(
  product: { in_stock: boolean; inventory: readonly { quantity: NumberInput }[] },
  inventory: { quantity: NumberInput } | null | undefined,
): ProductStock {
  if (inventory) {
    const left = toNumber(inventory.quantity)
    return { state: stockState(left), left }
  }
  const left = product.inventory.reduce((sum, row) => sum + Math.max(0, toNumber(row.quantity)), 0)
  return { state: product.in_stock ? 'in' : 'out', left }
}

/**
 * Whether a product has any variant in stock, or (given a variant) whether that variant is in stock. (Here, not
 * beside `findInventory`: a product card asks it, and the variant rules stay out of its page.)
 */
export function inStock(target: VariantProduct | SelectableInventory | null | undefined): boolean {
  if (!target) return false
  if ('inventory' in target) return target.inventory.some((inventory) => toNumber(inventory.quantity) > 0)
  return toNumber(target.quantity) > 0
}
