import { bundledCatalogues } from '../i18n/bundledCatalogues'
import { createSouk, type Souk, type SoukOptions } from '../souk'
import { memoryStorage } from '../storage/memoryStorage'
import { createFakeFetch, type FakeRoutes } from './fakeFetch'

/** Options of a fake Souk: its routes, plus any `createSouk` option. */
export interface FakeSoukOptions extends SoukOptions {
  routes?: FakeRoutes
  /** Milliseconds every fake reply waits, to show loading states. */
  delayMs?: number
}

/** A Souk whose API is answered from memory (stories, component tests): never a live server. */
export function createFakeSouk(options: FakeSoukOptions = {}): Souk {
  const { routes = {}, delayMs, ...rest } = options
  return createSouk({
    apiBase: 'http://souk.test/api/v1/',
    storage: memoryStorage(),
    catalogues: bundledCatalogues,
    guestToken: 'storyguesttoken123',
    ...rest,
    fetch: createFakeFetch(routes, { delayMs }),
  })
}
