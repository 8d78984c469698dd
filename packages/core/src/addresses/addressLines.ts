import type { Address, CountriesPhones } from '../model'

/** The name of a country from `countries-phones`, or its code while the list is not loaded. */
export function countryName(
  countries: CountriesPhones | null | undefined,
  code: string | null | undefined,
): string {
  if (!code) return ''
  return countries?.countries[code.toUpperCase()]?.name ?? code
}

/** The name of a state of a country from `countries-phones`, or its code while the list is not loaded. */
export function stateName(
  countries: CountriesPhones | null | undefined,
  country: string | null | undefined,
  state: string | null | undefined,
): string {
  if (!state) return ''
  if (!country) return state
  return countries?.countries[country.toUpperCase()]?.states[state]?.name ?? state
}

/** The lines of a postal address as every screen shows them (shipping step, address book, order page). */
export interface AddressLines {
  /** The street lines (`address_1`, then `address_2` when given). */
  street: string[]
  /** City, state name and postal code, joined with commas. */
  region: string
  /** The country's name. */
  country: string
}

/**
 * The one formatter of an address's lines: country and state by their names from `countries-phones` (their
 * codes only while the list is not loaded), empty parts left out.
 */
export function addressLines(
  address: Pick<Address, 'address_1' | 'address_2' | 'city' | 'state' | 'zip' | 'country'>,
  countries: CountriesPhones | null | undefined,
): AddressLines {
  return {
    street: [address.address_1, address.address_2 ?? ''].filter(Boolean),
    region: [address.city, stateName(countries, address.country, address.state), address.zip]
      .filter(Boolean)
      .join(', '),
    country: countryName(countries, address.country),
  }
}
