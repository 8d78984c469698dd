import {
  DEFAULT_CURRENCY_ICON,
  DEFAULT_CURRENCY_POSITION,
  DEFAULT_DECIMAL_FORMAT,
  PRICE_MAX_DECIMALS,
} from '../constants'
import { CurrencyPosition } from '../model/enums'
import { round2 } from './round2'
import type { NumberInput } from './toNumber'

/** The settings that shape a price (the `setting` block of `common`; every field optional). */
export interface PriceFormatSetting {
  /** Locale tag of the number format, e.g. `en-US` (default). */
  decimal_format?: string | null
  /** Currency symbol (default `$`). */
  currency_icon?: string | null
  /** 1 (or "1") symbol before the amount (default), 2 (or "2") after. */
  currency_position?: CurrencyPosition | `${CurrencyPosition}` | number | string | null
}

// Formatters are costly to build: one per locale, built on first use. Holds no shopper data.
const MAX_CACHED_LOCALES = 16
const formatters = new Map<string, Intl.NumberFormat>()

function build(locale: string): Intl.NumberFormat {
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: 0,
    maximumFractionDigits: PRICE_MAX_DECIMALS,
  })
}

/** The number formatter of a locale tag; an invalid or unsupported tag falls back to en-US. */
export function priceFormatter(locale?: string | null): Intl.NumberFormat {
  const tag = locale?.trim() || DEFAULT_DECIMAL_FORMAT
  const cached = formatters.get(tag)
  if (cached) return cached
  let formatter: Intl.NumberFormat
  try {
    formatter =
      Intl.NumberFormat.supportedLocalesOf(tag).length > 0
        ? build(tag)
        : priceFormatter(DEFAULT_DECIMAL_FORMAT)
  } catch {
    formatter = priceFormatter(DEFAULT_DECIMAL_FORMAT)
  }
  if (formatters.size >= MAX_CACHED_LOCALES) formatters.clear()
  formatters.set(tag, formatter)
  return formatter
}

/**
 * Formats money for display (spec 9): at most 2 decimals in the shop's locale, the symbol before (position 1)
 * or after (2) the number, with no space. Negative amounts read "-$5" / "-5€". Legacy decimal strings are read.
 */
export function formatPrice(amount: NumberInput, setting?: PriceFormatSetting | null): string {
  const value = round2(amount)
  const number = priceFormatter(setting?.decimal_format).format(Math.abs(value))
  const icon = setting?.currency_icon ?? DEFAULT_CURRENCY_ICON
  const position = Number(setting?.currency_position ?? DEFAULT_CURRENCY_POSITION)
  const sign = value < 0 ? '-' : ''
  return position === CurrencyPosition.AFTER ? `${sign}${number}${icon}` : `${sign}${icon}${number}`
}
