import { describe, expect, it } from 'vitest'
import { productStock, stockState } from './stockState'

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

describe('productStock', () => {
  const product = { in_stock: true, inventory: [{ quantity: 3 }, { quantity: '4' }, { quantity: -1 }] }

  it('speaks of the chosen variant: in stock, a few left, or out', () => {
    expect(productStock(product, { quantity: 12 })).toEqual({ state: 'in', left: 12 })
    expect(productStock(product, { quantity: '2' })).toEqual({ state: 'low', left: 2 })
    expect(productStock(product, { quantity: 0 })).toEqual({ state: 'out', left: 0 })
  })

  it('without a choice, says only whether the product is in stock', () => {
    expect(productStock(product, null)).toEqual({ state: 'in', left: 7 })
    expect(productStock({ ...product, in_stock: false }, undefined).state).toBe('out')
  })
})
