import { PASSWORD_MIN_LENGTH } from '../constants'
import { message, type ValidationMessage } from './validationMessage'

/** 'Invalid Password Length' when the password has fewer than 6 characters (spaces count). */
export function validatePassword(value: string | null | undefined): ValidationMessage {
  return [...(value ?? '')].length >= PASSWORD_MIN_LENGTH ? null : message('validation.passwordLength')
}

/** "Password didn't match" when the confirmation differs from the password. */
export function validatePasswordMatch(
  password: string | null | undefined,
  confirmation: string | null | undefined,
): ValidationMessage {
  return (password ?? '') === (confirmation ?? '') ? null : message('validation.passwordMismatch')
}
