import { validateRequired } from './validateRequired'
import { message, type ValidationMessage } from './validationMessage'

// A general address pattern: something@label(.label)*.tld, no spaces, one @, a top-level part of 2+ characters.
const EMAIL = /^[^\s@]+@(?:[^\s@.]+\.)+[^\s@.]{2,}$/

/** 'Invalid email' unless the value looks like an e-mail address (surrounding spaces ignored). */
export function validateEmail(value: string | null | undefined): ValidationMessage {
  return EMAIL.test((value ?? '').trim()) ? null : message('validation.invalidEmail')
}

/** The newsletter field: required first, then a valid e-mail (spec 5). */
export function validateNewsletterEmail(value: string | null | undefined): ValidationMessage {
  return validateRequired(value, 'fields.email') ?? validateEmail(value)
}
