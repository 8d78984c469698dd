import { type NumberInput, toNumber } from './toNumber'

/**
 * Rounds money to 2 decimals, half away from zero, without binary float drift (1.005 -> 1.01, -1.005 -> -1.01).
 * The amount in cents is first cut to 15 significant digits, which removes the representation error of
 * decimals such as 1.005 (stored as 1.00499999…) while keeping every real cent.
 */
export function round2(value: NumberInput): number {
  const n = toNumber(value)
  const cents = Number((Math.abs(n) * 100).toPrecision(15))
  const rounded = (Math.sign(n) * Math.round(cents)) / 100
  // Avoid -0 so that formatting never shows "-$0".
  return rounded === 0 ? 0 : rounded
}
