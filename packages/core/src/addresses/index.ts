export { type AddressesState, createAddressesStore } from './addressesStore'
