import { describe, expect, it } from 'vitest'
import { validateCode } from './validateCode'

describe('validateCode', () => {
  it.each([
    { value: '123456', expected: null },
    { value: ' 098765 ', expected: null },
    { value: 482193, expected: null },
    { value: '1234', expected: { key: 'validation.codeLength' } },
    { value: '12345', expected: { key: 'validation.codeLength' } },
    { value: '1234567', expected: { key: 'validation.codeLength' } },
    { value: '12a456', expected: { key: 'validation.codeLength' } },
    { value: '', expected: { key: 'validation.codeLength' } },
    { value: null, expected: { key: 'validation.codeLength' } },
  ])('answers $expected for $value (6 digits)', ({ value, expected }) => {
    expect(validateCode(value)).toEqual(expected)
  })
})
