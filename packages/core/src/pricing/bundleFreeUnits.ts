import { type NumberInput, toNumber } from './toNumber'

/** The parts of a "buy X get Y free" deal the rule reads. */
export interface BundleDealTerms {
  buy: NumberInput
  free: NumberInput
}

/**
 * Free units of a line: the shopper pays for `buy` units and gets up to `free` more, once per line (not per
 * multiple of `buy`): `min(free, max(0, quantity − buy))`. "Buy 1 get 1 free" frees the second unit, never the
 * only one (a Souk change from the original, which freed `free` units as soon as the quantity reached `buy`;
 * see the API README, Compatibility). A deal that asks to buy fewer than 1 unit is no deal.
 */
export function bundleFreeUnits(
  quantity: NumberInput,
  bundleDeal: BundleDealTerms | null | undefined,
): number {
  if (!bundleDeal) return 0
  const units = Math.floor(toNumber(quantity))
  const buy = Math.floor(toNumber(bundleDeal.buy))
  const free = Math.floor(toNumber(bundleDeal.free))
  if (!(units > 0) || !(buy >= 1) || !(free > 0)) return 0
  return Math.min(free, Math.max(0, units - buy))
}

/** How many units to put in the cart to get every free unit of a deal (`buy + free`), or 0 for no deal. */
export function bundleFullQuantity(bundleDeal: BundleDealTerms | null | undefined): number {
  if (!bundleDeal) return 0
  const buy = Math.floor(toNumber(bundleDeal.buy))
  const free = Math.floor(toNumber(bundleDeal.free))
  return buy >= 1 && free > 0 ? buy + free : 0
}
