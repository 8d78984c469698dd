import { describe, expect, it } from 'vitest'
import { formatApiDate, isoDate } from './apiDate'

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
