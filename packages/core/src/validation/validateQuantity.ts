import { message, type ValidationMessage } from './validationMessage'

/**
 * A quantity must be a whole number of at least 1 ('Must have minimum 1 item.') and, when the stock is known,
 * at most the stock ('Maximum quantity exceeds.'). Text from an input is read as a number.
 */
export function validateQuantity(
  quantity: number | string | null | undefined,
  stock?: number | null,
): ValidationMessage {
  const value = typeof quantity === 'string' && quantity.trim() !== '' ? Number(quantity) : quantity
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1) return message('cart.minQuantity')
  if (typeof stock === 'number' && value > stock) return message('cart.maxQuantity')
  return null
}
