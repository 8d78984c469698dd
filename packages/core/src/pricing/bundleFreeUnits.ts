import { type NumberInput, toNumber } from './toNumber'

/** The parts of a "buy X get Y free" deal the rule reads. */
export interface BundleDealTerms {
  buy: NumberInput
  free: NumberInput
}

/**
 * Free units of a line (contract 9.6): when the quantity reaches `buy`, `free` units are free, once per line
 * (not per multiple of `buy`) and never more than the quantity. A deal that asks to buy fewer than 1 unit
 * is treated as no deal.
 */
export function bundleFreeUnits(
  quantity: NumberInput,
  bundleDeal: BundleDealTerms | null | undefined,
): number {
  if (!bundleDeal) return 0
  const units = Math.floor(toNumber(quantity))
  const buy = Math.floor(toNumber(bundleDeal.buy))
  const free = Math.floor(toNumber(bundleDeal.free))
  if (units <= 0 || buy < 1 || free <= 0 || units < buy) return 0
  return Math.min(free, units)
}
