import { describe, expect, it } from 'vitest'
import {
  makeBundleDeal,
  makeCartInventory,
  makeCartInventoryAttribute,
  makeCartLine,
  makeCartProduct,
  makeVoucher,
} from '../testing/fixtures'
import { voucherBase, voucherDiscount } from './voucherDiscount'

const line = (
  overrides: Parameters<typeof makeCartLine>[0] = {},
  product: Parameters<typeof makeCartProduct>[0] = {},
) => makeCartLine({ flash_product: makeCartProduct(product), ...overrides })

describe('voucherBase (contract 9.7)', () => {
  it.each([
    {
      case: 'sums unit × quantity over the selected lines',
      lines: [line({ quantity: 2 }), line({}, { offered: 40 })],
      expected: 240,
    },
    { case: 'leaves out unselected lines', lines: [line(), line({ selected: 2 })], expected: 100 },
    {
      case: 'leaves out lines without a shipping place',
      lines: [line(), line({ shipping_place: null })],
      expected: 100,
    },
    {
      case: 'leaves out lines whose product was deleted',
      lines: [line(), line({ flash_product: null })],
      expected: 100,
    },
    {
      case: 'leaves out the free bundle units',
      lines: [line({ quantity: 3 }, { bundle_deal: makeBundleDeal({ buy: 2, free: 1 }) })],
      expected: 200,
    },
    {
      case: 'excludes tax',
      lines: [
        line({}, { tax_rules: { id: 1, title: 'VAT', type: 2, price: 20, created_at: '', updated_at: '' } }),
      ],
      expected: 100,
    },
    {
      case: 'uses the variant price of a line',
      lines: [
        line({
          updated_inventory: makeCartInventory({
            price: 30,
            inventory_attributes: [makeCartInventoryAttribute(5)],
          }),
        }),
      ],
      expected: 30,
    },
    { case: 'is 0 for no lines', lines: [], expected: 0 },
  ])('$case', ({ lines, expected }) => {
    expect(voucherBase(lines)).toBe(expected)
  })

  it.each([
    { case: "a store voucher ignores other sellers' lines", storeId: 1, expected: 100 },
    { case: 'a store voucher counts only its own store', storeId: 2, expected: 50 },
    { case: 'a store voucher of a store with no lines has base 0', storeId: 3, expected: 0 },
    { case: 'a global voucher counts every store', storeId: null, expected: 150 },
  ])('$case', ({ storeId, expected }) => {
    const lines = [line({}, { store_id: 1, selling: 100 }), line({}, { store_id: 2, selling: 50 })]
    expect(voucherBase(lines, makeVoucher({ store_id: storeId }))).toBe(expected)
  })

  it('on the cart page (scope cart) counts the selected lines before their shipping place is chosen', () => {
    const lines = [line({ shipping_place: null }), line({ shipping_place: null, selected: 2 })]
    expect(voucherBase(lines)).toBe(0)
    expect(voucherBase(lines, null, { scope: 'cart' })).toBe(100)
  })
})

describe('voucherDiscount', () => {
  it.each([
    { case: 'takes the flat price', voucher: { type: 1, price: 10 }, base: 100, expected: 10 },
    {
      case: 'never takes more than the base for a flat voucher',
      voucher: { type: 1, price: 150 },
      base: 100,
      expected: 100,
    },
    { case: 'takes a percent of the base', voucher: { type: 2, price: 15 }, base: 80, expected: 12 },
    { case: 'rounds a percent to 2 decimals', voucher: { type: 2, price: 10 }, base: 10.05, expected: 1.01 },
    {
      case: 'caps a percent voucher by capped_price',
      voucher: { type: 2, price: 50, capped_price: 20 },
      base: 100,
      expected: 20,
    },
    {
      case: 'leaves a percent under its cap alone',
      voucher: { type: 2, price: 10, capped_price: 20 },
      base: 100,
      expected: 10,
    },
    {
      case: 'treats a cap of 0 as no cap',
      voucher: { type: 2, price: 50, capped_price: 0 },
      base: 100,
      expected: 50,
    },
    {
      case: 'treats a null cap as no cap',
      voucher: { type: 2, price: 50, capped_price: null },
      base: 100,
      expected: 50,
    },
    {
      case: 'never takes more than the base for a percent over 100',
      voucher: { type: 2, price: 150 },
      base: 100,
      expected: 100,
    },
    {
      case: 'reads legacy decimal strings',
      voucher: { type: '2', price: '12.5' },
      base: '80.00',
      expected: 10,
    },
    { case: 'gives nothing on a base of 0', voucher: { type: 1, price: 10 }, base: 0, expected: 0 },
    { case: 'gives nothing for a negative price', voucher: { type: 1, price: -5 }, base: 100, expected: 0 },
    { case: 'gives nothing for an unknown type', voucher: { type: 3, price: 10 }, base: 100, expected: 0 },
    { case: 'gives nothing without a voucher', voucher: null, base: 100, expected: 0 },
  ] as const)('$case', ({ voucher, base, expected }) => {
    expect(voucherDiscount(voucher as Parameters<typeof voucherDiscount>[0], base)).toBe(expected)
  })
})
