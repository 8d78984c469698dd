import {
  DEFAULT_CURRENCY,
  DEFAULT_CURRENCY_ICON,
  DEFAULT_CURRENCY_POSITION,
  DEFAULT_DECIMAL_FORMAT,
  PRICE_MAX_DECIMALS,
} from '../constants'
import { CurrencyPosition } from '../model/enums'
import { round2 } from './round2'
import { type NumberInput, toNumber } from './toNumber'

/** The settings that shape a price (the `setting` block of `common`; every field optional). */
export interface PriceFormatSetting {
  /** Locale tag of the number format, e.g. `en-US` (default). */
  decimal_format?: string | null
  /** Currency symbol (default `$`). */
  currency_icon?: string | null
  /** ISO 4217 code of the shop's currency (default USD): it decides the minor digits (2 for USD, 0 for JPY). */
  currency?: string | null
  /** 1 (or "1") symbol before the amount (default), 2 (or "2") after. */
  currency_position?: CurrencyPosition | `${CurrencyPosition}` | number | string | null
}

// Formatters are costly to build: one per locale and digit count, built on first use. Holds no shopper data.
const MAX_CACHED_FORMATS = 16
const formatters = new Map<string, Intl.NumberFormat>()
const minorDigitsOf = new Map<string, number>()

/**
 * The minor digits of an ISO 4217 currency (2 for USD and EUR, 0 for JPY, 3 for KWD), as `Intl` knows them;
 * 2 for a missing or unknown code.
 */
export function currencyDigits(currency?: string | null): number {
  const code = (currency?.trim() || DEFAULT_CURRENCY).toUpperCase()
  const known = minorDigitsOf.get(code)
  if (known !== undefined) return known
  let digits = PRICE_MAX_DECIMALS
  try {
    digits =
      new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions()
        .maximumFractionDigits ?? PRICE_MAX_DECIMALS
  } catch {
    // Not an ISO 4217 code: keep the default.
  }
  if (minorDigitsOf.size >= MAX_CACHED_FORMATS) minorDigitsOf.clear()
  minorDigitsOf.set(code, digits)
  return digits
}

function build(locale: string, digits: number): Intl.NumberFormat {
  return new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits })
}

/**
 * The number formatter of a locale tag with a fixed count of decimals (the currency's minor digits; 2 by
 * default); an invalid or unsupported tag falls back to en-US.
 */
export function priceFormatter(
  locale?: string | null,
  digits: number = PRICE_MAX_DECIMALS,
): Intl.NumberFormat {
  const tag = locale?.trim() || DEFAULT_DECIMAL_FORMAT
  const key = `${tag}|${digits}`
  const cached = formatters.get(key)
  if (cached) return cached
  let formatter: Intl.NumberFormat
  try {
    formatter =
      Intl.NumberFormat.supportedLocalesOf(tag).length > 0
        ? build(tag, digits)
        : priceFormatter(DEFAULT_DECIMAL_FORMAT, digits)
  } catch {
    formatter = priceFormatter(DEFAULT_DECIMAL_FORMAT, digits)
  }
  if (formatters.size >= MAX_CACHED_FORMATS) formatters.clear()
  formatters.set(key, formatter)
  return formatter
}

/** Rounds half away from zero to `digits` decimals (2: `round2`, which avoids binary float drift). */
function roundTo(amount: NumberInput, digits: number): number {
  if (digits === 2) return round2(amount)
  const n = toNumber(amount)
  const scale = 10 ** digits
  const rounded = (Math.sign(n) * Math.round(Number((Math.abs(n) * scale).toPrecision(15)))) / scale
  return rounded === 0 ? 0 : rounded
}

/** Left-to-right isolate (U+2066) and its end (U+2069): a minus stays before the amount in right-to-left text. */
const LTR_ISOLATE = '\u2066'
const END_ISOLATE = '\u2069'

/**
 * Formats money for display: every amount of the shop goes through it (cards, cart, checkout, e-mails, widgets).
 * The currency's minor digits, always shown ("$136.60", "$172.00"; none for JPY), in the shop's number locale
 * (`decimal_format`, default en-US), the symbol before (position 1) or after (2) the number with no space.
 * Negative amounts read "-$5.00" / "-5,00€", isolated left-to-right (U+2066…U+2069) so that in Arabic text the
 * minus stays in front ("-$15.00", never "$15.00-"). Legacy decimal strings are read.
 */
export function formatPrice(amount: NumberInput, setting?: PriceFormatSetting | null): string {
  const digits = currencyDigits(setting?.currency)
  const value = roundTo(amount, digits)
  const number = priceFormatter(setting?.decimal_format, digits).format(Math.abs(value))
  const icon = setting?.currency_icon ?? DEFAULT_CURRENCY_ICON
  const position = Number(setting?.currency_position ?? DEFAULT_CURRENCY_POSITION)
  const unsigned = position === CurrencyPosition.AFTER ? `${number}${icon}` : `${icon}${number}`
  return value < 0 ? `${LTR_ISOLATE}-${unsigned}${END_ISOLATE}` : unsigned
}
