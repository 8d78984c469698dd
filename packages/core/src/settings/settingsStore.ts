import { createStore, type StoreApi } from 'zustand/vanilla'
import type { SoukClient } from '../api'
import type { CommonData, CountriesPhones, PaymentGateway } from '../model'
import type { LoadStatus } from '../session/sessionStore'

/** Site settings (`common`) and the country list: what the catalogue needs (the widgets' settings). */
export interface CatalogueSettingsState {
  common: CommonData | null
  status: LoadStatus
  countries: CountriesPhones | null
  /** Loads `common` (again when `force`). */
  load: (options?: { force?: boolean }) => Promise<CommonData>
  /** Loads countries, states and phone codes once. */
  loadCountries: () => Promise<CountriesPhones>
}

/** Site settings (`common`), the payment gateway flags and the country list. */
export interface SettingsState extends CatalogueSettingsState {
  paymentGateway: PaymentGateway | null
  /** Loads the enabled payment methods. */
  loadPaymentGateway: () => Promise<PaymentGateway>
}

/** The catalogue part of the settings over one zustand store's `set` and `get`. */
function catalogueSettings(
  client: Pick<SoukClient, 'catalog'>,
  initial: Partial<Pick<CatalogueSettingsState, 'common' | 'countries'>>,
  set: (partial: Partial<CatalogueSettingsState>) => void,
  get: () => CatalogueSettingsState,
): CatalogueSettingsState {
  let pending: Promise<CommonData> | undefined
  return {
    common: initial.common ?? null,
    status: initial.common ? 'ready' : 'idle',
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
    loadCountries: async () => {
      const loaded = get().countries
      if (loaded) return loaded
      const { data } = await client.catalog.countriesPhones()
      set({ countries: data })
      return data
    },
  }
}

/** Creates the settings store without payment methods (the widgets'): `common` and the country list. */
export function createCatalogueSettingsStore(
  client: Pick<SoukClient, 'catalog'>,
  initial: Partial<Pick<CatalogueSettingsState, 'common' | 'countries'>> = {},
): StoreApi<CatalogueSettingsState> {
  return createStore<CatalogueSettingsState>()((set, get) => catalogueSettings(client, initial, set, get))
}

/** Creates the settings store; `initial` hydrates it with data a server already loaded. */
export function createSettingsStore(
  client: Pick<SoukClient, 'catalog' | 'payments'>,
  initial: Partial<Pick<SettingsState, 'common' | 'paymentGateway' | 'countries'>> = {},
): StoreApi<SettingsState> {
  return createStore<SettingsState>()((set, get) => ({
    ...catalogueSettings(client, initial, set, get),
    paymentGateway: initial.paymentGateway ?? null,
    loadPaymentGateway: async () => {
      const { data } = await client.payments.gateway()
      set({ paymentGateway: data })
      return data
    },
  }))
}
