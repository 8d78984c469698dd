import { LOW_STOCK_THRESHOLD } from '../constants'
import { type NumberInput, toNumber } from './toNumber'

/** How much of a variant is left: none, a few ('Only n left'), or enough. */
export type StockState = 'out' | 'low' | 'in'

/** The stock state of a quantity: 0 or less is out, up to `LOW_STOCK_THRESHOLD` is low. */
export function stockState(quantity: NumberInput): StockState {
  const left = toNumber(quantity)
  if (left <= 0) return 'out'
  return left <= LOW_STOCK_THRESHOLD ? 'low' : 'in'
}
