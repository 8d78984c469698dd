import { AUTH_COOKIE } from '@souk/core'
import { describe, expect, it } from 'vitest'
import { type StoreContext, soukForRequest } from './souk.server'

const ORIGIN = 'http://shop.test'
/** No call reaches it: making a Souk calls nothing. */
const apiFetch: typeof fetch = () => Promise.reject(new Error('no API in this test'))
const contextOf = (): StoreContext => ({ apiFetch, publicUrl: ORIGIN })

describe('a request’s Souk', () => {
  it('is one for all the loaders of a page request (the root’s and the page’s)', () => {
    const context = contextOf()
    const request = new Request(`${ORIGIN}/fr/nordia-phone-case-1/product/1`, {
      headers: { cookie: `${AUTH_COOKIE}=token-of-one-shopper` },
    })
    const root = soukForRequest(request, context)
    const page = soukForRequest(request, context)
    expect(page.souk).toBe(root.souk)
    expect(page.storage).toBe(root.storage)
    expect(page.language).toBe('fr')
    expect(page.souk.t('header.cart')).toBe('Panier')
  })

  it('is another for another request, even of the same page and the same shopper', () => {
    const context = contextOf()
    const first = soukForRequest(new Request(`${ORIGIN}/cart`), context)
    const second = soukForRequest(new Request(`${ORIGIN}/cart`), context)
    expect(second.souk).not.toBe(first.souk)
    expect(second.storage).not.toBe(first.storage)
  })

  it('is a form action’s own, and a sign-in’s own (with the guest’s token)', () => {
    const context = contextOf()
    const form = new Request(`${ORIGIN}/cart`, { method: 'POST', body: new URLSearchParams({ a: '1' }) })
    expect(soukForRequest(form, context).souk).not.toBe(soukForRequest(form, context).souk)
    const page = new Request(`${ORIGIN}/login`)
    const shared = soukForRequest(page, context)
    const signIn = soukForRequest(page, context, { guestToken: 'a-guest-token' })
    expect(signIn.souk).not.toBe(shared.souk)
    expect(soukForRequest(page, context).souk).toBe(shared.souk)
  })

  it('translates in the page’s language without changing the catalogue another request reads', () => {
    const context = contextOf()
    const one = soukForRequest(new Request(`${ORIGIN}/tr/cart`), context)
    one.souk.i18n.addTexts('tr', { header: { cart: 'Değişti' } })
    const other = soukForRequest(new Request(`${ORIGIN}/tr/cart`), context)
    expect(one.souk.t('header.cart')).toBe('Değişti')
    expect(other.souk.t('header.cart')).not.toBe('Değişti')
  })
})
