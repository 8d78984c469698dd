import { describe, expect, it } from 'vitest'
import { createClient } from '../api'
import { memoryStorage } from '../storage'
import { createFakeSouk } from '../testing/createFakeSouk'
import { makeCartLine } from '../testing/fixtures'
import { claimCartHandoff, handoffNeedsConsent } from './guestHandoff'
import { CART_HANDOFF_PARAM, cartHandoffUrl, isHandoffCode, readCartHandoff } from './handoffLink'
import { createSessionStore } from './sessionStore'

const CODE = 'Zm9vYmFyLWhhbmRvZmYtY29kZS0wMTIzNDU2Nzg5YWJ'
const ATTACKER = 'attackerguest00001'

describe('the cart hand-off address from the widgets to the shop', () => {
  it('builds the shop address with a one-time code in souk_handoff', () => {
    expect(CART_HANDOFF_PARAM).toBe('souk_handoff')
    expect(cartHandoffUrl('http://shop.test/', '/fr/cart', CODE)).toBe(
      `http://shop.test/fr/cart?souk_handoff=${CODE}`,
    )
  })

  it('accepts only codes of the API’s format', () => {
    expect(isHandoffCode(CODE)).toBe(true)
    expect(isHandoffCode(`${CODE}x`)).toBe(false)
    expect(isHandoffCode(CODE.slice(1))).toBe(false)
    expect(isHandoffCode(`${CODE.slice(1)}/`)).toBe(false)
    expect(isHandoffCode(ATTACKER)).toBe(false)
    expect(isHandoffCode(42)).toBe(false)
  })

  it('reads the code and drops it from the address, keeping the other parameters', () => {
    expect(readCartHandoff(`http://shop.test/cart?souk_handoff=${CODE}&utm_source=gazette`)).toEqual({
      code: CODE,
      cleanUrl: 'http://shop.test/cart?utm_source=gazette',
    })
  })

  it('refuses souk_guest: the token is never read, only removed from the address', () => {
    expect(readCartHandoff(`http://shop.test/cart?souk_guest=${ATTACKER}`)).toEqual({
      code: null,
      cleanUrl: 'http://shop.test/cart',
    })
    expect(readCartHandoff(`http://shop.test/cart?souk_guest=${ATTACKER}&souk_handoff=${CODE}`)).toEqual({
      code: CODE,
      cleanUrl: 'http://shop.test/cart',
    })
  })

  it('leaves the visitor’s own guest token alone whatever the address says', () => {
    const storage = memoryStorage({ items: { user_token: 'shopguesttoken0001' } })
    const session = createSessionStore({
      client: createClient({ baseURL: 'http://shop.test/api/v1/' }),
      storage,
    })
    readCartHandoff(`http://shop.test/cart?souk_guest=${ATTACKER}`)
    expect(session.getState().guestToken()).toBe('shopguesttoken0001')
    expect(storage.getItem('user_token')).toBe('shopguesttoken0001')
    expect('adoptGuestToken' in session.getState()).toBe(false)
  })

  it('ignores a malformed code, and still cleans the address', () => {
    expect(readCartHandoff('http://shop.test/cart?souk_handoff=%3Cscript%3E')).toEqual({
      code: null,
      cleanUrl: 'http://shop.test/cart',
    })
  })

  it('leaves an address without the parameters alone', () => {
    expect(readCartHandoff('http://shop.test/cart?page=2')).toEqual({ code: null, cleanUrl: null })
  })

  it('asks a visitor with lines of their own before adding, and not one with an empty cart', () => {
    expect(handoffNeedsConsent({ lines: [], count: 0 })).toBe(false)
    expect(handoffNeedsConsent({ lines: [{ id: 1 }], count: 2 })).toBe(true)
    expect(handoffNeedsConsent({ lines: [], count: 3 })).toBe(true)
    expect(handoffNeedsConsent({ lines: [], count: 0, status: 'error' })).toBe(true)
  })
})

describe('claiming a hand-off', () => {
  it('does not let a cart read asked before the claim take the handed-over lines away again', async () => {
    const own = makeCartLine({ id: 1, quantity: 1 })
    const moved = makeCartLine({ id: 2, quantity: 2 })
    let claimed = false
    let answerFirstRead = () => {}
    const firstRead = new Promise<void>((resolve) => {
      answerFirstRead = resolve
    })
    const souk = createFakeSouk({
      routes: {
        // The first read is made before the claim and answered after it: the cart as it was.
        'GET cart/by-user': async () => {
          const before = !claimed
          if (before) await firstRead
          return before ? [own] : [own, moved]
        },
        'POST cart/handoff/claim': () => {
          claimed = true
          return { cart_count: 3, moved_lines: 1, moved_items: 2 }
        },
      },
    })
    souk.cart.setState({ lines: [own], count: 1, status: 'ready' })
    const refreshed = souk.cart.getState().load()
    expect(await claimCartHandoff(souk, CODE)).toMatchObject({ moved_items: 2 })
    answerFirstRead()
    await refreshed
    expect(souk.cart.getState().lines.map((line) => line.id)).toEqual([1, 2])
    expect(souk.cart.getState().count).toBe(3)
  })
})
