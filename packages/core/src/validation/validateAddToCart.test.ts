import { describe, expect, it } from 'vitest'
import { makeAttributeGroup, makeInventory, makeProductDetail, makeVariant } from '../testing/fixtures'
import { allAttributesChosen, validateAddToCart } from './validateAddToCart'

// Colour (group 1): red 11, blue 12. Size (group 2): S 21, M 22.
const tee = makeProductDetail({
  inventory: [
    makeVariant([11, 21], { quantity: 3 }),
    makeVariant([11, 22], { quantity: 0 }),
    makeVariant([12, 21], { quantity: 1 }),
  ],
  attribute: [makeAttributeGroup(1, [11, 12]), makeAttributeGroup(2, [21, 22])],
})
const simple = makeProductDetail({ inventory: [makeInventory({ quantity: 2 })] })
const soldOut = makeProductDetail({ inventory: [makeInventory({ quantity: 0 })] })

const selectAttributes = { key: 'product.selectAttributes' }
const outOfStock = { key: 'product.outOfStock' }
const exceeds = { key: 'product.quantityExceedsInventory' }
const minQuantity = { key: 'cart.minQuantity' }

describe('validateAddToCart', () => {
  it.each([
    {
      case: 'accepts a full selection within stock',
      product: tee,
      selection: { 1: 11, 2: 21 },
      quantity: 3,
      expected: null,
    },
    {
      case: 'asks to select every attribute',
      product: tee,
      selection: { 1: 11 },
      quantity: 1,
      expected: selectAttributes,
    },
    {
      case: 'asks to select again when a value is not of its group',
      product: tee,
      selection: { 1: 21, 2: 21 },
      quantity: 1,
      expected: selectAttributes,
    },
    {
      case: 'reports a sold-out variant',
      product: tee,
      selection: { 1: 11, 2: 22 },
      quantity: 1,
      expected: outOfStock,
    },
    {
      case: 'reports a combination that is not sold as out of stock',
      product: tee,
      selection: { 1: 12, 2: 22 },
      quantity: 1,
      expected: outOfStock,
    },
    {
      case: 'reports more than the variant stock',
      product: tee,
      selection: { 1: 12, 2: 21 },
      quantity: 2,
      expected: exceeds,
    },
    {
      case: 'reports a quantity of 0',
      product: tee,
      selection: { 1: 11, 2: 21 },
      quantity: 0,
      expected: minQuantity,
    },
    {
      case: 'reports a fractional quantity',
      product: tee,
      selection: { 1: 11, 2: 21 },
      quantity: 1.5,
      expected: minQuantity,
    },
    {
      case: 'reads a quantity typed as text',
      product: tee,
      selection: { 1: 11, 2: 21 },
      quantity: '2',
      expected: null,
    },
    {
      case: 'auto-selects the variant of a product without options',
      product: simple,
      selection: {},
      quantity: 2,
      expected: null,
    },
    {
      case: 'reports a product without options that is sold out',
      product: soldOut,
      selection: {},
      quantity: 1,
      expected: outOfStock,
    },
    {
      case: 'checks out of stock before the quantity',
      product: soldOut,
      selection: {},
      quantity: 0,
      expected: outOfStock,
    },
    {
      case: 'checks the attributes before the quantity',
      product: tee,
      selection: {},
      quantity: 0,
      expected: selectAttributes,
    },
  ])('$case', ({ product, selection, quantity, expected }) => {
    expect(validateAddToCart(product, selection, quantity)).toEqual(expected)
  })
})

describe('allAttributesChosen', () => {
  it.each([
    { selection: { 1: 11, 2: 22 }, expected: true },
    { selection: { 1: 11, 2: null }, expected: false },
    { selection: {}, expected: false },
  ])('is $expected for $selection', ({ selection, expected }) => {
    expect(allAttributesChosen(tee, selection)).toBe(expected)
  })

  it('is true for a product without attribute groups', () => {
    expect(allAttributesChosen(simple, {})).toBe(true)
  })
})
