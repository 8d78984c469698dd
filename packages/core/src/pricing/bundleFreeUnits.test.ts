import { describe, expect, it } from 'vitest'
import { bundleFreeUnits, bundleFullQuantity } from './bundleFreeUnits'

// Quantities 0..5 under three deals: the shopper pays for `buy` units and gets up to `free` more.
const TABLE = [
  { deal: { buy: 1, free: 1 }, free: [0, 0, 1, 1, 1, 1] },
  { deal: { buy: 2, free: 1 }, free: [0, 0, 0, 1, 1, 1] },
  { deal: { buy: 3, free: 2 }, free: [0, 0, 0, 0, 1, 2] },
]

describe('bundleFreeUnits: buy X, get up to Y more free', () => {
  describe.each(TABLE)('buy $deal.buy get $deal.free', ({ deal, free }) => {
    it.each(free.map((expected, quantity) => ({ quantity, expected })))(
      'frees $expected of $quantity units',
      ({ quantity, expected }) => {
        expect(bundleFreeUnits(quantity, deal)).toBe(expected)
      },
    )
  })

  it.each([
    {
      case: 'never frees the only unit of "buy 1 get 1"',
      quantity: 1,
      deal: { buy: 1, free: 1 },
      expected: 0,
    },
    { case: 'frees once per line, not per multiple', quantity: 9, deal: { buy: 2, free: 1 }, expected: 1 },
    { case: 'reads legacy decimal strings', quantity: '4', deal: { buy: '2', free: '1' }, expected: 1 },
    { case: 'gives nothing without a deal', quantity: 5, deal: null, expected: 0 },
    { case: 'treats a deal asking to buy 0 as no deal', quantity: 3, deal: { buy: 0, free: 1 }, expected: 0 },
    { case: 'gives nothing when the deal frees 0', quantity: 3, deal: { buy: 2, free: 0 }, expected: 0 },
    { case: 'gives nothing for a negative quantity', quantity: -2, deal: { buy: 1, free: 1 }, expected: 0 },
  ])('$case', ({ quantity, deal, expected }) => {
    expect(bundleFreeUnits(quantity, deal)).toBe(expected)
  })

  it('says how many units get every free one', () => {
    expect(bundleFullQuantity({ buy: 1, free: 1 })).toBe(2)
    expect(bundleFullQuantity({ buy: 3, free: 2 })).toBe(5)
    expect(bundleFullQuantity({ buy: 0, free: 2 })).toBe(0)
    expect(bundleFullQuantity(null)).toBe(0)
  })
})
