import { describe, expect, it } from 'vitest'
import { validateEmail, validateNewsletterEmail } from './validateEmail'

describe('validateEmail', () => {
  it.each([
    'ada@example.com',
    'first.last+tag@sub.example.co.uk',
    '  ada@example.com  ',
    'δοκιμή@παράδειγμα.δοκιμή',
  ])('accepts %s', (value) => {
    expect(validateEmail(value)).toBeNull()
  })

  it.each([
    '',
    'ada',
    'ada@',
    '@example.com',
    'ada@example',
    'ada@example.c',
    'ada @example.com',
    'ada@@example.com',
    'ada@exa..mple.com',
    null,
  ])('rejects %s as an invalid email', (value) => {
    expect(validateEmail(value)).toEqual({ key: 'validation.invalidEmail' })
  })
})

describe('validateNewsletterEmail', () => {
  it.each([
    { value: '', expected: { key: 'validation.required', params: { type: 'fields.email' } } },
    { value: '  ', expected: { key: 'validation.required', params: { type: 'fields.email' } } },
    { value: 'nope', expected: { key: 'validation.invalidEmail' } },
    { value: 'ada@example.com', expected: null },
  ])('answers $expected for "$value"', ({ value, expected }) => {
    expect(validateNewsletterEmail(value)).toEqual(expected)
  })
})
