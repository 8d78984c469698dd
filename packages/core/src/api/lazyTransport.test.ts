import { afterEach, describe, expect, it, vi } from 'vitest'
import { createFakeFetch } from '../testing/fakeFetch'

// createSouk's client sends through a transport whose code loads with the first call (issue 17).
afterEach(() => {
  vi.doUnmock('./transport')
  vi.resetModules()
})

/** The lazy transport, with a count of the times its sending code was loaded. */
async function watchedLoads() {
  const loaded = vi.fn()
  vi.doMock('./transport', async (original) => {
    loaded()
    return original()
  })
  return { loaded, ...(await import('./lazyTransport')) }
}

describe('the lazy transport', () => {
  it('builds URLs and tells the time zone without loading the sending code', async () => {
    const { loaded, createLazyTransport } = await watchedLoads()
    const transport = createLazyTransport({
      baseURL: 'https://shop.example/api/v1/',
      timeZone: () => 'Asia/Kabul',
    })
    expect(transport.url('products', { q: 'linen', page: 2, ids: [1, 2], off: false })).toBe(
      'https://shop.example/api/v1/products?q=linen&page=2&ids=1%2C2',
    )
    expect(transport.timeZone()).toBe('Asia/Kabul')
    expect(loaded).not.toHaveBeenCalled()
  })

  it('loads it with the first call, once, and sends every call through it', async () => {
    const { loaded, createLazyTransport } = await watchedLoads()
    const fetch = createFakeFetch({ 'GET common': () => ({ currency: 'USD' }), 'GET products': () => [] })
    const transport = createLazyTransport({ fetch, baseURL: 'http://souk.test/api/v1/' })
    const [common, products] = await Promise.all([
      transport.send({ method: 'GET', path: 'common' }),
      transport.send({ method: 'GET', path: 'products' }),
    ])
    expect(common.data).toEqual({ currency: 'USD' })
    expect(products.data).toEqual([])
    expect(loaded).toHaveBeenCalledOnce()
  })

  it('fails a call whose code could not be downloaded as an unreachable API, and tries again with the next', async () => {
    vi.doMock('./transport', () => {
      throw new TypeError('Failed to fetch dynamically imported module')
    })
    const { createLazyTransport } = await import('./lazyTransport')
    const fetch = createFakeFetch({ 'GET common': () => ({ currency: 'USD' }) })
    const onConnectionFailure = vi.fn()
    const transport = createLazyTransport({ fetch, baseURL: 'http://souk.test/api/v1/', onConnectionFailure })
    await expect(transport.send({ method: 'GET', path: 'common' })).rejects.toMatchObject({
      name: 'ApiDownError',
      failure: 'api-down',
      message: 'API is down.',
    })
    expect(onConnectionFailure).toHaveBeenCalledOnce()
    vi.doUnmock('./transport')
    await expect(transport.send({ method: 'GET', path: 'common' })).resolves.toMatchObject({
      data: { currency: 'USD' },
    })
  })
})
