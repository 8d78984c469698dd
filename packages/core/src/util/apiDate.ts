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
  return new Intl.DateTimeFormat(language, { ...options, timeZone: 'UTC' }).format(time)
}

/** The machine-readable form of an API time for a `<time dateTime>` attribute, or undefined when unreadable. */
export function isoDate(value: string | null | undefined): string | undefined {
  const text = (value ?? '').trim()
  if (!API_DATE.test(text)) return undefined
  const time = parseApiTime(text)
  return Number.isNaN(time) ? undefined : new Date(time).toISOString()
}
