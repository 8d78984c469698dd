export { type AddressesState, createAddressesStore } from './addressesStore'
export { type AddressLines, addressLines, countryName, stateName } from './addressLines'
export { preferredAddress } from './preferredAddress'
export { acceptedLanguages, type ShopperCountryInput, shopperCountry } from './shopperCountry'
