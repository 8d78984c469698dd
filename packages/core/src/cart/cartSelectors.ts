import type { Address, CartLine, ShippingPlace } from '../model'
import { CartSelection, ShippingType } from '../model/enums'
import { type CartTotals, cartTotals, selectShippingPlace } from '../pricing'
import { lineShippingMessage, type ValidationMessage } from '../validation'
import type { CartState } from './cartState'

/** The lines ticked for checkout. */
export function selectedLines(lines: readonly CartLine[]): CartLine[] {
  return lines.filter((line) => line.selected === CartSelection.SELECTED)
}

/** True when there are lines and every one is ticked. */
export function allSelected(lines: readonly CartLine[]): boolean {
  return lines.length > 0 && lines.every((line) => line.selected === CartSelection.SELECTED)
}

/** How a line ships to an address: the matching place, or the spec's "can not be shipped" message. */
export interface LineShipping {
  place: ShippingPlace | null
  /** Pickup is offered at the matching place. */
  pickup: boolean
  message: ValidationMessage
}

/** Finds the shipping place of a line for an address (contract 9.4), with the message when there is none. */
export function lineShipping(
  line: CartLine,
  address: Pick<Address, 'country' | 'state'> | null | undefined,
): LineShipping {
  if (!address) return { place: null, pickup: false, message: { key: 'shipping.addAddressFirst' } }
  const destination = { country: address.country, state: address.state ?? '' }
  const place = selectShippingPlace(line.flash_product?.shipping_rule?.shipping_places ?? [], destination)
  if (!place) return { place: null, pickup: false, message: lineShippingMessage(line, destination) }
  return { place, pickup: Boolean(Number(place.pickup_point)), message: null }
}

/** The first reason the selected lines cannot go to the shipping step, or null when they can. */
export function shippingBlocker(
  lines: readonly CartLine[],
  address: Pick<Address, 'country' | 'state'> | null | undefined,
): ValidationMessage {
  const selected = selectedLines(lines)
  if (selected.length === 0) return { key: 'shipping.noneSelected' }
  if (!address) return { key: 'shipping.addAddressFirst' }
  if (selected.some((line) => !line.flash_product)) return { key: 'shipping.unableToShip' }
  for (const line of selected) {
    const { message } = lineShipping(line, address)
    if (message) return message
  }
  return null
}

/** Totals of the cart as the API will compute them; shipping uses the lines' saved or matched places. */
export function selectCartTotals(
  lines: readonly CartLine[],
  options: { address?: Pick<Address, 'country' | 'state'> | null; voucherDiscount?: number } = {},
): CartTotals {
  const priced = options.address
    ? lines.map((line) => {
        if (line.shipping_place || line.selected !== CartSelection.SELECTED) return line
        const { place } = lineShipping(line, options.address)
        const rule = line.flash_product?.shipping_rule
        return place && rule
          ? { ...line, shipping_place_id: place.id, shipping_place: { ...place, shipping_rule: rule } }
          : line
      })
    : [...lines]
  return cartTotals(priced, { voucherDiscount: options.voucherDiscount ?? 0 })
}

/** The delivery type of a line, defaulting to delivery to the address. */
export function lineShippingType(line: CartLine): ShippingType {
  return line.shipping_type === ShippingType.PICKUP ? ShippingType.PICKUP : ShippingType.LOCATION
}

/**
 * Which lines a voucher is checked against (issue 18): on the cart page, before shipping is chosen, a selected
 * line has no shipping place yet and the API checks the selected lines (`scope: 'cart'`); at checkout every
 * selected line has its place and the API checks the shippable ones (the contract's rule, no scope).
 */
export function voucherScope(lines: readonly CartLine[]): { scope?: 'cart' } {
  return selectedLines(lines).some((line) => !line.shipping_place) ? { scope: 'cart' } : {}
}

/**
 * Whether a cart page has nothing to show yet: the lines were never loaded, or a first load (or one after a
 * failure) is under way with no line known. A loaded cart being refreshed stays ready (`load`), and lines already
 * known stay shown.
 */
export function cartAwaitingLines(state: Pick<CartState, 'status' | 'lines'>): boolean {
  return state.status === 'idle' || (state.status === 'loading' && state.lines.length === 0)
}
