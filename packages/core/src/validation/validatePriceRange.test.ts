import { describe, expect, it } from 'vitest'
import { validatePriceRange } from './validatePriceRange'

describe('price range filter', () => {
  it.each([
    ['', '', null],
    ['10', '', null],
    ['', '99.5', null],
    ['10', '10', null],
    ['-1', '', { field: 'min', message: { key: 'validation.invalidNumber' } }],
    ['abc', '5', { field: 'min', message: { key: 'validation.invalidNumber' } }],
    ['5', '-2', { field: 'max', message: { key: 'validation.invalidNumber' } }],
    ['50', '10', { field: 'max', message: { key: 'validation.priceRange' } }],
  ])('min %j and max %j give %j', (min, max, expected) => {
    expect(validatePriceRange(min, max)).toEqual(expected)
  })
})
