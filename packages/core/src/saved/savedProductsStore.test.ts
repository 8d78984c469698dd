import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createClient } from '../api'
import { envelope, type FakeApi, startFakeApi } from '../api/fixtures/fakeApi'
import { createToastStore } from '../toast/toastStore'
import { keyTranslate } from '../util/types'
import { createLazySavedProductsStore } from './lazySavedProductsStore'
import { wishlistedFlag } from './savedProductsState'
import { createSavedProductsStore } from './savedProductsStore'

let api: FakeApi
beforeAll(async () => {
  api = await startFakeApi()
})
afterAll(() => api.close())
beforeEach(() => api.reset())

// The shop's store, or the widgets' (the same calls, loaded with the first one): each describe block picks one.
let createStore = createSavedProductsStore

function setup({ loggedIn = true, join = false } = {}) {
  const client = createClient({ baseURL: api.baseURL, token: () => (loggedIn ? 'bearer' : null) })
  const toast = createToastStore({ t: keyTranslate })
  const onLoginRequired = vi.fn()
  const compare = createStore({
    api: client.compare,
    isLoggedIn: () => loggedIn,
    onLoginRequired,
    toast,
    t: keyTranslate,
    joinMessages: join,
  })
  return { compare, toast, onLoginRequired }
}

const page = (productIds: number[], current = 1, last = 1) =>
  envelope({
    current_page: current,
    data: productIds.map((id) => ({
      id: id * 10,
      user_id: 1,
      product_id: id,
      created_at: '',
      updated_at: '',
      product: { id },
    })),
    first_page_url: '',
    from: 1,
    last_page: last,
    last_page_url: '',
    links: [],
    next_page_url: null,
    path: '',
    per_page: 14,
    prev_page_url: null,
    to: productIds.length,
    total: productIds.length,
  })

describe.each([
  { name: 'wishlist and compare stores', factory: createSavedProductsStore },
  {
    name: 'the widgets’ wishlist and compare stores (calls loaded by the first one)',
    factory: createLazySavedProductsStore,
  },
])('$name', ({ factory }) => {
  beforeEach(() => {
    createStore = factory
  })

  it('sends a guest to login instead of calling the API', async () => {
    const { compare, onLoginRequired } = setup({ loggedIn: false })
    expect(await compare.getState().toggle(5)).toBeUndefined()
    expect(onLoginRequired).toHaveBeenCalledOnce()
    expect(api.requests).toHaveLength(0)
  })

  it('lets the reply decide: a row means added, null means removed', async () => {
    const { compare, toast } = setup()
    api.queue({
      json: envelope(
        { id: 1, user_id: 1, product_id: 5, created_at: '', updated_at: '' },
        { message: 'Added to compare list' },
      ),
    })
    expect(await compare.getState().toggle(5)).toBe(true)
    expect(api.requests[0]).toMatchObject({
      method: 'POST',
      path: '/api/v1/user/compare-list/action',
      json: { product_id: 5 },
    })
    expect(toast.getState().message).toBe('Added to compare list')
    api.queue({ json: envelope(null) })
    expect(await compare.getState().toggle(5)).toBe(false)
    expect(compare.getState().saved[5]).toBe(false)
    expect(wishlistedFlag(compare.getState().saved[5])).toBeNull()
  })

  it('loads a page and remembers which products are in it', async () => {
    const { compare } = setup()
    api.queue({ json: page([5, 6]) })
    await compare.getState().load({ page: 1 })
    expect(compare.getState().items).toHaveLength(2)
    expect(compare.getState().saved).toEqual({ 5: true, 6: true })
    expect(compare.getState().page?.per_page).toBe(14)
  })

  it('removes a product from the loaded list when toggled off', async () => {
    const { compare } = setup()
    api.queue({ json: page([5, 6]) }, { json: envelope(null) })
    await compare.getState().load()
    await compare.getState().toggle(5)
    expect(compare.getState().items.map((item) => item.product_id)).toEqual([6])
  })

  it('shows every form message joined by commas for the compare list', async () => {
    const { compare, toast } = setup({ join: true })
    api.queue({
      json: {
        data: { form: ['Too many products', 'Remove one first'] },
        status: 201,
        token: null,
        message: '',
      },
    })
    expect(await compare.getState().toggle(5)).toBeUndefined()
    expect(toast.getState()).toMatchObject({ error: true, message: 'Too many products, Remove one first' })
  })

  it('ignores a second toggle of the same product while the first is in flight', async () => {
    const { compare } = setup()
    api.queue({ json: envelope(null) })
    const first = compare.getState().toggle(5)
    expect(await compare.getState().toggle(5)).toBeUndefined()
    await first
    expect(api.requests).toHaveLength(1)
  })

  it("loads the ids of every page of the shopper's list once, for the buttons of every card", async () => {
    const { compare } = setup()
    api.queue({ json: page([5, 6], 1, 2) }, { json: page([9], 2, 2) })
    const [first, second] = await Promise.all([compare.getState().loadIds(), compare.getState().loadIds()])
    expect([first, second]).toEqual([true, true])
    expect(api.requests.map((request) => request.query?.page)).toEqual(['1', '2'])
    expect(compare.getState()).toMatchObject({ idsStatus: 'ready', saved: { 5: true, 6: true, 9: true } })
    await compare.getState().loadIds()
    expect(api.requests).toHaveLength(2)
  })

  it('knows a guest has nothing saved without asking the API', async () => {
    const { compare } = setup({ loggedIn: false })
    expect(await compare.getState().loadIds()).toBe(true)
    expect(compare.getState().idsStatus).toBe('ready')
    expect(api.requests).toHaveLength(0)
  })

  it('does not remove a saved product when the shopper pressed to add it', async () => {
    const { compare } = setup()
    api.queue({ json: page([5]) })
    expect(await compare.getState().toggle(5, true)).toBe(true)
    expect(api.requests.map((request) => request.path)).toEqual(['/api/v1/user/compare-list/all'])
    expect(compare.getState().saved[5]).toBe(true)
  })

  it('removes a saved product when the shopper pressed to remove it', async () => {
    const { compare } = setup()
    api.queue({ json: page([5]) }, { json: envelope(null) })
    expect(await compare.getState().toggle(5, false)).toBe(false)
    expect(api.requests[1]).toMatchObject({ method: 'POST', json: { product_id: 5 } })
  })

  it('sends nothing when the list could not be read, rather than guess', async () => {
    const { compare, toast } = setup()
    api.queue({ status: 500, json: {} })
    expect(await compare.getState().toggle(5, true)).toBeUndefined()
    expect(api.requests).toHaveLength(1)
    expect(toast.getState().error).toBe(true)
    expect(compare.getState().pending).toEqual([])
  })

  it('forgets the loaded ids when the shopper changes (reset)', async () => {
    const { compare } = setup()
    api.queue({ json: page([5]) })
    await compare.getState().loadIds()
    compare.getState().reset()
    expect(compare.getState()).toMatchObject({ idsStatus: 'idle', saved: {} })
  })

  it('starts from the ids a server loaded, without loading them again', async () => {
    const { compare } = setup()
    compare.getState().seedIds([5, 9])
    expect(await compare.getState().loadIds()).toBe(true)
    expect(compare.getState()).toMatchObject({ idsStatus: 'ready', saved: { 5: true, 9: true } })
    expect(api.requests).toHaveLength(0)
  })
})
