import { describe, expect, it } from 'vitest'
import { stockState } from './stockState'

describe('stock state', () => {
  it.each([
    [0, 'out'],
    [-2, 'out'],
    [1, 'low'],
    [5, 'low'],
    [6, 'in'],
    ['12', 'in'],
  ] as const)('%j left is %s', (quantity, expected) => {
    expect(stockState(quantity)).toBe(expected)
  })
})
