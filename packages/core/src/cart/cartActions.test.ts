import { afterEach, describe, expect, it, vi } from 'vitest'
import { CartSelection } from '../model/enums'
import { createFakeSouk, loadStoreActions } from '../testing/createFakeSouk'
import { makeCartLine } from '../testing/fixtures'

afterEach(() => {
  vi.useRealTimers()
})

describe('a cart read while a change hangs', () => {
  it('waits 10 s for the change at most, reads again, and takes its fifth answer', async () => {
    // The Souk's cart loads these actions with its first call: loaded before the clock is faked.
    await loadStoreActions()
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const a = makeCartLine({ id: 1, selected: CartSelection.SELECTED })
    let reads = 0
    const souk = createFakeSouk({
      routes: {
        'GET cart/by-user': () => {
          reads++
          return [a]
        },
        // The change is asked and never answered (a request that hangs).
        'POST cart/change': () => new Promise(() => {}),
      },
    })
    souk.cart.setState({ lines: [a], count: 1, status: 'ready' })
    void souk.cart.getState().setSelected([a.id], false)
    let done = false
    const loaded = souk.cart
      .getState()
      .load()
      .then((ok) => {
        done = true
        return ok
      })
    await vi.advanceTimersByTimeAsync(9_999)
    // One read, not taken: a change is on its way.
    expect(reads).toBe(1)
    expect(done).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(reads).toBe(2)
    // Three more waits of 10 s, and the fifth read is taken as it is.
    await vi.advanceTimersByTimeAsync(30_000)
    expect(await loaded).toBe(true)
    expect(reads).toBe(5)
    expect(souk.cart.getState().status).toBe('ready')
    expect(vi.getTimerCount()).toBe(0)
  })
})
