import { describe, expect, it } from 'vitest'
import { unitTax } from './unitTax'

describe('unitTax (contract 9.5)', () => {
  it.each([
    { case: 'charges a flat amount whatever the price', unit: 80, rule: { type: 1, price: 5 }, expected: 5 },
    { case: 'charges a flat amount on a free flash item', unit: 0, rule: { type: 1, price: 5 }, expected: 5 },
    { case: 'charges a percent of the unit price', unit: 80, rule: { type: 2, price: 10 }, expected: 8 },
    { case: 'rounds a percent to 2 decimals', unit: 10.05, rule: { type: 2, price: 10 }, expected: 1.01 },
    {
      case: 'rounds a percent half cent up without drift',
      unit: 100.5,
      rule: { type: 2, price: 1 },
      expected: 1.01,
    },
    { case: 'charges nothing as a percent of 0', unit: 0, rule: { type: 2, price: 10 }, expected: 0 },
    {
      case: 'reads a type and price sent as strings',
      unit: '50',
      rule: { type: '2', price: '7.5' },
      expected: 3.75,
    },
    { case: 'charges nothing without a rule', unit: 80, rule: null, expected: 0 },
  ] as const)('$case', ({ unit, rule, expected }) => {
    expect(unitTax(unit, rule)).toBe(expected)
  })
})
