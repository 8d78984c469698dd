import { describe, expect, it } from 'vitest'
import { validateRequired } from './validateRequired'

describe('validateRequired', () => {
  it.each([
    { value: '', why: 'empty text' },
    { value: '   ', why: 'blank text' },
    { value: null, why: 'null' },
    { value: undefined, why: 'nothing' },
    { value: [], why: 'an empty list' },
    { value: Number.NaN, why: 'NaN' },
  ])('asks for the field for $why, naming its label key', ({ value }) => {
    expect(validateRequired(value, 'fields.email')).toEqual({
      key: 'validation.required',
      params: { type: 'fields.email' },
    })
  })

  it.each([
    { value: 'a', why: 'text' },
    { value: 0, why: 'the number 0' },
    { value: false, why: 'false' },
    { value: ['x'], why: 'a list with an item' },
  ])('accepts $why', ({ value }) => {
    expect(validateRequired(value, 'fields.name')).toBeNull()
  })
})
