import { describe, expect, it } from 'vitest'
import { bundleFreeUnits } from './bundleFreeUnits'

const buy2get1 = { buy: 2, free: 1 }

describe('bundleFreeUnits (contract 9.6)', () => {
  it.each([
    {
      case: 'gives nothing below the buy quantity (buy 2 get 1, quantity 1)',
      quantity: 1,
      deal: buy2get1,
      expected: 0,
    },
    {
      case: 'gives the free units at the buy quantity (buy 2 get 1, quantity 2)',
      quantity: 2,
      deal: buy2get1,
      expected: 1,
    },
    {
      case: 'gives them once per line, not per multiple (buy 2 get 1, quantity 5)',
      quantity: 5,
      deal: buy2get1,
      expected: 1,
    },
    {
      case: 'never gives more than the quantity (buy 1 get 3, quantity 2)',
      quantity: 2,
      deal: { buy: 1, free: 3 },
      expected: 2,
    },
    {
      case: 'gives several free units (buy 3 get 2, quantity 3)',
      quantity: 3,
      deal: { buy: 3, free: 2 },
      expected: 2,
    },
    { case: 'reads legacy decimal strings', quantity: '4', deal: { buy: '2', free: '1' }, expected: 1 },
    { case: 'gives nothing without a deal', quantity: 5, deal: null, expected: 0 },
    { case: 'gives nothing for a quantity of 0', quantity: 0, deal: buy2get1, expected: 0 },
    { case: 'treats a deal asking to buy 0 as no deal', quantity: 3, deal: { buy: 0, free: 1 }, expected: 0 },
    { case: 'gives nothing when the deal frees 0', quantity: 3, deal: { buy: 2, free: 0 }, expected: 0 },
  ])('$case', ({ quantity, deal, expected }) => {
    expect(bundleFreeUnits(quantity, deal)).toBe(expected)
  })
})
