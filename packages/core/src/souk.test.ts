import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { envelope, type FakeApi, startFakeApi } from './api/fixtures/fakeApi'
import { bundledCatalogues } from './i18n/bundledCatalogues'
import { direction } from './i18n/direction'
import { createSouk } from './souk'
import { memoryStorage, serverStorage } from './storage'

let api: FakeApi
beforeAll(async () => {
  api = await startFakeApi()
})
afterAll(() => api.close())
beforeEach(() => api.reset())

const signInReply = envelope({
  expires_in: '2027-01-01 00:00:00',
  token: 'bearer-1',
  user: { id: 4, name: 'Amina', email: 'a@b.co', cart_count: 3 },
})

describe('createSouk', () => {
  it('gives every Souk its own state: one shopper’s cart never shows in another’s', async () => {
    const a = createSouk({ apiBase: api.baseURL, storage: memoryStorage() })
    const b = createSouk({ apiBase: api.baseURL, storage: memoryStorage() })
    api.queue({ json: envelope({ id: 1, quantity: 2 }) })
    await a.cart.getState().add({ product_id: 1, inventory_id: 1, quantity: 2 })
    expect(a.cart.getState().count).toBe(2)
    expect(b.cart.getState().count).toBe(0)
    expect(a.session.getState().guestToken()).not.toBe(b.session.getState().guestToken())
  })

  it('serves one server request from its cookies: bearer, language header and Set-Cookie out', async () => {
    const storage = serverStorage('frontend_auth_token=bearer-7; currentLanguage=fr')
    const souk = createSouk({ apiBase: api.baseURL, storage, catalogues: bundledCatalogues })
    api.queue({ json: envelope({ id: 1, name: 'Léa', cart_count: 4, is_logged_in: true }) })
    await souk.session.getState().loadProfile()
    expect(api.requests[0]?.headers).toMatchObject({ authorization: 'Bearer bearer-7', language: 'fr' })
    expect(souk.cart.getState().count).toBe(4)
    expect(souk.language()).toBe('fr')
    expect(souk.t('toast.success')).not.toBe('Success')
    await souk.setLanguage('ar')
    expect(storage.setCookieHeaders()[0]).toMatch(/^currentLanguage=ar; Path=\/; Max-Age=31536000;/)
  })

  it('asks the API for dates in the time zone the browser remembered, on the server as in the browser', async () => {
    const souk = createSouk({ apiBase: api.baseURL, storage: serverStorage('timeZone=Asia%2FKolkata') })
    api.queue({ json: envelope({ data: [], total: 0 }) })
    await souk.client.vouchers.list({})
    expect(api.requests[0]?.query.time_zone).toBe('Asia/Kolkata')
  })

  it('ignores a time-zone cookie that names no time zone', async () => {
    const souk = createSouk({ apiBase: api.baseURL, storage: serverStorage('timeZone=Mars%2FOlympus') })
    api.queue({ json: envelope({ data: [], total: 0 }) })
    await souk.client.vouchers.list({})
    expect(api.requests[0]?.query.time_zone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone)
  })

  it('sends no Language header in the default language', async () => {
    const souk = createSouk({ apiBase: api.baseURL, storage: memoryStorage() })
    api.queue({ json: envelope([]) })
    await souk.cart.getState().load()
    expect(api.requests[0]?.headers.language).toBeUndefined()
  })

  it('translates in the chosen language at once, right to left for Arabic', () => {
    const souk = createSouk({ language: 'ar', storage: memoryStorage(), catalogues: bundledCatalogues })
    expect(souk.t('cart.minQuantity')).toMatch(/[\u0600-\u06FF]/)
    expect(direction(souk.i18n.language)).toBe('rtl')
  })

  it('after signing in, forgets the guest lists and reloads the cart of the account', async () => {
    const souk = createSouk({ apiBase: api.baseURL, storage: memoryStorage() })
    api.queue({ json: envelope([]) })
    await souk.cart.getState().load()
    souk.compare.getState().mark({ 5: true })
    api.queue({ json: signInReply }, { json: envelope([]) })
    await souk.session.getState().signIn({ email: 'a@b.co', password: 'secret1' })
    await api.received(3)
    expect(api.requests[2]?.path).toBe('/api/v1/cart/by-user')
    expect(api.requests[2]?.headers.authorization).toBe('Bearer bearer-1')
    expect(souk.compare.getState().saved).toEqual({})
    expect(souk.isLoggedIn()).toBe(true)
    await vi.waitFor(() => expect(souk.cart.getState().status).toBe('ready'))
    expect(souk.cart.getState().count).toBe(0)
  })

  it('stores a refreshed token from any reply', async () => {
    const storage = memoryStorage({ cookies: { frontend_auth_token: 'old' } })
    const souk = createSouk({ apiBase: api.baseURL, storage })
    api.queue({ json: envelope([], { token: 'new-token' }) })
    await souk.cart.getState().load()
    expect(storage.getCookie('frontend_auth_token')).toBe('new-token')
    expect(souk.session.getState().token).toBe('new-token')
    expect(api.requests).toHaveLength(1)
    expect(souk.cart.getState().status).toBe('ready')
  })

  it('asks the host to show login when a guest compares', async () => {
    const onLoginRequired = vi.fn()
    const souk = createSouk({ apiBase: api.baseURL, storage: memoryStorage(), onLoginRequired })
    await souk.compare.getState().toggle(3)
    expect(onLoginRequired).toHaveBeenCalledOnce()
  })

  it('starts from data a server already loaded', () => {
    const common = { setting: { cookie_banner: 1 } } as never
    const souk = createSouk({ storage: memoryStorage(), initial: { common } })
    expect(souk.settings.getState()).toMatchObject({ common, status: 'ready' })
  })
})

describe('createSouk links', () => {
  it('builds every link on shopUrl when it is given, in the current language', async () => {
    const souk = createSouk({
      apiBase: api.baseURL,
      shopUrl: 'https://shop.example/',
      storage: memoryStorage(),
    })
    expect(souk.links.product('lamp', 3)).toBe('https://shop.example/lamp/product/3')
    await souk.setLanguage('fr')
    expect(souk.links.cart()).toBe('https://shop.example/fr/cart')
  })

  it('keeps links relative without shopUrl (the reference store)', () => {
    const souk = createSouk({ apiBase: api.baseURL, storage: memoryStorage() })
    expect(souk.links.store('ada')).toBe('/shop/ada')
  })
})
