import { describe, expect, it } from 'vitest'
import { makeCartLine, makeCartProduct, makeShippingPlace, makeShippingRule } from '../testing/fixtures'
import { lineShippingMessage, validateShipping } from './validateShipping'

const rule = (...places: [country: string, state: string][]) => ({
  ...makeShippingRule(),
  shipping_places: places.map(([country, state]) => makeShippingPlace({ country, state })),
})
const shipsToUs = makeCartProduct({ shipping_rule: rule(['US', 'ALL']) })
const shipsToFr = makeCartProduct({ shipping_rule: rule(['FR', 'ALL']) })
const california = { country: 'US', state: 'CA' }

describe('validateShipping', () => {
  it.each([
    {
      case: 'accepts selected lines with a place for the address',
      lines: [makeCartLine({ flash_product: shipsToUs })],
      address: california,
      expected: null,
    },
    {
      case: 'asks to select a product first',
      lines: [makeCartLine({ selected: 2, flash_product: shipsToUs })],
      address: california,
      expected: { key: 'shipping.noneSelected' },
    },
    {
      case: 'asks to select a product in an empty cart',
      lines: [],
      address: california,
      expected: { key: 'shipping.noneSelected' },
    },
    {
      case: 'asks for an address first',
      lines: [makeCartLine({ flash_product: shipsToUs })],
      address: null,
      expected: { key: 'shipping.addAddressFirst' },
    },
    {
      case: 'names the state and country a line cannot be shipped to',
      lines: [makeCartLine({ flash_product: shipsToUs }), makeCartLine({ flash_product: shipsToFr })],
      address: california,
      expected: { key: 'cart.cannotShip', params: { state: 'CA', country: 'US' } },
    },
    {
      case: 'ignores an unselected line that cannot be shipped',
      lines: [
        makeCartLine({ flash_product: shipsToUs }),
        makeCartLine({ selected: 2, flash_product: shipsToFr }),
      ],
      address: california,
      expected: null,
    },
    {
      case: 'reports a selected line without a chosen place',
      lines: [makeCartLine({ flash_product: shipsToUs, shipping_place: null })],
      address: california,
      expected: { key: 'shipping.unableToShip' },
    },
    {
      case: 'reports a selected line whose product was deleted',
      lines: [makeCartLine({ flash_product: null })],
      address: { country: 'US', state: null },
      expected: { key: 'cart.cannotShip', params: { state: '', country: 'US' } },
    },
  ])('$case', ({ lines, address, expected }) => {
    expect(validateShipping(lines, address)).toEqual(expected)
  })
})

describe('lineShippingMessage', () => {
  it.each([
    {
      case: 'a line with a place for the address',
      line: makeCartLine({ flash_product: shipsToUs }),
      expected: null,
    },
    {
      case: 'a line without one',
      line: makeCartLine({ flash_product: shipsToFr }),
      expected: { key: 'cart.cannotShip', params: { state: 'CA', country: 'US' } },
    },
  ])('answers $expected for $case', ({ line, expected }) => {
    expect(lineShippingMessage(line, california)).toEqual(expected)
  })
})
