import { loadOnce } from '../util/loadOnce'
import { type ClientOptions, callTimeZone, callUrl, DEFAULT_BASE_URL, type Transport } from './calls'

/**
 * The transport of `createSouk`'s client: `createTransport`'s, whose code (sending, retries, replies turned into
 * data or errors, connection failures explained) loads with the first call, so a page's first load leaves it out
 * (issue 17). URLs and the time zone need no call and are answered at once, as `createTransport` answers them. A
 * failed download rejects that call with the import's error (core's `isChunkLoadError` knows it); the next call
 * tries again.
 */
export function createLazyTransport(options: ClientOptions = {}): Transport {
  const baseURL = options.baseURL || DEFAULT_BASE_URL
  const transport = loadOnce(() => import('./transport').then((module) => module.createTransport(options)))
  return {
    send: (call) => transport().then((loaded) => loaded.send(call)),
    url: (path, query) => callUrl(baseURL, path, query),
    timeZone: () => callTimeZone(options),
  }
}
