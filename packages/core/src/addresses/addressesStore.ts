import { createStore, type StoreApi } from 'zustand/vanilla'
import type { SoukClient } from '../api'
import type { Address, AddressInput, ListQuery } from '../model'
import type { LoadStatus } from '../session/sessionStore'
import type { ToastState } from '../toast/toastStore'
import { errorText } from '../util/errorText'
import { keyTranslate, type Translate } from '../util/types'

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

/** Creates the address book store. */
export function createAddressesStore(options: {
  client: SoukClient
  toast?: StoreApi<ToastState>
  t?: Translate
}): StoreApi<AddressesState> {
  const { client } = options
  const t = options.t ?? keyTranslate
  const fail = (error: unknown) => {
    options.toast?.getState().showError(errorText(error, t))
  }
  return createStore<AddressesState>()((set, get) => ({
    list: [],
    status: 'idle',
    pending: false,
    load: async (query) => {
      set({ status: 'loading' })
      try {
        const { data } = await client.addresses.all(query)
        set({ list: data.data, status: 'ready' })
        return true
      } catch (error) {
        set({ status: 'error' })
        fail(error)
        return false
      }
    },
    save: async (input) => {
      set({ pending: true })
      try {
        const { data } = await client.addresses.save(input)
        const existing =
          input.id === undefined ? undefined : get().list.find((address) => address.id === input.id)
        // Updates echo the submitted fields only: merge them over what we had.
        const saved = { ...existing, ...data } as Address
        set((state) => ({
          list: existing
            ? state.list.map((address) => (address.id === saved.id ? saved : address))
            : [saved, ...state.list.filter((address) => address.id !== saved.id)],
        }))
        options.toast
          ?.getState()
          .show(t('success.address', { msg: t(existing ? 'address.updated' : 'address.added') }))
        return saved
      } catch (error) {
        fail(error)
        return null
      } finally {
        set({ pending: false })
      }
    },
    remove: async (id) => {
      set({ pending: true })
      try {
        await client.addresses.remove(id)
        set((state) => ({ list: state.list.filter((address) => address.id !== id) }))
        return true
      } catch (error) {
        fail(error)
        return false
      } finally {
        set({ pending: false })
      }
    },
    reset: () => set({ list: [], status: 'idle', pending: false }),
  }))
}
