import { loadOnce } from '../util/loadOnce'
import { type ClientOptions, callTimeZone, callUrl, DEFAULT_BASE_URL, type Transport } from './calls'
import { ApiDownError } from './errors'

/**
 * The transport of `createSouk`'s client: `createTransport`'s, whose code (sending, retries, replies turned into
 * data or errors, connection failures explained) loads with the first call, so a page's first load leaves it out
 * (issue 17). URLs and the time zone need no call and are answered at once, as `createTransport` answers them. A
 * download that fails (the connection is gone) fails the call as an unreachable API does: an `ApiDownError`
 * (`api-down`, the import's error as its cause), told to `onConnectionFailure`; the next call tries again.
 */
export function createLazyTransport(options: ClientOptions = {}): Transport {
  const baseURL = options.baseURL || DEFAULT_BASE_URL
  const transport = loadOnce(() => import('./transport').then((module) => module.createTransport(options)))
  const unreachable = (cause: unknown): never => {
    const error = new ApiDownError({ failure: 'api-down', apiBase: baseURL, cause })
    options.onConnectionFailure?.(error)
    throw error
  }
  return {
    send: (call) => transport().then((loaded) => loaded.send(call), unreachable),
    url: (path, query) => callUrl(baseURL, path, query),
    timeZone: () => callTimeZone(options),
  }
}
