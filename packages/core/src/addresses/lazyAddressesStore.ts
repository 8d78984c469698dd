import { createStore, type StoreApi } from 'zustand/vanilla'
import { failureToast } from '../util/errorText'
import { lazyCalls } from '../util/lazyCalls'
import { loadOnce } from '../util/loadOnce'
import { type AddressesState, type AddressesStoreOptions, emptyAddresses } from './addressesState'

/**
 * The address book of `createSouk`: the same state and calls as `createAddressesStore`, but the calls' code
 * (`addressesActions.ts`) loads with the first one, so a page without the address book leaves it out (issue 17).
 * A failed download is told as a failed call is: a toast, and the call answers as one that failed.
 */
export function createLazyAddressesStore(options: AddressesStoreOptions): StoreApi<AddressesState> {
  return createStore<AddressesState>()((set, get) => ({
    ...emptyAddresses(),
    ...lazyCalls<Pick<AddressesState, 'load' | 'save' | 'remove'>>(
      loadOnce(() =>
        import('./addressesActions').then((module) => module.addressesActions(options, set, get)),
      ),
      { load: false, save: null, remove: false },
      failureToast(options),
    ),
    reset: () => set(emptyAddresses()),
  }))
}
