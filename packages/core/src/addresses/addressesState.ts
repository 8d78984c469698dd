import type { StoreApi } from 'zustand/vanilla'
import type { SoukClient } from '../api'
import type { Address, AddressInput, ListQuery } from '../model'
import type { LoadStatus } from '../session/sessionStore'
import type { ToastState } from '../toast/toastStore'
import type { Translate } from '../util/types'

/** The address book (spec §4): saving replaces by id or inserts at the front; deleting removes. */
export interface AddressesState {
  list: Address[]
  status: LoadStatus
  pending: boolean
  load: (query?: ListQuery) => Promise<boolean>
  /** Creates (no id) or updates an address; resolves to the saved address, or null after a toasted error. */
  save: (input: AddressInput) => Promise<Address | null>
  remove: (id: number) => Promise<boolean>
  reset: () => void
}

/** What the address book store is made with. */
export interface AddressesStoreOptions {
  client: SoukClient
  toast?: StoreApi<ToastState>
  t?: Translate
}

/** The address book before any call (and after `reset`). */
export function emptyAddresses(): Pick<AddressesState, 'list' | 'status' | 'pending'> {
  return { list: [], status: 'idle', pending: false }
}
