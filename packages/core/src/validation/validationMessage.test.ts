import { describe, expect, it } from 'vitest'
import { firstMessage, formErrors, isValid, message } from './validationMessage'

describe('validation messages', () => {
  it.each([
    {
      case: 'a key alone',
      made: message('validation.invalidEmail'),
      expected: { key: 'validation.invalidEmail' },
    },
    {
      case: 'a key with params',
      made: message('validation.reviewImageSize', { max: 1000 }),
      expected: { key: 'validation.reviewImageSize', params: { max: 1000 } },
    },
  ])('builds $case', ({ made, expected }) => {
    expect(made).toEqual(expected)
  })

  it.each([
    { results: [null, message('a'), message('b')], expected: { key: 'a' } },
    { results: [null, null], expected: null },
    { results: [], expected: null },
  ])('picks the first failing rule of $results', ({ results, expected }) => {
    expect(firstMessage(...results)).toEqual(expected)
  })

  it('keeps only the failing fields of a form', () => {
    expect(
      formErrors([
        ['email', message('x')],
        ['name', null],
      ]),
    ).toEqual({ email: { key: 'x' } })
  })

  it.each([
    { errors: {}, expected: true },
    { errors: { email: undefined }, expected: true },
    { errors: { email: { key: 'x' } }, expected: false },
  ])('is valid $expected for $errors', ({ errors, expected }) => {
    expect(isValid(errors)).toBe(expected)
  })
})
