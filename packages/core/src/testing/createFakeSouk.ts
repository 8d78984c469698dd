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

/**
 * Loads the code a Souk loads with its first calls (its client's groups and transport; the cart's, followed
 * stores', address book's, saved lists' and search's actions), kept out of a page's first load: a test that runs
 * on fake timers calls it first, so no call waits on a module import the clock cannot advance.
 */
export async function loadStoreActions(): Promise<void> {
  await Promise.all([
    import('../api/clientGroups'),
    import('../cart/cartActions'),
    import('../following/followingActions'),
    import('../addresses/addressesActions'),
    import('../saved/savedProductsActions'),
    import('../search/searchActions'),
  ])
}
