import type { CountriesPhones } from '@souk/core'

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
