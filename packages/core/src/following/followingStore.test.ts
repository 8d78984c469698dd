import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createClient } from '../api'
import { envelope, type FakeApi, startFakeApi } from '../api/fixtures/fakeApi'
import { createFollowingStore } from './followingStore'

let api: FakeApi
beforeAll(async () => {
  api = await startFakeApi()
})
afterAll(() => api.close())
beforeEach(() => api.reset())

function setup(loggedIn = true) {
  const client = createClient({ baseURL: api.baseURL, token: () => 'bearer' })
  const onLoginRequired = vi.fn()
  return {
    following: createFollowingStore({ client, isLoggedIn: () => loggedIn, onLoginRequired }),
    onLoginRequired,
  }
}

describe('followed stores', () => {
  it('follows and unfollows a store', async () => {
    const { following } = setup()
    api.queue({ json: envelope(true) }, { json: envelope(true) })
    expect(await following.getState().toggle(3)).toBe(true)
    expect(api.requests[0]).toMatchObject({ path: '/api/v1/user/store/follow', json: { store_id: 3 } })
    expect(await following.getState().toggle(3)).toBe(false)
  })

  it('starts from what the store page knows', async () => {
    const { following } = setup()
    following.getState().mark(3, true)
    api.queue({ json: envelope(true) })
    expect(await following.getState().toggle(3)).toBe(false)
  })

  it('sends a guest to login', async () => {
    const { following, onLoginRequired } = setup(false)
    expect(await following.getState().toggle(3)).toBeUndefined()
    expect(onLoginRequired).toHaveBeenCalled()
    expect(api.requests).toHaveLength(0)
  })

  it('loads every followed store id once, and follows only when the shopper asked to', async () => {
    const { following } = setup()
    const list = (ids: number[]) =>
      envelope({
        current_page: 1,
        data: ids.map((id) => ({ id, user_id: 1, store_id: id, store: { id, name: '', slug: '' } })),
        last_page: 1,
        per_page: 14,
        total: ids.length,
      })
    api.queue({ json: list([3]) }, { json: envelope(true) })
    expect(await following.getState().toggle(3, true)).toBe(true)
    expect(api.requests).toHaveLength(1)
    expect(following.getState()).toMatchObject({ idsStatus: 'ready', followed: { 3: true } })
    expect(await following.getState().toggle(3, false)).toBe(false)
    expect(api.requests[1]).toMatchObject({ path: '/api/v1/user/store/follow', json: { store_id: 3 } })
    expect(following.getState().followed[3]).toBe(false)
  })
})
