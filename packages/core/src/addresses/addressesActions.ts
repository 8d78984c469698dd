import type { StoreApi } from 'zustand/vanilla'
import type { Address } from '../model'
import { failureToast } from '../util/errorText'
import { keyTranslate } from '../util/types'
import type { AddressesState, AddressesStoreOptions } from './addressesState'

/** The address book's calls to the API. `createLazyAddressesStore` loads them with its first call (issue 17). */
export function addressesActions(
  options: AddressesStoreOptions,
  set: StoreApi<AddressesState>['setState'],
  get: StoreApi<AddressesState>['getState'],
): Pick<AddressesState, 'load' | 'save' | 'remove'> {
  const { client } = options
  const t = options.t ?? keyTranslate
  const fail = failureToast(options)
  /** A change of the book: pending while it runs; a failure is told, and answers `failed`. */
  const change = async <T>(work: () => Promise<T>, failed: T): Promise<T> => {
    set({ pending: true })
    try {
      return await work()
    } catch (error) {
      fail(error)
      return failed
    } finally {
      set({ pending: false })
    }
  }
  return {
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
    save: (input) =>
      change(async () => {
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
      }, null),
    remove: (id) =>
      change(async () => {
        await client.addresses.remove(id)
        set((state) => ({ list: state.list.filter((address) => address.id !== id) }))
        return true
      }, false),
  }
}
