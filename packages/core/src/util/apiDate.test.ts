import { afterEach, describe, expect, it } from 'vitest'
import { formatApiDate, isoDate } from './apiDate'

const BuiltIn = Intl.DateTimeFormat
let built = 0
/** Counts the date formatters built. */
class CountedDateTimeFormat extends BuiltIn {
  constructor(...args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
    super(...args)
    built++
  }
}

afterEach(() => {
  Intl.DateTimeFormat = BuiltIn
})

describe('formatApiDate', () => {
  it('shows an API time as a date in the language asked for, read in UTC', () => {
    expect(formatApiDate('2024-03-05 23:30:00', 'en')).toBe('Mar 5, 2024')
    expect(formatApiDate('2024-03-05 23:30:00', 'fr')).toBe('5 mars 2024')
  })

  it('takes the format options it is given', () => {
    expect(formatApiDate('2023-10-21 08:00:00', 'en', { month: 'long', year: 'numeric' })).toBe(
      'October 2023',
    )
  })

  it('builds one formatter per language and options, however many dates it shows (a list of reviews)', () => {
    Intl.DateTimeFormat = CountedDateTimeFormat as typeof Intl.DateTimeFormat
    built = 0
    const dates = ['2024-03-05 23:30:00', '2024-04-06 10:00:00', '2024-05-07 12:00:00']
    const first = dates.map((date) => formatApiDate(date, 'tr', { dateStyle: 'long' }))
    const again = dates.map((date) => formatApiDate(date, 'tr', { dateStyle: 'long' }))
    expect(again).toEqual(first)
    expect(first[0]).toBe('5 Mart 2024')
    expect(built).toBeLessThanOrEqual(1)
    formatApiDate(dates[0], 'tr', { dateStyle: 'short' })
    formatApiDate(dates[0], 'hi', { dateStyle: 'long' })
    expect(formatApiDate(dates[0], 'tr', { dateStyle: 'short' })).toBe('5.03.2024')
    expect(built).toBeLessThanOrEqual(3)
  })

  it('shows text the API already formatted as it is, and nothing for no value', () => {
    expect(formatApiDate('21 Oct, 23', 'en')).toBe('21 Oct, 23')
    expect(formatApiDate('  ', 'en')).toBe('')
    expect(formatApiDate(null, 'en')).toBe('')
  })
})

describe('isoDate', () => {
  it('gives the ISO form of an API time for a <time dateTime> attribute', () => {
    expect(isoDate('2024-03-05 23:30:00')).toBe('2024-03-05T23:30:00.000Z')
  })

  it('gives nothing for text that is not an API time', () => {
    expect(isoDate('21 Oct, 23')).toBeUndefined()
    expect(isoDate('2024-03-05 at noon')).toBeUndefined()
    expect(isoDate(undefined)).toBeUndefined()
  })
})
