import { describe, expect, it } from 'vitest'
import { validateCancelOrder } from './validateCancelOrder'

const required = (type: string) => ({ key: 'validation.required', params: { type } })

describe('validateCancelOrder', () => {
  it.each([
    {
      case: 'accepts a title and a message',
      values: { title: 'Changed my mind', message: 'Sorry' },
      expected: {},
    },
    {
      case: 'asks for the title',
      values: { title: ' ', message: 'Sorry' },
      expected: { title: required('fields.reason') },
    },
    {
      case: 'asks for both in an empty form',
      values: {},
      expected: { title: required('fields.reason'), message: required('fields.message') },
    },
  ])('$case', ({ values, expected }) => {
    expect(validateCancelOrder(values)).toEqual(expected)
  })
})
