import { type FieldMessage, message } from './validationMessage'

/** A refused price range: the field to mark and the message. */
export interface PriceRangeProblem {
  field: 'min' | 'max'
  message: FieldMessage
}

/**
 * The listing's price filter as typed (strings; empty means no bound): each bound a number ≥ 0
 * ('validation.invalidNumber'), and min ≤ max ('validation.priceRange'). Null when it can be applied.
 */
export function validatePriceRange(min: string, max: string): PriceRangeProblem | null {
  const read = (text: string) => (text.trim() === '' ? undefined : Number(text))
  const low = read(min)
  const high = read(max)
  if (low !== undefined && (!Number.isFinite(low) || low < 0)) {
    return { field: 'min', message: message('validation.invalidNumber') }
  }
  if (high !== undefined && (!Number.isFinite(high) || high < 0)) {
    return { field: 'max', message: message('validation.invalidNumber') }
  }
  if (low !== undefined && high !== undefined && low > high) {
    return { field: 'max', message: message('validation.priceRange') }
  }
  return null
}
