export { type AddressesState, createAddressesStore } from './addressesStore'
export { preferredAddress } from './preferredAddress'
