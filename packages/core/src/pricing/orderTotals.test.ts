import { describe, expect, it } from 'vitest'
import { makeOrderDetail, makeOrderedLine, makeVoucher } from '../testing/fixtures'
import { orderTotals } from './orderTotals'

const line = makeOrderedLine

describe('orderTotals (contract 7.6 calculated)', () => {
  it.each([
    {
      case: 'adds selling × quantity, shipping per line and tax × quantity',
      lines: [
        line({ quantity: 2, selling: 50, shipping_price: 5, tax_price: 2.5 }),
        line({ selling: 20, shipping_price: 0 }),
      ],
      voucher: null,
      expected: {
        subtotal: 120,
        shipping_price: 5,
        bundle_offer: 0,
        tax: 5,
        voucher_price: 0,
        total_price: 130,
      },
    },
    {
      case: 'uses the exact unit price for the bundle offer, not an integer',
      lines: [line({ quantity: 3, selling: 9.99, bundle_offer: 1 })],
      voucher: null,
      expected: {
        subtotal: 29.97,
        shipping_price: 0,
        bundle_offer: 9.99,
        tax: 0,
        voucher_price: 0,
        total_price: 19.98,
      },
    },
    {
      case: 'applies a percent voucher to subtotal minus bundle offer',
      lines: [line({ quantity: 3, selling: 40, bundle_offer: 1 })],
      voucher: makeVoucher({ type: 2, price: 10 }),
      expected: {
        subtotal: 120,
        shipping_price: 0,
        bundle_offer: 40,
        tax: 0,
        voucher_price: 8,
        total_price: 72,
      },
    },
    {
      case: 'caps a percent voucher',
      lines: [line({ quantity: 10, selling: 100 })],
      voucher: makeVoucher({ type: 2, price: 50, capped_price: 30 }),
      expected: {
        subtotal: 1000,
        shipping_price: 0,
        bundle_offer: 0,
        tax: 0,
        voucher_price: 30,
        total_price: 970,
      },
    },
    {
      case: 'applies a flat voucher',
      lines: [line({ selling: 100, shipping_price: 10 })],
      voucher: makeVoucher({ type: 1, price: 15 }),
      expected: {
        subtotal: 100,
        shipping_price: 10,
        bundle_offer: 0,
        tax: 0,
        voucher_price: 15,
        total_price: 95,
      },
    },
    {
      case: 'rounds tax to 2 decimals',
      lines: [line({ quantity: 3, selling: 10, tax_price: 0.335 })],
      voucher: null,
      expected: {
        subtotal: 30,
        shipping_price: 0,
        bundle_offer: 0,
        tax: 1.01,
        voucher_price: 0,
        total_price: 31.01,
      },
    },
  ])('$case', ({ lines, voucher, expected }) => {
    expect(orderTotals(makeOrderDetail({ ordered_products: lines, voucher }))).toEqual(expected)
  })

  it("scopes a store voucher to that store's lines", () => {
    const order = {
      ordered_products: [
        { ...line({ selling: 100 }), product: { store_id: 1 } },
        { ...line({ selling: 50 }), product: { store_id: 2 } },
      ],
      voucher: { type: 2 as const, price: 10, store_id: 2 },
    }
    expect(orderTotals(order).voucher_price).toBe(5)
  })

  it('reads legacy decimal strings', () => {
    const order = {
      ordered_products: [
        { quantity: '2', selling: '12.50', shipping_price: '3.00', tax_price: '1.25', bundle_offer: '0' },
      ],
    }
    expect(orderTotals(order)).toEqual({
      subtotal: 25,
      shipping_price: 3,
      bundle_offer: 0,
      tax: 2.5,
      voucher_price: 0,
      total_price: 30.5,
    })
  })
})
