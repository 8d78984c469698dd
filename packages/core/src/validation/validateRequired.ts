import { message, type ValidationMessage } from './validationMessage'

/** Whether a form value counts as empty: nothing, blank text, an empty list or NaN. */
export function isBlank(value: unknown): boolean {
  if (value === null || value === undefined) return true
  if (typeof value === 'string') return value.trim() === ''
  if (typeof value === 'number') return Number.isNaN(value)
  if (Array.isArray(value)) return value.length === 0
  return false
}

/**
 * '{{type}} is required' when the value is empty; `typeKey` is the i18n key of the field label
 * (e.g. 'fields.email'), passed as `params.type` for the translator to resolve.
 */
export function validateRequired(value: unknown, typeKey: string): ValidationMessage {
  return isBlank(value) ? message('validation.required', { type: typeKey }) : null
}
