import { describe, expect, it } from 'vitest'
import {
  validateChangePassword,
  validateForgotPassword,
  validateResetPassword,
  validateSellerSignUp,
  validateSignIn,
  validateSignUp,
  validateVerification,
} from './accountForms'

const required = (type: string) => ({ key: 'validation.required', params: { type } })
const invalidEmail = { key: 'validation.invalidEmail' }
const passwordLength = { key: 'validation.passwordLength' }
const mismatch = { key: 'validation.passwordMismatch' }
const codeLength = { key: 'validation.codeLength' }

describe('validateSignIn', () => {
  it.each([
    { case: 'accepts a valid form', values: { email: 'ada@example.com', password: 'secret1' }, expected: {} },
    {
      case: 'asks for both fields of an empty form',
      values: {},
      expected: { email: required('fields.email'), password: required('fields.password') },
    },
    {
      case: 'rejects a bad e-mail and a short password',
      values: { email: 'ada', password: '123' },
      expected: { email: invalidEmail, password: passwordLength },
    },
  ])('$case', ({ values, expected }) => {
    expect(validateSignIn(values)).toEqual(expected)
  })
})

describe('validateSignUp', () => {
  const valid = {
    name: 'Ada',
    email: 'ada@example.com',
    password: 'secret1',
    password_confirmation: 'secret1',
  }
  it.each([
    { case: 'accepts a valid form', values: valid, expected: {} },
    { case: 'asks for a name', values: { ...valid, name: ' ' }, expected: { name: required('fields.name') } },
    {
      case: 'asks for the confirmation',
      values: { ...valid, password_confirmation: '' },
      expected: { password_confirmation: required('fields.confirmPassword') },
    },
    {
      case: 'reports a confirmation that does not match',
      values: { ...valid, password_confirmation: 'secret2' },
      expected: { password_confirmation: mismatch },
    },
    {
      case: 'reports a short password and the mismatch',
      values: { ...valid, password: '123' },
      expected: { password: passwordLength, password_confirmation: mismatch },
    },
    {
      case: 'asks for everything in an empty form',
      values: {},
      expected: {
        name: required('fields.name'),
        email: required('fields.email'),
        password: required('fields.password'),
        password_confirmation: required('fields.confirmPassword'),
      },
    },
  ])('$case', ({ values, expected }) => {
    expect(validateSignUp(values)).toEqual(expected)
  })
})

describe('validateSellerSignUp', () => {
  const valid = {
    name: 'Ada',
    email: 'ada@example.com',
    password: 'secret1',
    password_confirmation: 'secret1',
    store_name: "Ada's",
  }
  it.each([
    { case: 'accepts a valid form', values: valid, expected: {} },
    {
      case: 'asks for the store name',
      values: { ...valid, store_name: '' },
      expected: { store_name: required('fields.storeName') },
    },
    {
      case: 'checks the registration fields too',
      values: { ...valid, email: 'x' },
      expected: { email: invalidEmail },
    },
  ])('$case', ({ values, expected }) => {
    expect(validateSellerSignUp(values)).toEqual(expected)
  })
})

describe('validateForgotPassword and validateVerification', () => {
  it.each([
    {
      case: 'forgot password accepts an e-mail',
      result: () => validateForgotPassword({ email: 'ada@example.com' }),
      expected: {},
    },
    {
      case: 'forgot password asks for the e-mail',
      result: () => validateForgotPassword({}),
      expected: { email: required('fields.email') },
    },
    {
      case: 'verification accepts a 6-digit code',
      result: () => validateVerification({ email: 'ada@example.com', code: '123456' }),
      expected: {},
    },
    {
      case: 'verification asks for the code',
      result: () => validateVerification({ email: 'ada@example.com' }),
      expected: { code: required('fields.code') },
    },
    {
      case: 'verification rejects a 4-digit code (the original’s length)',
      result: () => validateVerification({ email: 'ada@example.com', code: '1234' }),
      expected: { code: codeLength },
    },
  ])('$case', ({ result, expected }) => {
    expect(result()).toEqual(expected)
  })
})

describe('validateResetPassword', () => {
  const valid = { email: 'ada@example.com', code: '123456', password: 'secret1' }
  it.each([
    { case: 'accepts a form without a confirmation field', values: valid, expected: {} },
    {
      case: 'accepts a matching confirmation',
      values: { ...valid, password_confirmation: 'secret1' },
      expected: {},
    },
    {
      case: 'reports a confirmation that does not match',
      values: { ...valid, password_confirmation: 'nope12' },
      expected: { password_confirmation: mismatch },
    },
    {
      case: 'asks for a confirmation field left empty',
      values: { ...valid, password_confirmation: '' },
      expected: { password_confirmation: required('fields.confirmPassword') },
    },
    { case: 'rejects a code of letters', values: { ...valid, code: 'abcd' }, expected: { code: codeLength } },
    {
      case: 'rejects a short password',
      values: { ...valid, password: 'abc' },
      expected: { password: passwordLength },
    },
  ])('$case', ({ values, expected }) => {
    expect(validateResetPassword(values)).toEqual(expected)
  })
})

describe('validateChangePassword', () => {
  const valid = { current_password: 'old-secret', new_password: 'new-secret' }
  it.each([
    { case: 'accepts a form without a confirmation field', values: valid, expected: {} },
    {
      case: 'accepts a matching confirmation',
      values: { ...valid, new_password_confirmation: 'new-secret' },
      expected: {},
    },
    {
      case: 'reports a confirmation that does not match',
      values: { ...valid, new_password_confirmation: 'other-secret' },
      expected: { new_password_confirmation: mismatch },
    },
    {
      case: 'asks for both passwords under their own labels',
      values: {},
      expected: {
        current_password: required('fields.currentPassword'),
        new_password: required('fields.newPassword'),
      },
    },
    {
      case: 'rejects short passwords',
      values: { current_password: '123', new_password: '456' },
      expected: { current_password: passwordLength, new_password: passwordLength },
    },
  ])('$case', ({ values, expected }) => {
    expect(validateChangePassword(values)).toEqual(expected)
  })
})
