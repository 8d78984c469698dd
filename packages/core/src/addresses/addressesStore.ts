import { createStore, type StoreApi } from 'zustand/vanilla'
import { addressesActions } from './addressesActions'
import { type AddressesState, type AddressesStoreOptions, emptyAddresses } from './addressesState'

export type { AddressesState, AddressesStoreOptions } from './addressesState'

/** Creates the address book store. */
export function createAddressesStore(options: AddressesStoreOptions): StoreApi<AddressesState> {
  return createStore<AddressesState>()((set, get) => ({
    ...emptyAddresses(),
    ...addressesActions(options, set, get),
    reset: () => set(emptyAddresses()),
  }))
}
