import { describe, expect, it } from 'vitest'
import type { PaymentGateway } from '../model'
import { canCancelOrder, canReviewOrder, deliveryStatusKey, paymentChoices } from './orderRules'

describe('order rules', () => {
  it.each([
    [{ status: 1, cancelled: 0 }, true],
    [{ status: 1, cancelled: 1 }, false],
    [{ status: 2, cancelled: 0 }, false],
    [{ status: '1', cancelled: null }, true],
  ])('%j can be cancelled: %s', (order, expected) => {
    expect(canCancelOrder(order)).toBe(expected)
  })

  it.each([
    [{ status: 4 }, 'orderStatus.4'],
    [{ status: 1, cancelled: 1 }, 'orderStatus.cancelled'],
    [{ status: 1, cancelled: 1, refunded: 1 }, 'orderStatus.refunded'],
  ])('%j shows %s', (order, key) => {
    expect(deliveryStatusKey(order)).toBe(key)
  })
})

describe('payment choices', () => {
  const gateway = (flags: Partial<Record<keyof PaymentGateway, number>>) => flags as unknown as PaymentGateway

  it('lists the enabled methods in the checkout order', () => {
    expect(paymentChoices(gateway({ stripe: 1, cash_on_delivery: 1, bank: 1, paypal: 0 }))).toEqual([
      { method: 2 },
      { method: 7 },
      { method: 3 },
    ])
  })

  it('offers each enabled wallet of a mobile transfer, and nothing when the method is off', () => {
    expect(paymentChoices(gateway({ mobile_transfer: 1, enzona: 1, transfermovil: 1 }))).toEqual([
      { method: 50, wallet: 'enzona' },
      { method: 50, wallet: 'transfermovil' },
    ])
    expect(paymentChoices(gateway({ mobile_transfer: 0, enzona: 1 }))).toEqual([])
  })

  it('offers nothing without a gateway', () => {
    expect(paymentChoices(null)).toEqual([])
  })
})

describe('canReviewOrder', () => {
  it.each([
    [{ status: 5, cancelled: 0 }, true],
    [{ status: '5', cancelled: null }, true],
    [{ status: 5, cancelled: 1 }, false],
    [{ status: 4, cancelled: 0 }, false],
    [{ status: 1 }, false],
  ])('lets a shopper review the products of %o: %s', (order, expected) => {
    expect(canReviewOrder(order)).toBe(expected)
  })
})
