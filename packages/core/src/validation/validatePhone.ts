import { PHONE_MAX_DIGITS, PHONE_MIN_DIGITS } from '../constants'
import { message, type ValidationMessage } from './validationMessage'

const PHONE_CHARACTERS = /^[\d\s()+-]+$/

/** 'Invalid number' unless the phone has 6 to 20 digits and otherwise only spaces, parentheses, plus and minus. */
export function validatePhone(value: string | null | undefined): ValidationMessage {
  const text = (value ?? '').trim()
  const digits = text.replace(/\D/g, '').length
  const valid = PHONE_CHARACTERS.test(text) && digits >= PHONE_MIN_DIGITS && digits <= PHONE_MAX_DIGITS
  return valid ? null : message('validation.invalidNumber')
}
