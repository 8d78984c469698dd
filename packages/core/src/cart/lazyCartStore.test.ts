import { afterEach, describe, expect, it, vi } from 'vitest'
import type { SoukClient } from '../api'
import { createToastStore } from '../toast/toastStore'
import { keyTranslate } from '../util/types'

// The widgets' cart when the module of its rules cannot be downloaded (the shopper went offline): the failure is
// told as a failed call is, and the next call tries again.
const client = {} as Pick<SoukClient, 'cart' | 'vouchers'>

afterEach(() => {
  vi.doUnmock('./cartActions')
  vi.resetModules()
})

describe('the widgets’ cart store', () => {
  it('shows its count and edits before any rule is loaded', async () => {
    const { createLazyCartStore } = await import('./lazyCartStore')
    const cart = createLazyCartStore({ client, t: keyTranslate })
    cart.getState().reset(3)
    cart.getState().setAddress({ id: 1, country: 'FR', state: 'IDF' })
    expect(cart.getState()).toMatchObject({ count: 3, status: 'idle', address: { id: 1 } })
  })

  it('toasts and resolves to false when its rules cannot be downloaded, then loads them on the next call', async () => {
    vi.doMock('./cartActions', () => {
      throw new TypeError('Failed to fetch dynamically imported module')
    })
    const { createLazyCartStore } = await import('./lazyCartStore')
    const toast = createToastStore({ t: keyTranslate })
    const byUser = vi.fn().mockResolvedValue({ data: [], message: '' })
    const cart = createLazyCartStore({
      client: { ...client, cart: { byUser } } as unknown as typeof client,
      toast,
      t: keyTranslate,
    })
    await expect(cart.getState().load()).resolves.toBe(false)
    expect(toast.getState()).toMatchObject({
      visible: true,
      error: true,
      message: 'errors.somethingWentWrong',
    })

    vi.doUnmock('./cartActions')
    await expect(cart.getState().load()).resolves.toBe(true)
    expect(byUser).toHaveBeenCalledOnce()
    expect(cart.getState().status).toBe('ready')
  })

  it('still places the request of a change made elsewhere (an order) when its rules cannot be downloaded', async () => {
    vi.doMock('./cartActions', () => {
      throw new TypeError('Failed to fetch dynamically imported module')
    })
    const { createLazyCartStore } = await import('./lazyCartStore')
    const cart = createLazyCartStore({ client, t: keyTranslate })
    await expect(cart.getState().changedElsewhere(async () => 'placed')).resolves.toBe('placed')
    await expect(
      cart.getState().changedElsewhere(async () => {
        throw new Error('refused')
      }),
    ).rejects.toThrow('refused')
  })
})
