/** The typed client of `api/v1/`, grouped by resource. */
import { loadOnce } from '../util/loadOnce'
import { type ClientOptions, callUrl, DEFAULT_BASE_URL } from './calls'
import type { ClientGroups } from './clientGroups'
import { accountNavigations, paymentNavigations } from './navigations'
import { ApiDownError } from './soukError'

/** The client `createClient` returns. */
export type SoukClient = ClientGroups

/** What a lazy group must offer: every method not answered at once answers with a promise, so it can wait. */
type Waitable<G, Now> = { [K in Exclude<keyof G, keyof Now>]: (...args: never[]) => Promise<unknown> }

/**
 * A resource group whose code comes with its first call: a method looked up by name waits for `load`, then
 * calls the loaded group's method of that name (a name it lacks rejects with a TypeError); `now` answers the
 * methods that must not wait (URLs). Looked up, not listed: `Object.keys` and spreading see only `now`'s.
 */
function lazyGroup<G extends Waitable<G, Now>, Now extends Partial<G>>(load: () => Promise<G>, now: Now): G {
  const methods = new Map<string, unknown>()
  return new Proxy(now, {
    get(target, name) {
      // What callers probe objects for is no call: the group is never taken for a promise (`then`), serialised
      // through a download (`toJSON`) or for a framework's object (`$$typeof`, `@@…`).
      if (typeof name !== 'string' || name in target || /^(then|toJSON|\$\$.*|@@.*)$/.test(name))
        return Reflect.get(target, name)
      if (!methods.has(name))
        methods.set(name, (...args: never[]) =>
          load().then((group) => {
            const method = (group as Record<string, unknown>)[name]
            if (typeof method !== 'function') throw new TypeError(`${name} is not a call of this client`)
            return method(...args)
          }),
        )
      return methods.get(name)
    },
  }) as unknown as G
}

/**
 * Creates a client: one per page in the browser, one per request on the server. Its groups and sending code
 * (`clientGroups`, `createTransport`: retries, replies turned into data or errors, connection failures explained)
 * load with its first call, so a page's first load leaves them out (issue 17); the URLs of navigations are
 * answered without them. A download that fails (the connection is gone) fails the call as an unreachable API
 * does: an `ApiDownError` (`api-down`, the import's error as its cause), told to `onConnectionFailure`; the next
 * call tries again.
 */
export function createClient(options: ClientOptions = {}): SoukClient {
  const baseURL = options.baseURL || DEFAULT_BASE_URL
  const urls = { url: (path: string, query?: Parameters<typeof callUrl>[2]) => callUrl(baseURL, path, query) }
  const groups = loadOnce(() =>
    import('./clientGroups').then((code) => code.clientGroups(code.createTransport(options))),
  )
  const unreachable = (cause: unknown): never => {
    const error = new ApiDownError({ failure: 'api-down', apiBase: baseURL, cause })
    options.onConnectionFailure?.(error)
    throw error
  }
  const load =
    <K extends keyof ClientGroups>(name: K) =>
    () =>
      groups().then((loaded) => loaded[name], unreachable)
  return {
    catalog: lazyGroup(load('catalog'), {}),
    content: lazyGroup(load('content'), {}),
    account: lazyGroup(load('account'), accountNavigations(urls)),
    addresses: lazyGroup(load('addresses'), {}),
    wishlist: lazyGroup(load('wishlist'), {}),
    compare: lazyGroup(load('compare'), {}),
    stores: lazyGroup(load('stores'), {}),
    cart: lazyGroup(load('cart'), {}),
    orders: lazyGroup(load('orders'), {}),
    reviews: lazyGroup(load('reviews'), {}),
    vouchers: lazyGroup(load('vouchers'), {}),
    payments: lazyGroup(load('payments'), paymentNavigations(urls)),
  }
}
