import { createStore, type StoreApi } from 'zustand/vanilla'
import type { SoukClient } from '../api'
import type { CommonData, CountriesPhones, PaymentGateway } from '../model'
import type { LoadStatus } from '../session/sessionStore'

/** Site settings (`common`), the payment gateway flags and the country list. */
export interface SettingsState {
  common: CommonData | null
  status: LoadStatus
  paymentGateway: PaymentGateway | null
  countries: CountriesPhones | null
  /** Loads `common` (again when `force`). */
  load: (options?: { force?: boolean }) => Promise<CommonData>
  /** Loads the enabled payment methods. */
  loadPaymentGateway: () => Promise<PaymentGateway>
  /** Loads countries, states and phone codes once. */
  loadCountries: () => Promise<CountriesPhones>
}

/** Creates the settings store; `initial` hydrates it with data a server already loaded. */
export function createSettingsStore(
  client: SoukClient,
  initial: Partial<Pick<SettingsState, 'common' | 'paymentGateway' | 'countries'>> = {},
): StoreApi<SettingsState> {
  let pending: Promise<CommonData> | undefined
  return createStore<SettingsState>()((set, get) => ({
    common: initial.common ?? null,
    status: initial.common ? 'ready' : 'idle',
    paymentGateway: initial.paymentGateway ?? null,
    countries: initial.countries ?? null,
    load: async ({ force = false } = {}) => {
      const loaded = get().common
      if (loaded && !force) return loaded
      if (pending) return pending
      set({ status: 'loading' })
      pending = client.catalog
        .common()
        .then(({ data }) => {
          set({ common: data, status: 'ready' })
          return data
        })
        .catch((error: unknown) => {
          set({ status: 'error' })
          throw error
        })
        .finally(() => {
          pending = undefined
        })
      return pending
    },
    loadPaymentGateway: async () => {
      const { data } = await client.payments.gateway()
      set({ paymentGateway: data })
      return data
    },
    loadCountries: async () => {
      const loaded = get().countries
      if (loaded) return loaded
      const { data } = await client.catalog.countriesPhones()
      set({ countries: data })
      return data
    },
  }))
}
