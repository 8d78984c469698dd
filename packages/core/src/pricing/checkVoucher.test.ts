import { describe, expect, it } from 'vitest'
import { makeVoucher } from '../testing/fixtures'
import { checkVoucher, parseApiTime } from './checkVoucher'
import { formatPrice } from './formatPrice'

const NOW = Date.UTC(2024, 5, 15, 12, 0, 0)

describe('checkVoucher (contract 7.2, 9.7)', () => {
  it.each([
    { case: 'accepts a valid voucher', voucher: {}, usage: {}, expected: null },
    {
      case: 'accepts a base exactly at the minimum spend',
      voucher: { min_spend: 50 },
      usage: { base: 50 },
      expected: null,
    },
    {
      case: 'asks to spend more just under the minimum',
      voucher: { min_spend: 50 },
      usage: { base: 49.99 },
      expected: { key: 'voucher.minSpend', params: { amount: 50 } },
    },
    {
      case: 'reads a minimum spend sent as a string',
      voucher: { min_spend: '50.00' as unknown as number },
      usage: { base: 10 },
      expected: { key: 'voucher.minSpend', params: { amount: 50 } },
    },
    {
      case: 'refuses once the usage limit is reached',
      voucher: { usage_limit: 3 },
      usage: { usedCount: 3 },
      expected: { key: 'voucher.usageLimit' },
    },
    {
      case: 'accepts one use under the usage limit',
      voucher: { usage_limit: 3 },
      usage: { usedCount: 2 },
      expected: null,
    },
    {
      case: 'refuses once this shopper reached the limit',
      voucher: { limit_per_customer: 1 },
      usage: { usedByShopper: 1 },
      expected: { key: 'voucher.customerLimit' },
    },
    {
      case: 'says a voucher before its start has not started (not that it expired)',
      voucher: { start_time: '2024-06-15 12:00:01' },
      usage: {},
      expected: { key: 'voucher.notStarted' },
    },
    {
      case: 'refuses exactly at the start, as not started',
      voucher: { start_time: '2024-06-15 12:00:00' },
      usage: {},
      expected: { key: 'voucher.notStarted' },
    },
    {
      case: 'refuses exactly at the end',
      voucher: { end_time: '2024-06-15 12:00:00' },
      usage: {},
      expected: { key: 'voucher.expired' },
    },
    {
      case: 'refuses after the end',
      voucher: { end_time: '2024-06-01 00:00:00' },
      usage: {},
      expected: { key: 'voucher.expired' },
    },
    {
      case: 'refuses an unreadable end time',
      voucher: { end_time: 'soon' },
      usage: {},
      expected: { key: 'voucher.expired' },
    },
    {
      case: 'refuses a private voucher as not found',
      voucher: { status: 2 },
      usage: {},
      expected: { key: 'voucher.notFound' },
    },
    {
      case: 'reports expiry before the limits and the minimum spend',
      voucher: { end_time: '2024-01-02 00:00:00', min_spend: 500, usage_limit: 0 },
      usage: {},
      expected: { key: 'voucher.expired' },
    },
    {
      case: 'reports a limit before the minimum spend',
      voucher: { min_spend: 500, usage_limit: 1 },
      usage: { usedCount: 1 },
      expected: { key: 'voucher.usageLimit' },
    },
  ] as const)('$case', ({ voucher, usage, expected }) => {
    const result = checkVoucher(
      makeVoucher({ min_spend: 0, usage_limit: 10, limit_per_customer: 2, ...voucher }),
      {
        base: 100,
        now: NOW,
        usedCount: 0,
        usedByShopper: 0,
        ...usage,
      },
    )
    expect(result).toEqual(expected)
  })

  it('answers not found without a voucher', () => {
    expect(checkVoucher(null, { base: 100, now: NOW })).toEqual({ key: 'voucher.notFound' })
  })

  it('accepts a voucher without limits or validity window', () => {
    expect(checkVoucher({ min_spend: 0 }, { base: 0, now: NOW, usedCount: 99, usedByShopper: 99 })).toBeNull()
  })

  it('takes the current time when none is given', () => {
    expect(checkVoucher(makeVoucher({ end_time: '2000-01-01 00:00:00' }), { base: 100 })).toEqual({
      key: 'voucher.expired',
    })
  })

  it("writes the minimum spend as the shop's money when given a formatter", () => {
    const result = checkVoucher(makeVoucher({ min_spend: 50 }), {
      base: 10,
      now: NOW,
      formatAmount: (amount) => formatPrice(amount, { currency_icon: '€', currency_position: 2 }),
    })
    expect(result).toEqual({ key: 'voucher.minSpend', params: { amount: '50.00€' } })
  })

  it('accepts a Date as the moment of the check', () => {
    expect(checkVoucher(makeVoucher(), { base: 100, now: new Date(NOW) })).toBeNull()
  })
})

describe('parseApiTime', () => {
  it.each([
    { input: '2024-06-15 12:00:00', expected: Date.UTC(2024, 5, 15, 12, 0, 0) },
    { input: '2024-06-15T12:00', expected: Date.UTC(2024, 5, 15, 12, 0, 0) },
    { input: '2024-06-15T12:00:00+02:00', expected: Date.UTC(2024, 5, 15, 10, 0, 0) },
    { input: '2024-06-15', expected: Date.UTC(2024, 5, 15) },
  ])('reads $input as UTC unless a zone is given', ({ input, expected }) => {
    expect(parseApiTime(input)).toBe(expected)
  })

  it('gives NaN for an unreadable time', () => {
    expect(parseApiTime('not a date')).toBeNaN()
  })
})
