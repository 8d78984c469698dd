import { describe, expect, it } from 'vitest'
import { validateQuantity } from './validateQuantity'

const min = { key: 'cart.minQuantity' }
const max = { key: 'cart.maxQuantity' }

describe('validateQuantity', () => {
  it.each([
    { quantity: 1, stock: 5, expected: null },
    { quantity: 5, stock: 5, expected: null },
    { quantity: 6, stock: 5, expected: max },
    { quantity: 0, stock: 5, expected: min },
    { quantity: -1, stock: 5, expected: min },
    { quantity: 1.5, stock: 5, expected: min },
    { quantity: Number.NaN, stock: 5, expected: min },
    { quantity: '3', stock: 5, expected: null },
    { quantity: '', stock: 5, expected: min },
    { quantity: 'two', stock: 5, expected: min },
    { quantity: null, stock: 5, expected: min },
    { quantity: 1, stock: 0, expected: max },
    { quantity: 999, stock: undefined, expected: null },
  ])('answers $expected for quantity $quantity with stock $stock', ({ quantity, stock, expected }) => {
    expect(validateQuantity(quantity, stock)).toEqual(expected)
  })
})
