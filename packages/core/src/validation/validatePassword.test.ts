import { describe, expect, it } from 'vitest'
import { validatePassword, validatePasswordMatch } from './validatePassword'

describe('validatePassword', () => {
  it.each([
    { value: '12345', expected: { key: 'validation.passwordLength' } },
    { value: '', expected: { key: 'validation.passwordLength' } },
    { value: null, expected: { key: 'validation.passwordLength' } },
    { value: '123456', expected: null },
    { value: '      ', expected: null },
    { value: '🔑🔑🔑🔑🔑', expected: { key: 'validation.passwordLength' } },
    { value: '🔑🔑🔑🔑🔑🔑', expected: null },
  ])('answers $expected for "$value" (at least 6 characters)', ({ value, expected }) => {
    expect(validatePassword(value)).toEqual(expected)
  })
})

describe('validatePasswordMatch', () => {
  it.each([
    { password: 'secret1', confirmation: 'secret1', expected: null },
    { password: 'secret1', confirmation: 'secret2', expected: { key: 'validation.passwordMismatch' } },
    { password: 'secret1', confirmation: 'Secret1', expected: { key: 'validation.passwordMismatch' } },
    { password: 'secret1', confirmation: '', expected: { key: 'validation.passwordMismatch' } },
    { password: null, confirmation: '', expected: null },
  ])('answers $expected for "$password" and "$confirmation"', ({ password, confirmation, expected }) => {
    expect(validatePasswordMatch(password, confirmation)).toEqual(expected)
  })
})
