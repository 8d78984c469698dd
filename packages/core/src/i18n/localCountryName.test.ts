import { describe, expect, it } from 'vitest'
import { localCountryName } from './localCountryName'

describe('localCountryName', () => {
  it('names a country in the shopper’s language', () => {
    expect(localCountryName('EG', 'ar')).toBe('مصر')
    expect(localCountryName('eg', 'fr')).toBe('Égypte')
    expect(localCountryName('DE', 'tr')).toBe('Almanya')
    expect(localCountryName('IN', 'hi')).toBe('भारत')
  })

  it('leaves English, unknown and malformed codes to the API’s names', () => {
    expect(localCountryName('EG', 'en')).toBeUndefined()
    expect(localCountryName('XY', 'fr')).toBeUndefined()
    expect(localCountryName('ALL', 'fr')).toBeUndefined()
    expect(localCountryName('', 'fr')).toBeUndefined()
    expect(localCountryName(null, 'ar')).toBeUndefined()
  })
})
