import { describe, expect, it } from 'vitest'
import type { CartLine } from '../model'
import {
  makeBundleDeal,
  makeCartLine,
  makeCartProduct,
  makeOrderDetail,
  makeOrderedLine,
  makeShippingPlace,
  makeShippingRule,
  makeTaxRule,
} from '../testing/fixtures'
import { cartTotals } from './cartTotals'
import { lineAmounts } from './lineAmounts'
import { orderTotals } from './orderTotals'
import { shippingCharges } from './shippingCharges'
import { voucherBase, voucherDiscount } from './voucherDiscount'

const END = '2030-01-01 00:00:00'
const shipAt = (price: number, rule = makeShippingRule()) => makeShippingPlace({ price, shipping_rule: rule })
const singleRule = makeShippingRule({ id: 70, single_price: 1 })
const zero = {
  count: 0,
  selectedCount: 0,
  subtotal: 0,
  bundleDiscount: 0,
  tax: 0,
  shipping: 0,
  voucher: 0,
  total: 0,
}

describe('cartTotals', () => {
  it.each([
    {
      case: 'adds unit × quantity and one shipping charge per line',
      lines: [makeCartLine({ quantity: 2, shipping_place: shipAt(10) })],
      voucher: undefined,
      expected: { ...zero, count: 2, selectedCount: 2, subtotal: 200, shipping: 10, total: 210 },
    },
    {
      case: 'takes the free units off and taxes them too (buy 2 get 1, quantity 3, 10% tax)',
      lines: [
        makeCartLine({
          quantity: 3,
          flash_product: makeCartProduct({
            selling: 50,
            bundle_deal: makeBundleDeal({ buy: 2, free: 1 }),
            tax_rules: makeTaxRule({ type: 2, price: 10 }),
          }),
        }),
      ],
      voucher: undefined,
      expected: {
        ...zero,
        count: 3,
        selectedCount: 3,
        subtotal: 150,
        bundleDiscount: 50,
        tax: 15,
        total: 115,
      },
    },
    {
      case: 'counts unselected lines in the badge only',
      lines: [makeCartLine(), makeCartLine({ quantity: 4, selected: 2, shipping_place: shipAt(9) })],
      voucher: undefined,
      expected: { ...zero, count: 5, selectedCount: 1, subtotal: 100, total: 100 },
    },
    {
      case: 'charges a single_price rule once for two lines of the same delivery type',
      lines: [
        makeCartLine({ shipping_place: shipAt(10, singleRule) }),
        makeCartLine({ shipping_place: shipAt(10, singleRule) }),
      ],
      voucher: undefined,
      expected: { ...zero, count: 2, selectedCount: 2, subtotal: 200, shipping: 10, total: 210 },
    },
    {
      case: 'leaves shipping out for a selected line without a place',
      lines: [makeCartLine({ shipping_place: null }), makeCartLine({ shipping_place: shipAt(7) })],
      voucher: undefined,
      expected: { ...zero, count: 2, selectedCount: 2, subtotal: 200, shipping: 7, total: 207 },
    },
    {
      case: 'prices a line whose product was deleted at 0',
      lines: [makeCartLine({ quantity: 2, flash_product: null })],
      voucher: undefined,
      expected: { ...zero, count: 2, selectedCount: 2 },
    },
    {
      case: 'taxes a free flash item with a flat tax',
      lines: [
        makeCartLine({
          quantity: 2,
          flash_product: makeCartProduct({
            price: 0,
            end_time: END,
            tax_rules: makeTaxRule({ type: 1, price: 5 }),
          }),
        }),
      ],
      voucher: undefined,
      expected: { ...zero, count: 2, selectedCount: 2, tax: 10, total: 10 },
    },
    {
      case: 'takes the voucher discount off the total',
      lines: [makeCartLine({ shipping_place: shipAt(10) })],
      voucher: 25,
      expected: { ...zero, count: 1, selectedCount: 1, subtotal: 100, shipping: 10, voucher: 25, total: 85 },
    },
    {
      case: 'never goes below 0',
      lines: [makeCartLine()],
      voucher: '500',
      expected: { ...zero, count: 1, selectedCount: 1, subtotal: 100, voucher: 500, total: 0 },
    },
    {
      case: 'adds cents without drift',
      lines: [
        makeCartLine({ quantity: 3, flash_product: makeCartProduct({ selling: 19.99 }) }),
        makeCartLine({ flash_product: makeCartProduct({ selling: 0.1 }), shipping_place: shipAt(0.2) }),
      ],
      voucher: undefined,
      expected: { ...zero, count: 4, selectedCount: 4, subtotal: 60.07, shipping: 0.2, total: 60.27 },
    },
    { case: 'is all zeros for an empty cart', lines: [], voucher: undefined, expected: zero },
  ])('$case', ({ lines, voucher, expected }) => {
    expect(cartTotals(lines, { voucherDiscount: voucher })).toEqual(expected)
  })
})

describe('cartTotals agrees with order placement', () => {
  const taxed = makeTaxRule({ type: 2, price: 7.5 })
  const checkout: CartLine[] = [
    makeCartLine({
      quantity: 5,
      flash_product: makeCartProduct({
        selling: 40,
        offered: 33.33,
        bundle_deal: makeBundleDeal({ buy: 2, free: 1 }),
        tax_rules: taxed,
        store_id: 1,
      }),
      shipping_place: shipAt(4.5, singleRule),
    }),
    makeCartLine({
      quantity: 2,
      flash_product: makeCartProduct({ selling: 12.99, price: 9.99, end_time: END, store_id: 2 }),
      shipping_place: shipAt(4.5, singleRule),
    }),
    makeCartLine({
      quantity: 1,
      shipping_type: 2,
      flash_product: makeCartProduct({ selling: 80, tax_rules: makeTaxRule({ type: 1, price: 2 }) }),
      shipping_place: makeShippingPlace({ pickup_price: 1.25 }),
    }),
  ]
  const discount = voucherDiscount({ type: 2, price: 10, capped_price: 15 }, voucherBase(checkout))
  const totals = cartTotals(checkout, { voucherDiscount: discount })

  it('equals contract 7.3 step 8: Σ (shipping + tax × qty + unit × (qty − free)) − voucher', () => {
    const { charges } = shippingCharges(checkout)
    const sum = checkout.reduce((acc, line, index) => {
      const a = lineAmounts(line)
      return acc + (charges[index] ?? 0) + a.unitTax * a.quantity + a.unitPrice * (a.quantity - a.freeUnits)
    }, 0)
    expect(totals.total).toBeCloseTo(sum - discount, 10)
  })

  it("equals orderTotals of the order the lines become (contract 7.6 'calculated')", () => {
    const { charges } = shippingCharges(checkout)
    const order = makeOrderDetail({
      voucher: null,
      ordered_products: checkout.map((line, index) => {
        const a = lineAmounts(line)
        return makeOrderedLine({
          quantity: a.quantity,
          selling: a.unitPrice,
          tax_price: a.unitTax,
          bundle_offer: a.freeUnits,
          shipping_price: charges[index] ?? 0,
        })
      }),
    })
    const calculated = orderTotals(order)
    expect({
      subtotal: calculated.subtotal,
      bundleDiscount: calculated.bundle_offer,
      tax: calculated.tax,
      shipping: calculated.shipping_price,
      total: calculated.total_price,
    }).toEqual({
      subtotal: totals.subtotal,
      bundleDiscount: totals.bundleDiscount,
      tax: totals.tax,
      shipping: totals.shipping,
      total: totals.total + totals.voucher,
    })
  })
})

describe('lineAmounts', () => {
  it.each([
    {
      case: 'a plain line',
      line: makeCartLine({ quantity: 2 }),
      expected: {
        unitPrice: 100,
        quantity: 2,
        freeUnits: 0,
        subtotal: 200,
        bundleDiscount: 0,
        unitTax: 0,
        tax: 0,
      },
    },
    {
      case: 'a bundle line with percent tax (buy 2, the third free)',
      line: makeCartLine({
        quantity: 3,
        flash_product: makeCartProduct({
          offered: 9.99,
          bundle_deal: makeBundleDeal({ buy: 2, free: 1 }),
          tax_rules: makeTaxRule({ type: 2, price: 15 }),
        }),
      }),
      expected: {
        unitPrice: 9.99,
        quantity: 3,
        freeUnits: 1,
        subtotal: 29.97,
        bundleDiscount: 9.99,
        unitTax: 1.5,
        tax: 4.5,
      },
    },
    {
      case: 'a line whose product was deleted',
      line: makeCartLine({ quantity: 3, flash_product: null }),
      expected: {
        unitPrice: 0,
        quantity: 3,
        freeUnits: 0,
        subtotal: 0,
        bundleDiscount: 0,
        unitTax: 0,
        tax: 0,
      },
    },
  ])('works out $case', ({ line, expected }) => {
    expect(lineAmounts(line)).toEqual(expected)
  })
})
