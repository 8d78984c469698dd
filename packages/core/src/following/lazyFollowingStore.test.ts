import { afterEach, describe, expect, it, vi } from 'vitest'
import type { SoukClient } from '../api'
import { createToastStore } from '../toast/toastStore'
import { keyTranslate } from '../util/types'

// createSouk's followed stores: their calls' code loads with the first call (issue 17).
afterEach(() => {
  vi.doUnmock('./followingActions')
  vi.resetModules()
})

/** A client whose following list holds stores 4 and 9. */
function clientFollowing() {
  const following = vi.fn().mockResolvedValue({
    data: { data: [{ store_id: 4 }, { store_id: 9 }], current_page: 1, last_page: 1, total: 2, per_page: 14 },
  })
  return { client: { stores: { following } } as unknown as SoukClient, following }
}

/** The lazy store, with a count of the times its calls' code was loaded. */
async function watchedLoads() {
  const loaded = vi.fn()
  vi.doMock('./followingActions', async (original) => {
    loaded()
    return original()
  })
  return { loaded, ...(await import('./lazyFollowingStore')) }
}

describe('the lazy followed-stores store', () => {
  it('starts with the ids a server loaded and marks what a page knows without loading any call', async () => {
    const { loaded, createLazyFollowingStore } = await watchedLoads()
    const following = createLazyFollowingStore({
      ...clientFollowing(),
      isLoggedIn: () => true,
      initialIds: [4],
    })
    following.getState().mark(7, true)
    following.getState().reset()
    following.getState().seedIds([2])
    expect(following.getState()).toMatchObject({ followed: { 2: true }, idsStatus: 'ready' })
    expect(loaded).not.toHaveBeenCalled()
  })

  it('loads the calls with the first one and answers as the eager store does', async () => {
    const { createLazyFollowingStore } = await import('./lazyFollowingStore')
    const { client, following: list } = clientFollowing()
    const following = createLazyFollowingStore({ client, isLoggedIn: () => true })
    await expect(following.getState().loadIds()).resolves.toBe(true)
    expect(following.getState()).toMatchObject({ followed: { 4: true, 9: true }, idsStatus: 'ready' })
    expect(list).toHaveBeenCalledOnce()
    following.getState().reset()
    expect(following.getState()).toMatchObject({ followed: {}, idsStatus: 'idle' })
  })

  it('sends a guest who follows a store to sign in without downloading the calls', async () => {
    const { loaded, createLazyFollowingStore } = await watchedLoads()
    const onLoginRequired = vi.fn()
    const following = createLazyFollowingStore({
      ...clientFollowing(),
      isLoggedIn: () => false,
      onLoginRequired,
    })
    await expect(following.getState().toggle(4)).resolves.toBeUndefined()
    expect(onLoginRequired).toHaveBeenCalledOnce()
    expect(loaded).not.toHaveBeenCalled()
  })

  it('toasts a call whose code could not be downloaded, answers as a failed call, and tries again with the next', async () => {
    vi.doMock('./followingActions', () => {
      throw new TypeError('Failed to fetch dynamically imported module')
    })
    const { createLazyFollowingStore } = await import('./lazyFollowingStore')
    const toast = createToastStore({ t: keyTranslate })
    const { client } = clientFollowing()
    const following = createLazyFollowingStore({ client, isLoggedIn: () => true, toast, t: keyTranslate })
    await expect(following.getState().toggle(4)).resolves.toBeUndefined()
    await expect(following.getState().load()).resolves.toBe(false)
    expect(toast.getState()).toMatchObject({
      visible: true,
      error: true,
      message: 'errors.somethingWentWrong',
    })
    vi.doUnmock('./followingActions')
    await expect(following.getState().load()).resolves.toBe(true)
    expect(following.getState().items).toHaveLength(2)
  })
})
