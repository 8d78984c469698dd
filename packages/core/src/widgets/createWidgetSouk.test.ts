import { describe, expect, it } from 'vitest'
import { createSouk, type Souk } from '../souk'
import { memoryStorage } from '../storage'
import { createFakeFetch, makeCommon } from '../testing'
import { createWidgetSouk, type WidgetSouk } from './createWidgetSouk'

function widgetSouk() {
  return createWidgetSouk({
    apiBase: 'http://shop.test/api/v1/',
    storage: memoryStorage(),
    fetch: createFakeFetch({ 'GET common': makeCommon(), 'GET cart/by-user': [] }),
  })
}

describe('the widgets’ Souk', () => {
  it('has the stores and calls of the widgets, wired as in createSouk', async () => {
    const souk = widgetSouk()
    await souk.settings.getState().load()
    expect(souk.settings.getState().common).not.toBeNull()
    await expect(souk.cart.getState().load()).resolves.toBe(true)
    expect(souk.cart.getState().status).toBe('ready')
    expect(souk.session.getState().guestToken()).toMatch(/^[0-9a-z]{18}$/)
    expect(typeof souk.client.catalog.product).toBe('function')
    expect(typeof souk.compare.getState().toggle).toBe('function')
    souk.dispose()
  })

  it('has no address book, followed stores, banners, account, order or payment calls, and its type says so', () => {
    const souk = widgetSouk()
    // @ts-expect-error the widgets' Souk has no address book
    expect(souk.addresses).toBeUndefined()
    // @ts-expect-error nor followed stores
    expect(souk.following).toBeUndefined()
    // @ts-expect-error nor banner flags
    expect(souk.banners).toBeUndefined()
    // @ts-expect-error nor account calls: signing in happens on the shop
    expect(souk.client.account).toBeUndefined()
    // @ts-expect-error nor orders
    expect(souk.client.orders).toBeUndefined()
    // @ts-expect-error nor payments
    expect(souk.client.payments).toBeUndefined()
    // @ts-expect-error the session is read-only: no sign-in
    expect(souk.session.getState().signIn).toBeUndefined()
    expect(Object.keys(souk.client).sort()).toEqual([
      'cart',
      'catalog',
      'compare',
      'stores',
      'vouchers',
      'wishlist',
    ])
    souk.dispose()
  })

  it('takes a token the API hands back and signs the shopper out when the API says the token is stale', () => {
    const souk = widgetSouk()
    souk.session.getState().setToken('fresh')
    expect(souk.isLoggedIn()).toBe(true)
    souk.session.getState().setToken(null)
    expect(souk.isLoggedIn()).toBe(false)
    souk.dispose()
  })

  it('is what a full Souk is too: code written for the widgets runs on createSouk’s', () => {
    const full: Souk = createSouk({ storage: memoryStorage() })
    const narrowed: WidgetSouk = full
    expect(narrowed.cart).toBe(full.cart)
    full.dispose()
  })

  it('builds its links on the shop given by shopUrl', () => {
    const souk = createWidgetSouk({
      apiBase: 'http://api.test/api/v1/',
      shopUrl: 'http://shop.test',
      storage: memoryStorage(),
      language: 'hi',
    })
    expect(souk.links.product('lamp', 3)).toBe('http://shop.test/hi/lamp/product/3')
    souk.dispose()
  })

  it('has the links the widgets render, not those only the shop’s pages need, and its type says so', () => {
    const souk = widgetSouk()
    // @ts-expect-error no banner links: only the shop's home renders banners
    expect(souk.links.banner).toBeUndefined()
    // @ts-expect-error nor content pages
    expect(souk.links.page).toBeUndefined()
    expect(Object.keys(souk.links).sort()).toEqual([
      'account',
      'cart',
      'cartAction',
      'category',
      'categoryListing',
      'compareAction',
      'followAction',
      'home',
      'image',
      'localize',
      'product',
      'search',
      'shopUrl',
      'subCategory',
      'wishlistAction',
    ])
    souk.dispose()
  })
})
