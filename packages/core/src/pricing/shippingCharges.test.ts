import { describe, expect, it } from 'vitest'
import { makeCartLine, makeShippingPlace, makeShippingRule } from '../testing/fixtures'
import {
  lineShippingCost,
  pickupAvailable,
  selectShippingPlace,
  shippingCharges,
  shippingPlaceAllowed,
} from './shippingCharges'

const place = (id: number, country: string, state: string) => makeShippingPlace({ id, country, state })

describe('selectShippingPlace (contract 9.4)', () => {
  const places = [
    place(1, 'ALL', 'NY'),
    place(2, 'ALL', 'ALL'),
    place(3, 'US', 'ALL'),
    place(4, 'US', 'CA'),
    place(5, 'FR', 'ALL'),
  ]
  it.each([
    { case: 'prefers the exact country and state', address: { country: 'US', state: 'CA' }, expected: 4 },
    { case: 'matches codes whatever their case', address: { country: 'us', state: 'ca' }, expected: 4 },
    {
      case: 'falls back to the country with state ALL',
      address: { country: 'US', state: 'TX' },
      expected: 3,
    },
    {
      case: 'uses the country with state ALL when the address has no state',
      address: { country: 'FR', state: null },
      expected: 5,
    },
    {
      case: 'falls back to country ALL with state ALL',
      address: { country: 'DE', state: 'BE' },
      expected: 2,
    },
  ])('$case', ({ address, expected }) => {
    expect(selectShippingPlace(places, address)?.id).toBe(expected)
  })

  it.each([
    {
      case: 'prefers state ALL over country ALL',
      places: [place(1, 'ALL', 'ALL'), place(2, 'US', 'ALL')],
      expected: 2,
    },
    {
      case: 'takes any country-ALL place when none has state ALL',
      places: [place(1, 'ALL', 'NY'), place(2, 'GB', 'ALL')],
      expected: 1,
    },
    {
      case: 'prefers country ALL with state ALL among country-ALL places',
      places: [place(1, 'ALL', 'NY'), place(2, 'ALL', 'ALL')],
      expected: 2,
    },
  ])('$case', ({ places: list, expected }) => {
    expect(selectShippingPlace(list, { country: 'US', state: 'TX' })?.id).toBe(expected)
  })

  it.each([
    {
      case: 'no place for the country',
      places: [place(1, 'FR', 'ALL'), place(2, 'US', 'CA')],
      address: { country: 'US', state: 'TX' },
    },
    { case: 'no places at all', places: [], address: { country: 'US', state: 'CA' } },
    { case: 'no address', places: [place(1, 'ALL', 'ALL')], address: null },
    {
      case: 'an address without a country',
      places: [place(1, 'ALL', 'ALL')],
      address: { country: '', state: 'CA' },
    },
  ])('answers null for $case', ({ places: list, address }) => {
    expect(selectShippingPlace(list, address)).toBeNull()
  })
})

describe('shippingPlaceAllowed: a place of the line’s rule that covers the address', () => {
  const california = makeShippingPlace({ id: 1, country: 'US', state: 'CA', price: 5 })
  const allOfUs = makeShippingPlace({ id: 2, country: 'US', state: 'ALL', price: 9 })
  const texas = makeShippingPlace({ id: 3, country: 'US', state: 'TX', price: 4 })
  const france = makeShippingPlace({ id: 4, country: 'FR', state: 'ALL', price: 12 })
  const world = makeShippingPlace({ id: 5, country: 'ALL', state: 'ALL', price: 30 })
  const rule = [california, allOfUs, texas, france, world]
  const address = { country: 'US', state: 'CA' }

  it.each([
    { case: 'the place core picks (US / CA)', id: 1, expected: california },
    {
      case: 'the country’s ALL place beside it (US / ALL), charged at its own price',
      id: 2,
      expected: allOfUs,
    },
  ])('accepts $case', ({ id, expected }) => {
    expect(shippingPlaceAllowed(rule, address, id)).toBe(expected)
  })

  it.each([
    { case: 'another state of the country (US / TX)', id: 3 },
    { case: 'another country (FR / ALL)', id: 4 },
    { case: 'the worldwide place when the country has its own', id: 5 },
    { case: 'a place of another rule', id: 99 },
  ])('refuses $case', ({ id }) => {
    expect(shippingPlaceAllowed(rule, address, id)).toBeNull()
  })

  it('accepts the worldwide place when it is the one core picks', () => {
    expect(shippingPlaceAllowed([world], { country: 'EG', state: 'C' }, 5)).toBe(world)
  })
})

describe('pickupAvailable', () => {
  it.each([
    { pickup_point: 1, expected: true },
    { pickup_point: 7, expected: true },
    { pickup_point: 0, expected: false },
    { pickup_point: null, expected: false },
  ])('is $expected when pickup_point is $pickup_point', ({ pickup_point, expected }) => {
    expect(pickupAvailable(makeShippingPlace({ pickup_point }))).toBe(expected)
  })

  it('is false without a place', () => {
    expect(pickupAvailable(null)).toBe(false)
  })
})

describe('lineShippingCost', () => {
  const priced = makeShippingPlace({ price: 12.5, pickup_price: 3 })
  it.each([
    { case: 'charges the delivery price for delivery to the address', type: 1, expected: 12.5 },
    { case: 'charges the pickup price for pickup', type: 2, expected: 3 },
    { case: 'reads a delivery type sent as a string', type: '2', expected: 3 },
  ] as const)('$case', ({ type, expected }) => {
    expect(lineShippingCost(priced, type)).toBe(expected)
  })

  it('charges nothing without a place', () => {
    expect(lineShippingCost(null, 1)).toBe(0)
  })
})

describe('shippingCharges', () => {
  const single = makeShippingRule({ id: 7, single_price: 1 })
  const other = makeShippingRule({ id: 8, single_price: 1 })
  const every = makeShippingRule({ id: 9, single_price: 0 })
  const line = (rule: typeof single, type: 1 | 2, quantity = 1, price = 10, pickup = 4) =>
    makeCartLine({
      quantity,
      shipping_type: type,
      shipping_place: makeShippingPlace({ shipping_rule: rule, price, pickup_price: pickup }),
    })

  it.each([
    {
      case: 'charges every line of an ordinary rule',
      lines: [line(every, 1), line(every, 1)],
      charges: [10, 10],
      total: 20,
    },
    { case: 'does not multiply by quantity', lines: [line(every, 1, 5)], charges: [10], total: 10 },
    {
      case: 'charges a single_price rule once per rule and type',
      lines: [line(single, 1), line(single, 1, 3)],
      charges: [10, 0],
      total: 10,
    },
    {
      case: 'charges a single_price rule twice when the types differ',
      lines: [line(single, 1), line(single, 2)],
      charges: [10, 4],
      total: 14,
    },
    {
      case: 'charges two single_price rules once each',
      lines: [line(single, 1), line(other, 1, 1, 6)],
      charges: [10, 6],
      total: 16,
    },
    {
      case: 'mixes single and ordinary rules',
      lines: [line(single, 1), line(every, 1), line(single, 1), line(every, 1)],
      charges: [10, 10, 0, 10],
      total: 30,
    },
    {
      case: 'charges nothing for a line without a place',
      lines: [makeCartLine({ shipping_place: null }), line(every, 1)],
      charges: [0, 10],
      total: 10,
    },
    { case: 'charges nothing for no lines', lines: [], charges: [], total: 0 },
    {
      case: 'adds cents without drift',
      lines: [line(every, 1, 1, 0.1), line(every, 1, 1, 0.2)],
      charges: [0.1, 0.2],
      total: 0.3,
    },
  ])('$case', ({ lines, charges, total }) => {
    expect(shippingCharges(lines)).toEqual({ charges, total })
  })

  it("uses the product's rule when the place carries none", () => {
    const bare = () => {
      const { shipping_rule: _rule, ...placeOnly } = makeShippingPlace({ price: 10 })
      return {
        shipping_type: 1 as const,
        shipping_place: placeOnly,
        flash_product: { shipping_rule: single },
      }
    }
    expect(shippingCharges([bare(), bare()]).total).toBe(10)
  })

  it('reads single_price sent as a boolean or string', () => {
    const rule = { id: 11, title: 'Flat', single_price: true }
    const lines = [1, 2].map(() => ({
      shipping_type: 1 as const,
      shipping_place: { ...makeShippingPlace({ price: 5 }), shipping_rule: rule },
    }))
    expect(shippingCharges(lines).total).toBe(5)
    const textRule = { id: 12, title: 'Flat', single_price: '1' }
    const textLines = [1, 2].map(() => ({
      shipping_type: 1 as const,
      shipping_place: { ...makeShippingPlace({ price: 5 }), shipping_rule: textRule },
    }))
    expect(shippingCharges(textLines).total).toBe(5)
  })
})
