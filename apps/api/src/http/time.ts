/** Time formats of the contract (1.7): API times and the shopper-facing `created` strings. */

/** A UTC time as the API writes it: `Y-m-d H:i:s`. */
export function apiTime(date: Date): string {
  return date.toISOString().slice(0, 19).replace('T', ' ')
}

/**
 * Formatters by time zone and format, made once: building an `Intl.DateTimeFormat` costs far more than using
 * one, and every row of a list (reviews, orders, vouchers) formats a date. Bounded: shoppers name their zones.
 */
const formatters = new Map<string, Intl.DateTimeFormat>()
const CREATED: Intl.DateTimeFormatOptions = {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h12',
  day: '2-digit',
  month: 'short',
  year: '2-digit',
}
const SHORT: Intl.DateTimeFormatOptions = { day: '2-digit', month: 'short', year: '2-digit' }

/** The `en-US` formatter of `format` in `timeZone`, or in UTC when the zone is none or unknown. */
function formatterOf(name: string, format: Intl.DateTimeFormatOptions, timeZone: string | undefined) {
  const key = `${name} ${timeZone ?? ''}`
  let formatter = formatters.get(key)
  if (!formatter) {
    try {
      formatter = new Intl.DateTimeFormat('en-US', { ...format, timeZone: timeZone || 'UTC' })
    } catch {
      formatter = new Intl.DateTimeFormat('en-US', { ...format, timeZone: 'UTC' })
    }
    if (formatters.size >= 1_000) formatters.clear()
    formatters.set(key, formatter)
  }
  return formatter
}

/** `03:15 pm, 21 Oct, 23` in the shopper's time zone (UTC when none or unknown). */
export function createdText(value: Date | string, timeZone?: string): string {
  const date = value instanceof Date ? value : new Date(value)
  const parts = formatterOf('created', CREATED, timeZone).formatToParts(date)
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((part) => part.type === type)?.value ?? ''
  const period = get('dayPeriod').toLowerCase()
  return `${get('hour')}:${get('minute')} ${period}, ${get('day')} ${get('month')}, ${get('year')}`
}

/** The server's time-zone name (for countdowns): the process's, read once. */
let serverZone: string | undefined
export function serverTimeZone(): string {
  serverZone ??= Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC'
  return serverZone
}

/** `21 Oct, 23` in the shopper's time zone (UTC when none or unknown): the vouchers list's dates. */
export function shortDate(value: Date | string, timeZone?: string): string {
  const date = value instanceof Date ? value : new Date(value)
  const parts = formatterOf('short', SHORT, timeZone).formatToParts(date)
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((part) => part.type === type)?.value ?? ''
  return `${get('day')} ${get('month')}, ${get('year')}`
}
