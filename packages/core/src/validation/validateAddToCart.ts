import { findInventory, type VariantProduct, type VariantSelection } from '../pricing/findInventory'
import { toNumber } from '../pricing/toNumber'
import { message, type ValidationMessage } from './validationMessage'

/** Whether every attribute group of the product has one of its values chosen. */
export function allAttributesChosen(product: VariantProduct, selection: VariantSelection): boolean {
  return (product.attribute ?? []).every((group) => {
    if (group.values.length === 0) return true
    const chosen = selection[group.id]
    return typeof chosen === 'number' && group.values.some((value) => value.attribute_value_id === chosen)
  })
}

/**
 * Checks an add-to-cart from the product page and returns the first failing message: attributes not all chosen
 * ('product.selectAttributes'), no such variant or none left ('product.outOfStock'), more than the variant's
 * stock ('product.quantityExceedsInventory'), fewer than 1 or not a whole number ('cart.minQuantity').
 */
export function validateAddToCart(
  product: VariantProduct,
  selection: VariantSelection,
  quantity: number | string | null | undefined,
): ValidationMessage {
  if (!allAttributesChosen(product, selection)) return message('product.selectAttributes')
  const inventory = findInventory(product, selection)
  const stock = inventory ? toNumber(inventory.quantity) : 0
  if (stock < 1) return message('product.outOfStock')
  const wanted = typeof quantity === 'string' && quantity.trim() !== '' ? Number(quantity) : quantity
  if (typeof wanted === 'number' && wanted > stock) return message('product.quantityExceedsInventory')
  if (typeof wanted !== 'number' || !Number.isInteger(wanted) || wanted < 1)
    return message('cart.minQuantity')
  return null
}
