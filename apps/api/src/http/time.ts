/** Time formats of the contract (1.7): API times and the shopper-facing `created` strings. */

/** A UTC time as the API writes it: `Y-m-d H:i:s`. */
export function apiTime(date: Date): string {
  return date.toISOString().slice(0, 19).replace('T', ' ')
}

function zoneOrUtc(timeZone: string | undefined): string {
  if (!timeZone) return 'UTC'
  try {
    new Intl.DateTimeFormat('en-US', { timeZone })
    return timeZone
  } catch {
    return 'UTC'
  }
}

/** `03:15 pm, 21 Oct, 23` in the shopper's time zone (UTC when none or unknown). */
export function createdText(value: Date | string, timeZone?: string): string {
  const date = value instanceof Date ? value : new Date(value)
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zoneOrUtc(timeZone),
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h12',
    day: '2-digit',
    month: 'short',
    year: '2-digit',
  }).formatToParts(date)
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((part) => part.type === type)?.value ?? ''
  const period = get('dayPeriod').toLowerCase()
  return `${get('hour')}:${get('minute')} ${period}, ${get('day')} ${get('month')}, ${get('year')}`
}

/** The server's time-zone name (for countdowns). */
export function serverTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC'
}

/** `21 Oct, 23` in the shopper's time zone (UTC when none or unknown): the vouchers list's dates. */
export function shortDate(value: Date | string, timeZone?: string): string {
  const date = value instanceof Date ? value : new Date(value)
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zoneOrUtc(timeZone),
    day: '2-digit',
    month: 'short',
    year: '2-digit',
  }).formatToParts(date)
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((part) => part.type === type)?.value ?? ''
  return `${get('day')} ${get('month')}, ${get('year')}`
}
