import { describe, expect, it } from 'vitest'
import { validateCode } from './validateCode'

describe('validateCode', () => {
  it.each([
    { value: '1234', expected: null },
    { value: ' 9876 ', expected: null },
    { value: 4821, expected: null },
    { value: '123', expected: { key: 'validation.codeLength' } },
    { value: '12345', expected: { key: 'validation.codeLength' } },
    { value: '12a4', expected: { key: 'validation.codeLength' } },
    { value: '', expected: { key: 'validation.codeLength' } },
    { value: null, expected: { key: 'validation.codeLength' } },
  ])('answers $expected for $value (4 digits)', ({ value, expected }) => {
    expect(validateCode(value)).toEqual(expected)
  })
})
