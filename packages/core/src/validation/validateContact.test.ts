import { describe, expect, it } from 'vitest'
import { validateContact } from './validateContact'

const required = (type: string) => ({ key: 'validation.required', params: { type } })

describe('validateContact', () => {
  const valid = { name: 'Ada', email: 'ada@example.com', subject: 'Hello', message: 'Where is my parcel?' }
  it.each([
    { case: 'accepts a complete message', values: valid, expected: {} },
    {
      case: 'rejects a bad e-mail',
      values: { ...valid, email: 'ada' },
      expected: { email: { key: 'validation.invalidEmail' } },
    },
    {
      case: 'asks for every field of an empty form',
      values: {},
      expected: {
        name: required('fields.name'),
        email: required('fields.email'),
        subject: required('fields.subject'),
        message: required('fields.message'),
      },
    },
  ])('$case', ({ values, expected }) => {
    expect(validateContact(values)).toEqual(expected)
  })
})
