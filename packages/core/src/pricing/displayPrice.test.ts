import { describe, expect, it } from 'vitest'
import { makeListingCard } from '../testing/fixtures'
import { discountPercent, displayPrice, isFlashActive, previousPrice, priceView } from './displayPrice'

const END = '2030-01-01 00:00:00'

describe('displayPrice', () => {
  it.each([
    {
      case: 'uses the flash price whenever the sale has an end time',
      card: { price: 60, end_time: END, offered: 80 },
      expected: 60,
    },
    {
      case: 'uses the flash price whenever the sale has an end time, even at 0',
      card: { price: 0, end_time: END, offered: 80 },
      expected: 0,
    },
    {
      case: 'ignores a flash price without an end time',
      card: { price: 60, end_time: null, offered: 80 },
      expected: 80,
    },
    {
      case: 'ignores an end time without a flash price',
      card: { price: null, end_time: END, offered: 80 },
      expected: 80,
    },
    { case: 'ignores a blank end time', card: { price: 60, end_time: ' ', offered: 0 }, expected: 100 },
    { case: 'uses the offered price when above 0', card: { offered: 80 }, expected: 80 },
    { case: 'falls back to selling when offered is 0', card: { offered: 0 }, expected: 100 },
    { case: 'falls back to selling when offered is negative', card: { offered: -5 }, expected: 100 },
    { case: 'reads legacy decimal strings', card: { selling: '100.00', offered: '79.50' }, expected: 79.5 },
    { case: 'reads a flash price sent as a string', card: { price: '0.00', end_time: END }, expected: 0 },
  ] as const)('$case', ({ card, expected }) => {
    expect(displayPrice({ ...makeListingCard(), ...card })).toBe(expected)
  })
})

describe('isFlashActive', () => {
  it.each([
    { price: 10, end_time: END, expected: true },
    { price: 0, end_time: END, expected: true },
    { price: null, end_time: END, expected: false },
    { price: 10, end_time: null, expected: false },
    { price: 10, end_time: '', expected: false },
  ])('is $expected for price $price and end time $end_time', ({ price, end_time, expected }) => {
    expect(isFlashActive({ selling: 100, price, end_time })).toBe(expected)
  })
})

describe('previousPrice', () => {
  it.each([
    { case: 'shows selling when an offer reduces the price', card: { offered: 80 }, expected: 100 },
    {
      case: 'shows selling when a flash sale reduces the price',
      card: { price: 50, end_time: END },
      expected: 100,
    },
    {
      case: 'shows selling when a flash sale makes it free',
      card: { price: 0, end_time: END },
      expected: 100,
    },
    { case: 'shows nothing without an offer or a sale', card: {}, expected: null },
    { case: 'shows nothing when the offer is not below selling', card: { offered: 120 }, expected: null },
    {
      case: 'shows nothing when the flash price equals selling',
      card: { price: 100, end_time: END },
      expected: null,
    },
    { case: 'shows nothing for a flash price without an end time', card: { price: 50 }, expected: null },
  ] as const)('$case', ({ card, expected }) => {
    expect(previousPrice({ ...makeListingCard(), ...card })).toBe(expected)
  })
})

describe('discountPercent', () => {
  it.each([
    { current: 80, previous: 100, expected: 20, why: '80 is 80% of 100' },
    { current: 0, previous: 100, expected: 100, why: 'a free item' },
    { current: 57, previous: 100, expected: 43, why: 'no float drift from 0.57 × 100' },
    { current: 66.67, previous: 100, expected: 33, why: 'the current percent is taken to the nearest whole' },
    { current: 66.4, previous: 100, expected: 34, why: 'rounds 66.4% down to 66%' },
    { current: 99.6, previous: 100, expected: null, why: 'a reduction that rounds to 0 shows nothing' },
    { current: 100, previous: 100, expected: null, why: 'no reduction' },
    { current: 120, previous: 100, expected: null, why: 'a higher price' },
    { current: 50, previous: null, expected: null, why: 'no previous price' },
    { current: 50, previous: 0, expected: null, why: 'a zero previous price' },
    { current: '49.5', previous: '99', expected: 50, why: 'legacy decimal strings' },
  ])('gives $expected for $current from $previous ($why)', ({ current, previous, expected }) => {
    expect(discountPercent(current, previous)).toBe(expected)
  })
})

describe('priceView', () => {
  it.each([
    { case: 'an offer', card: { offered: 75 }, expected: { current: 75, previous: 100, discount: 25 } },
    {
      case: 'a flash sale at 0',
      card: { price: 0, end_time: END },
      expected: { current: 0, previous: 100, discount: 100 },
    },
    { case: 'a plain price', card: {}, expected: { current: 100, previous: null, discount: null } },
    {
      case: 'a price with float noise',
      card: { selling: 0.1 + 0.2 },
      expected: { current: 0.3, previous: null, discount: null },
    },
  ] as const)('describes $case', ({ card, expected }) => {
    expect(priceView({ ...makeListingCard(), ...card })).toEqual(expected)
  })
})
