import { round2 } from './round2'
import { type NumberInput, toNumber } from './toNumber'

/** Any card or product shape that carries the price fields (listing card, flash card, product detail, cart product). */
export interface PriceSource {
  selling: NumberInput
  offered?: NumberInput
  /** Active flash-sale price (null when there is no active sale). */
  price?: NumberInput
  /** End of the active flash sale; the flash price applies only when it is set. */
  end_time?: string | null
}

/** What a price label shows: the current price, the struck-through previous price and the discount percent. */
export interface PriceView {
  current: number
  previous: number | null
  discount: number | null
}

/** Whether the item is in an active flash sale: an end time is set and a flash price is known (even 0). */
export function isFlashActive(item: PriceSource): boolean {
  const hasEnd = typeof item.end_time === 'string' && item.end_time.trim() !== ''
  const hasPrice = item.price !== null && item.price !== undefined && item.price !== ''
  return hasEnd && hasPrice
}

/** The displayed price (contract 4.3): the flash price when a sale is active (even 0), else offered if > 0, else selling. */
export function displayPrice(item: PriceSource): number {
  if (isFlashActive(item)) return toNumber(item.price)
  const offered = toNumber(item.offered)
  return offered > 0 ? offered : toNumber(item.selling)
}

/** The struck-through price: `selling` when an offer or flash sale brings the current price below it, else null. */
export function previousPrice(item: PriceSource): number | null {
  const discounted = toNumber(item.offered) > 0 || isFlashActive(item)
  if (!discounted) return null
  const selling = toNumber(item.selling)
  return displayPrice(item) < selling ? selling : null
}

/**
 * The reduced percent (spec 5): 100 minus the current price as a whole percent of the previous price,
 * the whole percent taken to the nearest integer. Null when there is no previous price or no reduction.
 */
export function discountPercent(current: NumberInput, previous: NumberInput): number | null {
  const now = toNumber(current)
  const before = toNumber(previous)
  if (before <= 0 || now >= before) return null
  // Cut float noise (0.57 * 100 = 56.99999…) before taking the whole percent.
  const wholePercent = Math.round(Number(((Math.max(now, 0) * 100) / before).toPrecision(12)))
  const reduced = 100 - wholePercent
  return reduced > 0 ? reduced : null
}

/** Everything a price label needs for one item, computed by the rules above. */
export function priceView(item: PriceSource): PriceView {
  const current = round2(displayPrice(item))
  const previous = previousPrice(item)
  return {
    current,
    previous: previous === null ? null : round2(previous),
    discount: previous === null ? null : discountPercent(current, previous),
  }
}
