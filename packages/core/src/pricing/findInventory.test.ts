import { describe, expect, it } from 'vitest'
import {
  makeAttributeGroup,
  makeInventory,
  makeListingCard,
  makeProductDetail,
  makeVariant,
} from '../testing/fixtures'
import {
  findInventory,
  inventoryKey,
  selectionValueIds,
  valueAvailability,
  variantPrice,
} from './findInventory'
import { inStock } from './stockState'

// Colour (group 1): red 11, blue 12. Size (group 2): S 21, M 22, L 23.
const redS = makeVariant([11, 21], { id: 1, quantity: 5, price: 110 })
const redM = makeVariant([22, 11], { id: 2, quantity: 0, price: 120 })
const blueM = makeVariant([12, 22], { id: 3, quantity: 2, price: 0 })
const blueL = makeVariant([23, 12], { id: 4, quantity: 1, price: 130 })
const tee = makeProductDetail({
  selling: 100,
  offered: 90,
  inventory: [redS, redM, blueM, blueL],
  attribute: [makeAttributeGroup(1, [11, 12]), makeAttributeGroup(2, [21, 22, 23])],
})

describe('inventoryKey', () => {
  it.each([
    { ids: [21, 11], expected: '11-21' },
    { ids: [100, 9, 20], expected: '9-20-100' },
    { ids: [5], expected: '5' },
    { ids: [], expected: '' },
  ])('sorts $ids numerically into "$expected"', ({ ids, expected }) => {
    expect(inventoryKey(ids)).toBe(expected)
  })

  it('does not reorder the ids it is given', () => {
    const ids = [3, 1, 2]
    inventoryKey(ids)
    expect(ids).toEqual([3, 1, 2])
  })
})

describe('selectionValueIds', () => {
  it.each([
    { selection: { 1: 11, 2: 21 }, expected: [11, 21] },
    { selection: { 1: 11, 2: null }, expected: [11] },
    { selection: { 1: undefined }, expected: [] },
    { selection: [12, 22], expected: [12, 22] },
  ])('reads $selection as $expected', ({ selection, expected }) => {
    expect(selectionValueIds(selection)).toEqual(expected)
  })
})

describe('findInventory', () => {
  it.each([
    { case: 'matches a selection by attribute group', selection: { 1: 11, 2: 21 }, expected: 1 },
    {
      case: 'matches whatever order the variant lists its values in',
      selection: { 2: 22, 1: 11 },
      expected: 2,
    },
    { case: 'matches a list of value ids', selection: [23, 12], expected: 4 },
    { case: 'finds nothing for a partial selection', selection: { 1: 12 }, expected: null },
    { case: 'finds nothing for a combination that is not sold', selection: { 1: 11, 2: 23 }, expected: null },
    { case: 'finds nothing for an empty selection', selection: {}, expected: null },
  ])('$case', ({ selection, expected }) => {
    expect(findInventory(tee, selection)?.id ?? null).toBe(expected)
  })

  it.each([
    { case: 'with nothing chosen', selection: {} },
    { case: 'even with a stray choice', selection: { 1: 11 } },
  ])('auto-selects the single attribute-less variant $case', ({ selection }) => {
    const only = makeInventory({ id: 9 })
    expect(findInventory(makeProductDetail({ inventory: [only] }), selection)).toBe(only)
  })

  it('finds nothing in a product without variants', () => {
    expect(findInventory(makeProductDetail({ inventory: [] }), {})).toBeNull()
  })
})

describe('valueAvailability', () => {
  it.each([
    {
      case: 'offers every value of a variant in stock when nothing is chosen',
      selection: {},
      expected: [11, 12, 21, 22, 23],
    },
    {
      case: 'offers the sizes in stock in red and every colour of size S',
      selection: { 1: 11 },
      expected: [11, 12, 21],
    },
    {
      case: 'offers the sizes in stock in blue and every colour of size M',
      selection: { 1: 12 },
      expected: [11, 12, 22, 23],
    },
    {
      case: 'offers the colours in stock in size M and every size in stock',
      selection: { 2: 22 },
      expected: [12, 21, 22, 23],
    },
    {
      case: 'narrows each group to what combines with the choice in the other',
      selection: { 1: 11, 2: 21 },
      expected: [11, 21],
    },
  ])('$case', ({ selection, expected }) => {
    expect([...valueAvailability(tee, selection)].sort((a, b) => a - b)).toEqual(expected)
  })

  it('offers nothing when every variant is sold out', () => {
    const soldOut = makeProductDetail({
      inventory: [makeVariant([11], { quantity: 0 })],
      attribute: [makeAttributeGroup(1, [11])],
    })
    expect(valueAvailability(soldOut, {}).size).toBe(0)
  })
})

describe('variantPrice', () => {
  it.each([
    { case: 'uses the variant price when it has attributes and a price', inventory: redS, expected: 110 },
    { case: 'uses the product price when the variant price is 0', inventory: blueM, expected: 90 },
    {
      case: 'ignores the price of an attribute-less variant',
      inventory: makeInventory({ price: 55 }),
      expected: 90,
    },
    { case: 'uses the product price without a variant', inventory: null, expected: 90 },
  ])('$case', ({ inventory, expected }) => {
    expect(variantPrice(tee, inventory)).toBe(expected)
  })

  it('uses the flash price over the offer when no variant price applies', () => {
    const card = makeListingCard({ selling: 100, offered: 90, price: 0, end_time: '2030-01-01 00:00:00' })
    expect(variantPrice(card, blueM)).toBe(0)
  })
})

describe('inStock', () => {
  it.each([
    { case: 'a product with a variant in stock', target: tee, expected: true },
    {
      case: 'a product whose variants are all sold out',
      target: makeProductDetail({ inventory: [makeInventory({ quantity: 0 })] }),
      expected: false,
    },
    { case: 'a product without variants', target: makeProductDetail({ inventory: [] }), expected: false },
    { case: 'a variant in stock', target: redS, expected: true },
    { case: 'a sold-out variant', target: redM, expected: false },
    { case: 'no variant', target: null, expected: false },
  ])('is $expected for $case', ({ target, expected }) => {
    expect(inStock(target)).toBe(expected)
  })
})
