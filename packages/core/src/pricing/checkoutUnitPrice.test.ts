import { describe, expect, it } from 'vitest'
import {
  makeCartInventory,
  makeCartInventoryAttribute,
  makeCartLine,
  makeCartProduct,
} from '../testing/fixtures'
import { checkoutUnitPrice, hasAttributes, lineUnitPrice } from './checkoutUnitPrice'

const END = '2030-01-01 00:00:00'
const variant = (price: number | string) =>
  makeCartInventory({ price: Number(price), inventory_attributes: [makeCartInventoryAttribute(11)] })
const plain = (price: number) => makeCartInventory({ price })

describe('checkoutUnitPrice (contract 9.2)', () => {
  it.each([
    {
      case: 'uses the variant price when it has attributes and a price above 0',
      product: { offered: 80, price: 50, end_time: END },
      inventory: variant(120),
      expected: 120,
    },
    {
      case: 'ignores the inventory price of an attribute-less inventory',
      product: { offered: 80 },
      inventory: plain(120),
      expected: 80,
    },
    {
      case: 'skips a variant price of 0 for the flash price',
      product: { offered: 80, price: 50, end_time: END },
      inventory: variant(0),
      expected: 50,
    },
    {
      case: 'uses the flash price even at 0',
      product: { offered: 80, price: 0, end_time: END },
      inventory: plain(0),
      expected: 0,
    },
    {
      case: 'ignores a flash price without an end time',
      product: { offered: 80, price: 50, end_time: null },
      inventory: plain(0),
      expected: 80,
    },
    { case: 'uses offered when above 0', product: { offered: 80 }, inventory: plain(0), expected: 80 },
    {
      case: 'falls back to selling when offered is 0',
      product: { offered: 0 },
      inventory: plain(0),
      expected: 100,
    },
    {
      case: 'reads legacy decimal strings',
      product: { selling: '99.90', offered: '0.00' },
      inventory: plain(0),
      expected: 99.9,
    },
  ])('$case', ({ product, inventory, expected }) => {
    expect(checkoutUnitPrice({ ...makeCartProduct(), ...product }, inventory)).toBe(expected)
  })

  it.each([
    { case: 'a deleted product with a priced variant', inventory: variant(40), expected: 40 },
    { case: 'a deleted product without a priced variant', inventory: plain(40), expected: 0 },
    { case: 'a deleted product and no variant', inventory: null, expected: 0 },
  ])('prices $case', ({ inventory, expected }) => {
    expect(checkoutUnitPrice(null, inventory)).toBe(expected)
  })

  it('prices a cart line from its flash_product and updated_inventory', () => {
    const line = makeCartLine({
      flash_product: makeCartProduct({ selling: 100, offered: 70 }),
      updated_inventory: variant(65),
    })
    expect(lineUnitPrice(line)).toBe(65)
  })
})

describe('hasAttributes', () => {
  it.each([
    { case: 'a variant with attribute pairs', inventory: variant(1), expected: true },
    { case: 'an attribute-less inventory', inventory: plain(1), expected: false },
    { case: 'no inventory', inventory: null, expected: false },
  ])('is $expected for $case', ({ inventory, expected }) => {
    expect(hasAttributes(inventory)).toBe(expected)
  })
})
