import { afterEach, describe, expect, it, vi } from 'vitest'
import { createToastStore } from '../toast/toastStore'
import { keyTranslate } from '../util/types'

// The widgets' lists when the module of their calls cannot be downloaded (the shopper went offline): the failure
// is told as a failed call is, and the next call tries again.
afterEach(() => {
  vi.doUnmock('./savedProductsActions')
  vi.resetModules()
})

describe('the widgets’ wishlist and compare stores', () => {
  it('toast a failed download, change nothing, and load their calls on the next one', async () => {
    vi.doMock('./savedProductsActions', () => {
      throw new TypeError('Failed to fetch dynamically imported module')
    })
    const { createLazySavedProductsStore } = await import('./lazySavedProductsStore')
    const toast = createToastStore({ t: keyTranslate })
    const toggle = vi.fn().mockResolvedValue({ data: { id: 1 }, message: '' })
    const wishlist = createLazySavedProductsStore({
      api: { all: vi.fn(), toggle },
      isLoggedIn: () => true,
      toast,
      t: keyTranslate,
    })
    await expect(wishlist.getState().toggle(5)).resolves.toBeUndefined()
    await expect(wishlist.getState().load()).resolves.toBe(false)
    expect(toast.getState()).toMatchObject({ error: true, message: 'errors.somethingWentWrong' })
    expect(toggle).not.toHaveBeenCalled()

    vi.doUnmock('./savedProductsActions')
    await expect(wishlist.getState().toggle(5)).resolves.toBe(true)
    expect(wishlist.getState().saved).toEqual({ 5: true })
  })
})
