import { VERIFICATION_CODE_LENGTH } from '../constants'
import { message, type ValidationMessage } from './validationMessage'

const CODE = new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`)

/** A verification or reset code must be exactly 4 digits (surrounding spaces ignored). */
export function validateCode(value: string | number | null | undefined): ValidationMessage {
  return CODE.test(String(value ?? '').trim()) ? null : message('validation.codeLength')
}
