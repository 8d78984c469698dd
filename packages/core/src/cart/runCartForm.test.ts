import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { envelope, type FakeApi, startFakeApi } from '../api/fixtures/fakeApi'
import { GUEST_TOKEN_COOKIE } from '../constants'
import { bundledCatalogues } from '../i18n/bundledCatalogues'
import { createSouk } from '../souk'
import { serverStorage } from '../storage'
import {
  makeAttributeGroup,
  makeCartInventory,
  makeCartLine,
  makeInventory,
  makeProductDetail,
  makeVariant,
} from '../testing/fixtures'
import { runCartForm } from './runCartForm'

let api: FakeApi
beforeAll(async () => {
  api = await startFakeApi()
})
afterAll(() => api.close())
beforeEach(() => api.reset())

/** A request's Souk, as the store's server makes it (`server` session, cookies of the request). */
function serverSouk(cookie = '') {
  const storage = serverStorage(cookie)
  const souk = createSouk({
    apiBase: api.baseURL,
    storage,
    language: 'en',
    catalogues: { en: bundledCatalogues.en },
    sessionCookie: 'server',
  })
  return { souk, storage }
}

const formError = (message: string) => ({
  json: { data: { form: [message] }, status: 201, token: null, message: '' },
})

describe('runCartForm', () => {
  it('adds a product with the cart store, for a new guest whose token becomes a cookie', async () => {
    const inventory = makeInventory({ quantity: 5 })
    const product = makeProductDetail({ id: 12, slug: 'tee', inventory: [inventory] })
    api.queue({ json: envelope(product) }, { json: envelope({ id: 1 }, { message: 'Added!' }) })
    const { souk, storage } = serverSouk()
    const result = await runCartForm(souk, { intent: 'add', productId: 12, selection: {}, quantity: '2' })
    expect(result).toMatchObject({
      ok: true,
      message: { key: 'cart.added' },
      product: { id: 12, slug: 'tee' },
    })
    const added = api.requests[1]
    expect(added?.path).toMatch(/\/cart\/action$/)
    const token = storage.getCookie(GUEST_TOKEN_COOKIE)
    expect(added?.json).toEqual({
      product_id: 12,
      inventory_id: inventory.id,
      quantity: 2,
      user_token: token,
    })
    expect(storage.setCookieHeaders().join('\n')).toMatch(
      new RegExp(`^${GUEST_TOKEN_COOKIE}=${token};.*SameSite=Lax`),
    )
  })

  it('finds the guest of the request by the guest token’s cookie', async () => {
    api.queue({ json: envelope(true) })
    const { souk, storage } = serverSouk(`${GUEST_TOKEN_COOKIE}=guest-abc-123456`)
    expect(await runCartForm(souk, { intent: 'remove', lineId: 7 })).toMatchObject({
      ok: true,
      message: { key: 'cart.removed' },
    })
    expect(api.requests[0]).toMatchObject({
      method: 'DELETE',
      query: {},
      headers: expect.objectContaining({ 'user-token': 'guest-abc-123456' }),
    })
    expect(storage.setCookieHeaders()).toEqual([])
  })

  it('refuses with core’s messages before any cart call: options not chosen, more than the stock', async () => {
    const product = makeProductDetail({
      attribute: [makeAttributeGroup(1, [4, 5])],
      inventory: [makeVariant([4], { quantity: 2 }), makeVariant([5], { quantity: 0 })],
    })
    const cases = [
      [{}, '1', 'product.selectAttributes', 'Please select all required attributes.'],
      [{ 1: 4 }, '3', 'product.quantityExceedsInventory', undefined],
      [{ 1: 4 }, '0', 'cart.minQuantity', 'Must have minimum 1 item.'],
      [{ 1: 5 }, '1', 'product.outOfStock', 'This product is out of stock.'],
    ] as const
    for (const [selection, quantity, key, text] of cases) {
      api.reset()
      api.queue({ json: envelope(product) })
      const { souk } = serverSouk()
      const result = await runCartForm(souk, { intent: 'add', productId: product.id, selection, quantity })
      expect(result, key).toMatchObject({ ok: false, message: { key } })
      if (text) expect(result.text).toBe(text)
      expect(api.requests.map((request) => request.path)).toEqual([`/api/v1/product/${product.id}`])
    }
  })

  it('sets a line’s quantity within its stock, and says so when it is refused', async () => {
    const line = makeCartLine({ id: 7, quantity: 1, updated_inventory: makeCartInventory({ quantity: 3 }) })
    api.queue({ json: envelope([line]) }, { json: envelope({ id: 7 }) })
    const { souk } = serverSouk(`${GUEST_TOKEN_COOKIE}=guest-abc-123456`)
    expect(await runCartForm(souk, { intent: 'quantity', lineId: 7, quantity: '3' })).toMatchObject({
      ok: true,
      message: { key: 'cart.updated' },
    })
    expect(api.requests[1]?.json).toMatchObject({ quantity: 2 })

    api.reset()
    api.queue({ json: envelope([line]) })
    const again = serverSouk(`${GUEST_TOKEN_COOKIE}=guest-abc-123456`).souk
    expect(await runCartForm(again, { intent: 'quantity', lineId: 7, quantity: '4' })).toMatchObject({
      ok: false,
      message: { key: 'cart.maxQuantity' },
      text: 'Maximum quantity exceeds.',
    })
    expect(api.requests).toHaveLength(1)
  })

  it('checks a voucher on the cart’s selected lines and passes on the API’s refusal in its words', async () => {
    const line = makeCartLine({ shipping_place: null })
    api.queue({ json: envelope([line]) }, { json: envelope({ offered: 5, voucher: 'SAVE5' }) })
    const { souk } = serverSouk(`${GUEST_TOKEN_COOKIE}=guest-abc-123456`)
    expect(await runCartForm(souk, { intent: 'voucher', code: 'save5' })).toMatchObject({
      ok: true,
      voucher: { code: 'SAVE5', discount: 5 },
    })
    expect(api.requests[1]?.json).toMatchObject({ voucher: 'save5', scope: 'cart' })

    api.reset()
    api.queue({ json: envelope([line]) }, formError('This voucher has expired.'))
    const again = serverSouk(`${GUEST_TOKEN_COOKIE}=guest-abc-123456`).souk
    expect(await runCartForm(again, { intent: 'voucher', code: 'OLD' })).toEqual({
      ok: false,
      message: null,
      text: 'This voucher has expired.',
    })
    const empty = serverSouk(`${GUEST_TOKEN_COOKIE}=guest-abc-123456`).souk
    api.queue({ json: envelope([line]) })
    expect(await runCartForm(empty, { intent: 'voucher', code: '  ' })).toMatchObject({
      ok: false,
      message: { key: 'validation.required' },
    })
  })
})
