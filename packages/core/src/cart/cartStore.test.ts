import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createClient } from '../api'
import { envelope, type FakeApi, startFakeApi } from '../api/fixtures/fakeApi'
import {
  makeBundleDeal,
  makeCartInventory,
  makeCartLine,
  makeCartProduct,
  makeShippingPlace,
  makeShippingRule,
} from '../testing/fixtures'
import { createToastStore } from '../toast/toastStore'
import { keyTranslate } from '../util/types'
import {
  allSelected,
  cartAwaitingLines,
  lineShipping,
  selectCartTotals,
  shippingBlocker,
} from './cartSelectors'
import { createCartStore } from './cartStore'
import { createLazyCartStore } from './lazyCartStore'

let api: FakeApi
beforeAll(async () => {
  api = await startFakeApi()
})
afterAll(() => api.close())
beforeEach(() => api.reset())

// The shop's store, or the widgets' (the same rules, loaded on first use): each describe block picks one.
let createStore = createCartStore

function setup() {
  const client = createClient({ baseURL: api.baseURL, guestToken: () => 'guest-token-123456' })
  const toast = createToastStore({ t: keyTranslate })
  const cart = createStore({ client, toast, t: keyTranslate })
  return { cart, toast }
}

const formError = (message: string) => ({
  json: { data: { form: [message] }, status: 201, token: null, message: '' },
})

/** A line whose variant has `stock` units, shipping to France only. */
function line(overrides: Parameters<typeof makeCartLine>[0] = {}, stock = 5) {
  const rule = {
    ...makeShippingRule({ id: 7 }),
    shipping_places: [makeShippingPlace({ id: 70, country: 'FR', state: 'ALL', price: 4 })],
  }
  return makeCartLine({
    flash_product: makeCartProduct({ shipping_rule: rule as never }),
    updated_inventory: makeCartInventory({ quantity: stock }),
    ...overrides,
  })
}

async function loaded(lines: ReturnType<typeof line>[]) {
  const harness = setup()
  api.queue({ json: envelope(lines) })
  await harness.cart.getState().load()
  api.reset()
  return harness
}

describe.each([
  { name: 'cart store', factory: createCartStore },
  { name: 'the widgets’ cart store (its rules loaded by the first call)', factory: createLazyCartStore },
])('$name', ({ factory }) => {
  beforeEach(() => {
    createStore = factory
  })

  it('starts ready with lines a server loaded (its initial state, which server rendering reads)', () => {
    const client = createClient({ baseURL: api.baseURL, guestToken: () => 'guest-token-123456' })
    const cart = createStore({ client, lines: [line({ quantity: 2 })] })
    expect(cart.getInitialState()).toMatchObject({ status: 'ready', count: 2 })
    expect(cart.getInitialState().lines).toHaveLength(1)
  })

  it('loads the lines and counts the sum of their quantities', async () => {
    const { cart } = await loaded([line({ quantity: 2 }), line({ quantity: 3 })])
    expect(cart.getState()).toMatchObject({ status: 'ready', count: 5 })
    expect(cart.getState().lines).toHaveLength(2)
  })

  it('refreshes a loaded cart in place: it stays ready, never loading, until the new lines arrive', async () => {
    const { cart } = await loaded([])
    const seen: string[] = []
    const stop = cart.subscribe((state) => seen.push(state.status))
    api.queue({ json: envelope([line({ quantity: 2 })]) })
    await cart.getState().load()
    stop()
    expect(seen).not.toContain('loading')
    expect(cart.getState()).toMatchObject({ status: 'ready', count: 2 })
  })

  it('is loading on its first load, before any line is known', async () => {
    const { cart } = setup()
    const seen: string[] = []
    const stop = cart.subscribe((state) => seen.push(state.status))
    api.queue({ json: envelope([]) })
    await cart.getState().load()
    stop()
    expect(seen).toEqual(['loading', 'ready'])
  })

  it('sends the guest token when loading', async () => {
    const { cart } = setup()
    api.queue({ json: envelope([]) })
    await cart.getState().load()
    expect(api.requests[0]).toMatchObject({
      method: 'GET',
      path: '/api/v1/cart/by-user',
      query: {},
      headers: expect.objectContaining({ 'user-token': 'guest-token-123456' }),
    })
  })

  it('adds a variant: posts the delta, raises the count and says so', async () => {
    const { cart, toast } = setup()
    api.queue({
      json: envelope(
        { id: 1, product_id: 3, inventory_id: 4, quantity: 2 },
        { message: 'Product added to cart successfully' },
      ),
    })
    expect(await cart.getState().add({ product_id: 3, inventory_id: 4, quantity: 2, stock: 5 })).toBe(true)
    expect(api.requests[0]?.json).toEqual({
      product_id: 3,
      inventory_id: 4,
      quantity: 2,
      user_token: 'guest-token-123456',
    })
    expect(cart.getState().count).toBe(2)
    expect(toast.getState()).toMatchObject({
      visible: true,
      error: false,
      message: 'Product added to cart successfully',
    })
  })

  it.each([
    [0, 5, 'cart.minQuantity'],
    [6, 5, 'cart.maxQuantity'],
  ])('refuses to add %i when %i are in stock, with %s and no request', async (quantity, stock, key) => {
    const { cart, toast } = setup()
    expect(await cart.getState().add({ product_id: 1, inventory_id: 1, quantity, stock })).toBe(false)
    expect(api.requests).toHaveLength(0)
    expect(toast.getState()).toMatchObject({ error: true, message: key })
  })

  it('reloads the lines after adding when they were loaded', async () => {
    const existing = line({ quantity: 1 })
    const { cart } = await loaded([existing])
    api.queue(
      { json: envelope({ id: existing.id, quantity: 2 }) },
      { json: envelope([{ ...existing, quantity: 2 }]) },
    )
    await cart
      .getState()
      .add({ product_id: existing.product_id, inventory_id: existing.inventory_id, quantity: 1 })
    expect(api.requests.map((request) => request.path)).toEqual([
      '/api/v1/cart/action',
      '/api/v1/cart/by-user',
    ])
    expect(cart.getState()).toMatchObject({ count: 2 })
    expect(cart.getState().lines[0]?.quantity).toBe(2)
  })

  it('shows the first form message of a refused add as an error toast', async () => {
    const { cart, toast } = setup()
    api.queue(formError('The quantity exceeds the stock'))
    expect(await cart.getState().add({ product_id: 1, inventory_id: 1, quantity: 1 })).toBe(false)
    expect(toast.getState()).toMatchObject({ error: true, message: 'The quantity exceeds the stock' })
    expect(cart.getState().count).toBe(0)
  })

  it('changes a quantity by sending the difference', async () => {
    const current = line({ quantity: 2 })
    const { cart } = await loaded([current])
    api.queue({ json: envelope({ id: current.id, quantity: 4 }) })
    expect(await cart.getState().setQuantity(current.id, 4)).toBe(true)
    expect(api.requests[0]?.json).toMatchObject({
      product_id: current.product_id,
      inventory_id: current.inventory_id,
      quantity: 2,
    })
    expect(cart.getState()).toMatchObject({ count: 4, pending: [] })
    expect(cart.getState().lines[0]?.quantity).toBe(4)
  })

  it.each([
    [0, 'cart.minQuantity'],
    [6, 'cart.maxQuantity'],
  ])('keeps the quantity within 1..stock: %i gives %s', async (quantity, key) => {
    const current = line({ quantity: 2 }, 5)
    const { cart, toast } = await loaded([current])
    expect(await cart.getState().setQuantity(current.id, quantity)).toBe(false)
    expect(api.requests).toHaveLength(0)
    expect(toast.getState().message).toBe(key)
    expect(cart.getState().lines[0]?.quantity).toBe(2)
  })

  it('refetches the lines after changing the quantity of a bundle-deal product', async () => {
    const bundled = line({
      quantity: 1,
      flash_product: makeCartProduct({ bundle_deal: makeBundleDeal({ buy: 2, free: 1 }) }),
    })
    const { cart } = await loaded([bundled])
    api.queue({ json: envelope({ id: bundled.id }) }, { json: envelope([{ ...bundled, quantity: 2 }]) })
    await cart.getState().setQuantity(bundled.id, 2)
    expect(api.requests.map((request) => request.path)).toEqual([
      '/api/v1/cart/action',
      '/api/v1/cart/by-user',
    ])
    expect(cart.getState().count).toBe(2)
  })

  it('removes a line and subtracts its quantity', async () => {
    const a = line({ quantity: 2 })
    const b = line({ quantity: 3 })
    const { cart } = await loaded([a, b])
    api.queue({ json: envelope(a) })
    expect(await cart.getState().remove(a.id)).toBe(true)
    expect(api.requests[0]).toMatchObject({ method: 'DELETE', path: `/api/v1/cart/delete/${a.id}` })
    expect(cart.getState()).toMatchObject({ count: 3 })
    expect(cart.getState().lines.map((candidate) => candidate.id)).toEqual([b.id])
  })

  it('ticks and unticks lines, and puts them back when the API refuses', async () => {
    const a = line()
    const b = line()
    const { cart, toast } = await loaded([a, b])
    api.queue({ json: envelope(true) })
    await cart.getState().setSelected([a.id], false)
    expect(api.requests[0]?.json).toEqual({
      checked: [],
      unchecked: [a.id],
      isBundle: false,
      user_token: 'guest-token-123456',
    })
    expect(allSelected(cart.getState().lines)).toBe(false)
    api.queue(formError('Not your cart'))
    expect(await cart.getState().selectAll(true)).toBe(false)
    expect(cart.getState().lines.map((candidate) => candidate.selected)).toEqual([2, 1])
    expect(toast.getState().message).toBe('Not your cart')
  })

  it('keeps a line unticked while a refresh asked before the change answers the old selection', async () => {
    const a = line({ selected: 1 })
    const { cart } = await loaded([a])
    // The API's cart: the line is selected until the change is answered.
    let selected = 1
    api.respond((request) => {
      if (request.path.endsWith('cart/change')) {
        selected = 2
        return { json: envelope(true) }
      }
      return { json: envelope([{ ...a, selected }]) }
    })
    const refreshed = cart.getState().load()
    const unticked = cart.getState().setSelected([a.id], false)
    await Promise.all([refreshed, unticked])
    expect(cart.getState().lines[0]?.selected).toBe(2)
    // The first read (the old selection) was not taken; the cart was read again once the change was answered.
    expect(api.requests.map((request) => request.path.replace(/.*\/api\/v1\//, ''))).toEqual([
      'cart/by-user',
      'cart/change',
      'cart/by-user',
    ])
  })

  it('selects every line at once', async () => {
    const { cart } = await loaded([line({ selected: 2 }), line({ selected: 2 })])
    api.queue({ json: envelope(true) })
    await cart.getState().selectAll(true)
    expect(allSelected(cart.getState().lines)).toBe(true)
    expect(api.requests[0]?.json).toMatchObject({ checked: [expect.any(Number), expect.any(Number)] })
  })

  it('saves each selected line’s place and delivery type for the address', async () => {
    const a = line({ shipping_place: null, shipping_place_id: null })
    const b = line({ selected: 2 })
    const { cart } = await loaded([a, b])
    cart.getState().setAddress({ id: 9, country: 'FR', state: 'IDF' })
    cart.getState().setShippingType(a.id, 2)
    api.queue({ json: envelope([a, b]) })
    expect(await cart.getState().saveShipping()).toBe(true)
    const body = api.requests[0]?.json as {
      cart: Record<string, { shipping_place: { id: number }; shipping_type: number }>
      selected_address: number
    }
    expect(body.selected_address).toBe(9)
    expect(Object.keys(body.cart)).toEqual([String(a.id)])
    expect(body.cart[String(a.id)]).toMatchObject({
      cart: a.id,
      shipping_type: 2,
      shipping_place: { id: 70 },
    })
  })

  it.each([
    [
      'no line is selected',
      [{ selected: 2 as const }],
      { id: 1, country: 'FR', state: 'X' },
      'shipping.noneSelected',
    ],
    ['there is no address', [{}], null, 'shipping.addAddressFirst'],
    [
      'a line cannot reach the address',
      [{}],
      { id: 1, country: 'DE', state: 'BE' },
      'cart.cannotShip {"state":"BE","country":"DE"}',
    ],
    [
      'a product no longer exists',
      [{ flash_product: null }],
      { id: 1, country: 'FR', state: 'X' },
      'shipping.unableToShip',
    ],
  ])('does not save shipping when %s', async (_case, overrides, address, key) => {
    const { cart, toast } = await loaded(overrides.map((override) => line(override)))
    cart.getState().setAddress(address)
    expect(await cart.getState().saveShipping()).toBe(false)
    expect(api.requests).toHaveLength(0)
    expect(toast.getState().message).toBe(key)
  })

  it('applies a voucher to the selected subtotal and keeps its discount', async () => {
    const { cart } = await loaded([line({ quantity: 2 }), line({ selected: 2 })])
    api.queue({ json: envelope({ offered: '15.50', voucher: 'SAVE' }) })
    expect(await cart.getState().applyVoucher(' SAVE ')).toBe(true)
    expect(api.requests[0]?.json).toEqual({ voucher: 'SAVE', price: 200, user_token: 'guest-token-123456' })
    expect(cart.getState().voucher).toEqual({ code: 'SAVE', discount: 15.5 })
    expect(selectCartTotals(cart.getState().lines, { voucherDiscount: 15.5 }).total).toBe(184.5)
  })

  it('checks a voucher on the cart page (no shipping place chosen yet) against the selected lines', async () => {
    const { cart } = await loaded([line({ quantity: 2, shipping_place: null }), line({ selected: 2 })])
    api.queue({ json: envelope({ offered: 20, voucher: 'SAVE' }) })
    expect(await cart.getState().applyVoucher('SAVE')).toBe(true)
    expect(api.requests[0]?.json).toEqual({
      voucher: 'SAVE',
      price: 200,
      scope: 'cart',
      user_token: 'guest-token-123456',
    })
    expect(cart.getState().voucher).toEqual({ code: 'SAVE', discount: 20 })
  })

  it('drops a refused voucher and shows why', async () => {
    const { cart, toast } = await loaded([line()])
    api.queue(formError('You have to spend at least $50'))
    expect(await cart.getState().applyVoucher('BIG')).toBe(false)
    expect(cart.getState().voucher).toBeNull()
    expect(toast.getState()).toMatchObject({ error: true, message: 'You have to spend at least $50' })
  })

  it('re-checks the voucher when the selection changes, and drops it when it no longer holds', async () => {
    const a = line()
    const { cart } = await loaded([a])
    api.queue({ json: envelope({ offered: 10, voucher: 'TEN' }) })
    await cart.getState().applyVoucher('TEN')
    api.queue({ json: envelope(true) }, formError('Nothing selected'))
    await cart.getState().setSelected([a.id], false)
    expect(cart.getState().voucher).toBeNull()
  })

  it('removes the ordered (selected) lines after an order and lowers the count', async () => {
    const { cart } = await loaded([line({ quantity: 2 }), line({ quantity: 1, selected: 2 })])
    cart.getState().removeOrderedLines()
    expect(cart.getState()).toMatchObject({ count: 1 })
    expect(cart.getState().lines).toHaveLength(1)
  })
})

describe('cart selectors', () => {
  it('has nothing to show before the first load, and while a first load finds no line yet', () => {
    expect(cartAwaitingLines({ status: 'idle', lines: [] })).toBe(true)
    expect(cartAwaitingLines({ status: 'loading', lines: [] })).toBe(true)
    expect(cartAwaitingLines({ status: 'loading', lines: [line()] })).toBe(false)
    expect(cartAwaitingLines({ status: 'ready', lines: [] })).toBe(false)
    expect(cartAwaitingLines({ status: 'error', lines: [] })).toBe(false)
  })

  it('finds the place a line ships through for an address, or says it cannot ship there', () => {
    const current = line()
    expect(lineShipping(current, { country: 'FR', state: 'IDF' }).place?.id).toBe(70)
    expect(lineShipping(current, { country: 'TR', state: '34' }).message).toEqual({
      key: 'cart.cannotShip',
      params: { state: '34', country: 'TR' },
    })
  })

  it('lets the selected lines through when every one can ship', () => {
    expect(shippingBlocker([line()], { country: 'FR', state: 'X' })).toBeNull()
  })

  it('prices shipping for lines without a saved place from the chosen address', () => {
    const unsaved = line({ shipping_place: null, shipping_place_id: null })
    expect(selectCartTotals([unsaved]).shipping).toBe(0)
    expect(selectCartTotals([unsaved], { address: { country: 'FR', state: 'X' } }).shipping).toBe(4)
  })
})
