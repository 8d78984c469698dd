import { describe, expect, it } from 'vitest'
import { validateAddress, validateCountryCode } from './validateAddress'

const required = (type: string) => ({ key: 'validation.required', params: { type } })
const valid = {
  name: 'Ada',
  email: 'ada@example.com',
  phone: '+1 (555) 010-0199',
  country: 'US',
  state: 'CA',
  city: 'San Jose',
  zip: '95112',
  address_1: '1 Main St',
}

describe('validateAddress', () => {
  it.each([
    { case: 'accepts a complete address', values: valid, rules: {}, expected: {} },
    {
      case: 'accepts an address without a state by default',
      values: { ...valid, state: '' },
      rules: {},
      expected: {},
    },
    {
      case: 'asks for the state when the country has states',
      values: { ...valid, state: '' },
      rules: { requireState: true },
      expected: { state: required('fields.state') },
    },
    {
      case: 'accepts a lower-case country code',
      values: { ...valid, country: 'fr' },
      rules: {},
      expected: {},
    },
    {
      case: 'rejects a country name instead of a code',
      values: { ...valid, country: 'France' },
      rules: {},
      expected: { country: { key: 'validation.countryCode' } },
    },
    {
      case: 'rejects a bad e-mail and phone',
      values: { ...valid, email: 'ada@', phone: '12' },
      rules: {},
      expected: { email: { key: 'validation.invalidEmail' }, phone: { key: 'validation.invalidNumber' } },
    },
    {
      case: 'asks for every required field of an empty form',
      values: {},
      rules: {},
      expected: {
        name: required('fields.name'),
        email: required('fields.email'),
        phone: required('fields.phone'),
        country: required('fields.country'),
        city: required('fields.city'),
        zip: required('fields.zip'),
        address_1: required('fields.address1'),
      },
    },
  ])('$case', ({ values, rules, expected }) => {
    expect(validateAddress(values, rules)).toEqual(expected)
  })
})

describe('validateCountryCode', () => {
  it.each([
    { value: 'US', expected: null },
    { value: ' tr ', expected: null },
    { value: 'USA', expected: { key: 'validation.countryCode' } },
    { value: 'U1', expected: { key: 'validation.countryCode' } },
    { value: '', expected: { key: 'validation.countryCode' } },
  ])('answers $expected for "$value"', ({ value, expected }) => {
    expect(validateCountryCode(value)).toEqual(expected)
  })
})
