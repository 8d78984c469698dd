import { describe, expect, it } from 'vitest'
import { acceptedLanguages, shopperCountry } from './shopperCountry'

const shop = ['AF', 'US', 'FR', 'SA', 'TR', 'IN', 'SG', 'EG']

describe('the country an address form starts on', () => {
  it('is the country of the shopper’s time zone, among the shop’s countries', () => {
    expect(
      shopperCountry({
        timeZone: 'Europe/Paris',
        languages: ['en-US'],
        settingCountry: 'US',
        shopCountries: shop,
      }),
    ).toBe('FR')
    expect(shopperCountry({ timeZone: 'Asia/Kolkata', shopCountries: shop })).toBe('IN')
  })

  it('else the region of the shopper’s first language that names one', () => {
    expect(
      shopperCountry({ timeZone: 'UTC', languages: ['ar', 'tr-TR', 'en-US'], shopCountries: shop }),
    ).toBe('TR')
    // A zone of a country the shop does not ship to says nothing.
    expect(shopperCountry({ timeZone: 'Europe/Berlin', languages: ['fr-FR'], shopCountries: shop })).toBe(
      'FR',
    )
  })

  it('else the shop’s country from its settings, and Afghanistan only when nothing is known', () => {
    expect(
      shopperCountry({ timeZone: null, languages: ['fr'], settingCountry: 'sa', shopCountries: shop }),
    ).toBe('SA')
    expect(shopperCountry({})).toBe('AF')
  })

  it('reads Accept-Language by preference', () => {
    expect(acceptedLanguages('fr;q=0.8, en-GB, tr-TR;q=0.9, *;q=0.1, de;q=0')).toEqual([
      'en-GB',
      'tr-TR',
      'fr',
    ])
    expect(acceptedLanguages(null)).toEqual([])
  })
})
