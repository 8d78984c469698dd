import { describe, expect, it } from 'vitest'
import { makeCountriesPhones } from '../testing/fixtures'
import { addressLines } from './addressLines'

const address = {
  address_1: '12 Rue de Rivoli',
  address_2: null,
  city: 'Paris',
  state: 'IDF',
  zip: '75001',
  country: 'FR',
}

describe('addressLines, the one formatter of an address', () => {
  it('names the state and the country, as the shipping step does', () => {
    expect(addressLines(address, makeCountriesPhones())).toEqual({
      street: ['12 Rue de Rivoli'],
      region: 'Paris, Île-de-France, 75001',
      country: 'France',
    })
  })

  it('keeps the second street line and leaves out empty parts', () => {
    const lines = addressLines(
      { ...address, address_2: 'Bât. B', state: null, zip: '' },
      makeCountriesPhones(),
    )
    expect(lines.street).toEqual(['12 Rue de Rivoli', 'Bât. B'])
    expect(lines.region).toBe('Paris')
  })

  it('shows the codes only while the country list is not loaded', () => {
    expect(addressLines(address, null)).toMatchObject({ region: 'Paris, IDF, 75001', country: 'FR' })
  })
})
