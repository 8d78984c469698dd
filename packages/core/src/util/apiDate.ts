import { parseApiTime } from '../pricing/checkVoucher'

/** A text that starts like an API date (`Y-m-d`). */
const API_DATE = /^\d{4}-\d{2}-\d{2}/

/**
 * An API time (`Y-m-d H:i:s`, UTC) as a date in the shopper's language; text the API already formatted
 * (e.g. `21 Oct, 23`) is shown as it is. Formatted in UTC so a server and a browser render the same text.
 */
export function formatApiDate(
  value: string | null | undefined,
  language: string,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
): string {
  const text = (value ?? '').trim()
  if (text === '') return ''
  const time = parseApiTime(text)
  if (!API_DATE.test(text) || Number.isNaN(time)) return text
  return dateFormatter(language, options).format(time)
}

// Date formatters are costly to build (a review list formats a date per review): one per language and options,
// built on first use. Holds no shopper data.
const MAX_CACHED_FORMATS = 16
const dateFormatters = new Map<string, Intl.DateTimeFormat>()

function dateFormatter(language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language}|${JSON.stringify(options)}`
  const cached = dateFormatters.get(key)
  if (cached) return cached
  const formatter = new Intl.DateTimeFormat(language, { ...options, timeZone: 'UTC' })
  if (dateFormatters.size >= MAX_CACHED_FORMATS) dateFormatters.clear()
  dateFormatters.set(key, formatter)
  return formatter
}

/** The machine-readable form of an API time for a `<time dateTime>` attribute, or undefined when unreadable. */
export function isoDate(value: string | null | undefined): string | undefined {
  const text = (value ?? '').trim()
  if (!API_DATE.test(text)) return undefined
  const time = parseApiTime(text)
  return Number.isNaN(time) ? undefined : new Date(time).toISOString()
}
