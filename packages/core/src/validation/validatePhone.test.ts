import { describe, expect, it } from 'vitest'
import { validatePhone } from './validatePhone'

describe('validatePhone', () => {
  it.each(['123456', '+1 (555) 010-0199', '+33 6 12 34 56 78', '12345678901234567890', ' 0300-1234567 '])(
    'accepts %s',
    (value) => {
      expect(validatePhone(value)).toBeNull()
    },
  )

  it.each([
    { value: '12345', why: 'only 5 digits' },
    { value: '123456789012345678901', why: '21 digits' },
    { value: '+1 555 CALL NOW', why: 'letters' },
    { value: '555.010.0199', why: 'dots' },
    { value: '(+) - ()', why: 'no digits' },
    { value: '', why: 'nothing' },
  ])('rejects $value as an invalid number ($why)', ({ value }) => {
    expect(validatePhone(value)).toEqual({ key: 'validation.invalidNumber' })
  })
})
