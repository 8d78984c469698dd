import { describe, expect, it } from 'vitest'
import { memoryStorage } from '../storage'
import { createFakeFetch, makeCommon } from '../testing'
import { createWidgetSouk } from './createWidgetSouk'

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

  it('says clearly that the address book, followed stores, banners and order calls are not part of it', () => {
    const souk = widgetSouk()
    expect(() => souk.addresses).toThrow(/souk\.addresses: not in createWidgetSouk/)
    expect(() => souk.following).toThrow(/not in createWidgetSouk/)
    expect(() => souk.banners).toThrow(/not in createWidgetSouk/)
    expect(() => souk.client.orders).toThrow(/souk\.client\.orders: not in/)
    expect(() => souk.client.payments).toThrow(/not in createWidgetSouk/)
    souk.dispose()
  })
})
