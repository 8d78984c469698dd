import { describe, expect, it } from 'vitest'
import { formatPrice, priceFormatter } from './formatPrice'

// fr-FR groups with a narrow no-break space; ar-EG writes Arabic-Indic digits.
const NNBSP = '\u202f'

describe('formatPrice', () => {
  it.each([
    { locale: 'en-US', amount: 1234.5, before: '$1,234.50', after: '1,234.50$' },
    { locale: 'fr-FR', amount: 1234.5, before: `$1${NNBSP}234,50`, after: `1${NNBSP}234,50$` },
    { locale: 'ar-EG', amount: 1234.5, before: '$١٬٢٣٤٫٥٠', after: '١٬٢٣٤٫٥٠$' },
    { locale: 'tr-TR', amount: 1234.5, before: '$1.234,50', after: '1.234,50$' },
    { locale: 'hi-IN', amount: 1234567.25, before: '$12,34,567.25', after: '12,34,567.25$' },
  ])('formats $amount in $locale with the symbol before and after', ({ locale, amount, before, after }) => {
    expect(formatPrice(amount, { decimal_format: locale, currency_position: 1 })).toBe(before)
    expect(formatPrice(amount, { decimal_format: locale, currency_position: 2 })).toBe(after)
  })

  it.each([
    { case: 'defaults to en-US, $ before, with cents', amount: 5, setting: undefined, expected: '$5.00' },
    { case: 'shows the cents of a whole amount', amount: 12, setting: {}, expected: '$12.00' },
    { case: 'rounds to the cent', amount: 4.5678, setting: {}, expected: '$4.57' },
    { case: 'rounds a half cent up without float drift', amount: 1.005, setting: {}, expected: '$1.01' },
    { case: 'reads a legacy decimal string', amount: '12.5', setting: {}, expected: '$12.50' },
    {
      case: 'reads the position sent as a string',
      amount: 7,
      setting: { currency_position: '2', currency_icon: '€' },
      expected: '7.00€',
    },
    {
      case: 'reads position "1" as before',
      amount: 7,
      setting: { currency_position: '1', currency_icon: '₺' },
      expected: '₺7.00',
    },
    {
      case: 'uses the shop symbol',
      amount: 99.9,
      setting: { currency_icon: '₹', decimal_format: 'hi-IN' },
      expected: '₹99.90',
    },
    { case: 'puts the minus before the symbol', amount: -5, setting: {}, expected: '\u2066-$5.00\u2069' },
    {
      case: 'puts the minus before the number when the symbol is after',
      amount: -5.5,
      setting: { currency_position: 2, currency_icon: '€', decimal_format: 'fr-FR' },
      expected: '\u2066-5,50€\u2069',
    },
    { case: 'shows a tiny negative as 0', amount: -0.001, setting: {}, expected: '$0.00' },
    {
      case: 'falls back to en-US for an invalid locale tag',
      amount: 1234.5,
      setting: { decimal_format: '1,234.56' },
      expected: '$1,234.50',
    },
    {
      case: 'falls back to en-US for an unsupported locale',
      amount: 1234.5,
      setting: { decimal_format: 'xx-YY' },
      expected: '$1,234.50',
    },
    {
      case: 'falls back to en-US for an empty locale',
      amount: 1234.5,
      setting: { decimal_format: '' },
      expected: '$1,234.50',
    },
    {
      case: 'falls back to $ for a missing symbol',
      amount: 1,
      setting: { currency_icon: null },
      expected: '$1.00',
    },
    { case: 'shows 0 for an unreadable amount', amount: 'abc', setting: {}, expected: '$0.00' },
    {
      case: 'shows no decimals for a currency without them',
      amount: 1234.5,
      setting: { currency: 'JPY', currency_icon: '¥' },
      expected: '¥1,235',
    },
    {
      case: 'shows three decimals for a currency with three',
      amount: 1.2345,
      setting: { currency: 'KWD', currency_icon: 'KD' },
      expected: 'KD1.235',
    },
    {
      case: 'keeps 2 decimals for an unknown currency code',
      amount: 3,
      setting: { currency: 'not a code' },
      expected: '$3.00',
    },
  ])('$case', ({ amount, setting, expected }) => {
    expect(formatPrice(amount, setting)).toBe(expected)
  })
})

describe('priceFormatter', () => {
  it('builds one formatter per locale and reuses it', () => {
    expect(priceFormatter('tr-TR')).toBe(priceFormatter('tr-TR'))
  })

  it('shares the en-US formatter with invalid tags', () => {
    expect(priceFormatter('not a locale!')).toBe(priceFormatter('en-US'))
  })

  it('keeps the minus in front of the amount in right-to-left text', () => {
    const text = formatPrice(-15, {})
    expect(text.startsWith('\u2066')).toBe(true)
    expect(text.endsWith('\u2069')).toBe(true)
    expect(text.slice(1, -1)).toBe('-$15.00')
  })
})
