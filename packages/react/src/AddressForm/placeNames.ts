/** The place names of an address: core's one formatter (`addressLines`), re-exported for the components. */
export { countryName, stateName } from '@souk/core'
