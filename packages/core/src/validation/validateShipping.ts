import { isSelected } from '../pricing/lineAmounts'
import {
  type ShippingDestination,
  type ShippingPlaceTerms,
  selectShippingPlace,
} from '../pricing/shippingCharges'
import { message, type ValidationMessage } from './validationMessage'

/** A cart line as the shipping checks read it (a `CartLine` fits). */
export interface ShippableLine {
  selected: number | string
  flash_product: { shipping_rule?: { shipping_places: readonly ShippingPlaceTerms[] } | null } | null
  shipping_place: ShippingPlaceTerms | null
}

/**
 * 'cart.cannotShip' (params `{state, country}`, the address codes) when the line's shipping rule has no place
 * for the address, or when its product no longer exists; else null.
 */
export function lineShippingMessage(line: ShippableLine, address: ShippingDestination): ValidationMessage {
  const places = line.flash_product?.shipping_rule?.shipping_places
  if (selectShippingPlace(places, address)) return null
  return message('cart.cannotShip', { state: address.state ?? '', country: address.country })
}

/**
 * Whether the selected lines can go to checkout; the first failing message: nothing selected
 * ('shipping.noneSelected'), no address ('shipping.addAddressFirst'), a selected line with no place for the
 * address ('cart.cannotShip'), a selected line without a chosen shipping place ('shipping.unableToShip').
 */
export function validateShipping(
  lines: readonly ShippableLine[],
  address: ShippingDestination | null | undefined,
): ValidationMessage {
  const selected = lines.filter((line) => isSelected(line))
  if (selected.length === 0) return message('shipping.noneSelected')
  if (!address?.country) return message('shipping.addAddressFirst')
  for (const line of selected) {
    const cannotShip = lineShippingMessage(line, address)
    if (cannotShip) return cannotShip
  }
  return selected.some((line) => !line.shipping_place) ? message('shipping.unableToShip') : null
}
