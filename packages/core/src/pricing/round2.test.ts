import { describe, expect, it } from 'vitest'
import { round2 } from './round2'
import { toNumber } from './toNumber'

describe('round2', () => {
  it.each([
    { input: 1.005, expected: 1.01, why: 'a half cent stored as 1.00499… rounds up' },
    { input: 1.015, expected: 1.02, why: 'another binary half cent' },
    { input: 1234.005, expected: 1234.01, why: 'a half cent on a larger amount' },
    { input: 0.1 + 0.2, expected: 0.3, why: 'float noise is removed' },
    { input: 2.675, expected: 2.68, why: 'the classic toFixed trap' },
    { input: 1.004, expected: 1, why: 'below half a cent rounds down' },
    { input: -1.005, expected: -1.01, why: 'negative halves round away from zero' },
    { input: -0.001, expected: 0, why: 'a tiny negative becomes 0, not -0' },
    { input: 19.99 * 3, expected: 59.97, why: 'a product of prices' },
    { input: '12.505', expected: 12.51, why: 'a legacy decimal string' },
    { input: Number.NaN, expected: 0, why: 'NaN is 0' },
    { input: null, expected: 0, why: 'nothing is 0' },
  ])('rounds $input to $expected ($why)', ({ input, expected }) => {
    expect(round2(input)).toBe(expected)
  })

  it('never returns negative zero', () => {
    expect(Object.is(round2(-0.004), -0)).toBe(false)
  })
})

describe('toNumber', () => {
  it.each([
    { input: 12.5, expected: 12.5 },
    { input: '12.50', expected: 12.5 },
    { input: ' 7 ', expected: 7 },
    { input: '0', expected: 0 },
    { input: '', expected: 0 },
    { input: '  ', expected: 0 },
    { input: 'abc', expected: 0 },
    { input: '1,234.50', expected: 0 },
    { input: null, expected: 0 },
    { input: undefined, expected: 0 },
    { input: Number.POSITIVE_INFINITY, expected: 0 },
    { input: '-3.25', expected: -3.25 },
  ])('reads $input as $expected', ({ input, expected }) => {
    expect(toNumber(input)).toBe(expected)
  })
})
