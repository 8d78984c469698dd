import { afterEach, describe, expect, it, vi } from 'vitest'
import { createFakeFetch } from '../testing/fakeFetch'

// createSouk's client loads its groups and sending code with its first call (issue 17).
afterEach(() => {
  vi.doUnmock('./clientGroups')
  vi.resetModules()
})

/** `createClient`, with a count of the times its groups' code was loaded. */
async function watchedLoads() {
  const loaded = vi.fn()
  vi.doMock('./clientGroups', async (original) => {
    loaded()
    return original()
  })
  return { loaded, ...(await import('./createClient')) }
}

describe("the client's code", () => {
  it('is not loaded to build the URLs of navigations', async () => {
    const { loaded, createClient } = await watchedLoads()
    const client = createClient({ baseURL: 'https://shop.example/api/v1/' })
    expect(client.account.socialLoginUrl('google')).toBe(
      'https://shop.example/api/v1/user/social-login/redirect/google',
    )
    expect(client.payments.iyzicoRedirectUrl(12)).toBe(
      'https://shop.example/api/v1/iyzico-redirect?order_id=12',
    )
    expect(loaded).not.toHaveBeenCalled()
  })

  it('loads with the first call, once, and sends every call of every group through it', async () => {
    const { loaded, createClient } = await watchedLoads()
    const fetch = createFakeFetch({
      'GET common': () => ({ currency: 'USD' }),
      'GET user/store/following-list': () => [],
    })
    const client = createClient({ fetch, baseURL: 'http://souk.test/api/v1/' })
    const [common, stores] = await Promise.all([client.catalog.common(), client.stores.following()])
    expect(common.data).toEqual({ currency: 'USD' })
    expect(stores.data).toEqual([])
    expect(loaded).toHaveBeenCalledOnce()
  })

  it('gives a method the same function each time it is read, and is never taken for a promise', async () => {
    const { createClient } = await watchedLoads()
    const client = createClient()
    expect(client.orders.list).toBe(client.orders.list)
    expect('then' in client.orders && (client.orders as { then?: unknown }).then).toBeFalsy()
    await expect(Promise.resolve(client.orders)).resolves.toBe(client.orders)
    expect(JSON.stringify(client.catalog)).toBe('{}')
  })

  it('rejects a name that is no call of the group with a TypeError', async () => {
    const { createClient } = await watchedLoads()
    const fetch = createFakeFetch({})
    const client = createClient({ fetch, baseURL: 'http://souk.test/api/v1/' })
    const missing = (client.catalog as unknown as Record<string, () => Promise<unknown>>).nothing
    await expect(missing?.()).rejects.toThrow(TypeError)
  })

  it('fails a call whose code could not be downloaded as an unreachable API, and tries again with the next', async () => {
    vi.doMock('./clientGroups', () => {
      throw new TypeError('Failed to fetch dynamically imported module')
    })
    const { createClient } = await import('./createClient')
    const fetch = createFakeFetch({ 'GET common': () => ({ currency: 'USD' }) })
    const onConnectionFailure = vi.fn()
    const client = createClient({ fetch, baseURL: 'http://souk.test/api/v1/', onConnectionFailure })
    await expect(client.catalog.common()).rejects.toMatchObject({
      name: 'ApiDownError',
      failure: 'api-down',
      message: 'API is down.',
    })
    expect(onConnectionFailure).toHaveBeenCalledOnce()
    vi.doUnmock('./clientGroups')
    await expect(client.catalog.common()).resolves.toMatchObject({ data: { currency: 'USD' } })
  })
})
