import { describe, expect, it } from 'vitest'
import { createClient } from '../api'
import { memoryStorage } from '../storage'
import { adoptHandedOffGuest, guestHandoffUrl, isGuestToken } from './guestHandoff'
import { createSessionStore } from './sessionStore'

const HANDED_OVER = 'widgetguest0000001'

function shopper(seed: Parameters<typeof memoryStorage>[0] = {}) {
  const storage = memoryStorage(seed)
  // No request is made: the hand-off is decided from the address and the session alone.
  const client = createClient({ baseURL: 'http://shop.test/api/v1/' })
  return { session: createSessionStore({ client, storage }), storage }
}

describe('the guest hand-off from the widgets to the shop', () => {
  it('builds the shop address with the guest token in souk_guest', () => {
    expect(guestHandoffUrl('http://shop.test/', '/fr/cart', HANDED_OVER)).toBe(
      `http://shop.test/fr/cart?souk_guest=${HANDED_OVER}`,
    )
  })

  it('accepts only guest tokens of Souk’s format', () => {
    expect(isGuestToken(HANDED_OVER)).toBe(true)
    expect(isGuestToken('short')).toBe(false)
    expect(isGuestToken('UPPERCASEGUESTTOKEN')).toBe(false)
    expect(isGuestToken('guest-token/../../x')).toBe(false)
    expect(isGuestToken(`${'a'.repeat(65)}`)).toBe(false)
  })

  it('adopts the handed-over token when the visitor is a guest, and drops the parameter from the address', () => {
    const { session, storage } = shopper({ items: { user_token: 'shopguesttoken0001' } })
    const result = adoptHandedOffGuest(
      session,
      `http://shop.test/cart?souk_guest=${HANDED_OVER}&utm_source=gazette`,
    )
    expect(result).toEqual({ adopted: true, cleanUrl: 'http://shop.test/cart?utm_source=gazette' })
    expect(session.getState().guestToken()).toBe(HANDED_OVER)
    expect(storage.getItem('user_token')).toBe(HANDED_OVER)
  })

  it('keeps a signed-in customer’s own cart: the token is not adopted, the parameter still goes', () => {
    const { session, storage } = shopper({
      items: { user_token: 'shopguesttoken0001' },
      cookies: { frontend_auth_token: 'bearer-1' },
    })
    const result = adoptHandedOffGuest(session, `http://shop.test/cart?souk_guest=${HANDED_OVER}`)
    expect(result).toEqual({ adopted: false, cleanUrl: 'http://shop.test/cart' })
    expect(storage.getItem('user_token')).toBe('shopguesttoken0001')
  })

  it('ignores a malformed token and keeps the visitor’s guest token', () => {
    const { session } = shopper({ items: { user_token: 'shopguesttoken0001' } })
    const result = adoptHandedOffGuest(session, 'http://shop.test/cart?souk_guest=%3Cscript%3E')
    expect(result).toEqual({ adopted: false, cleanUrl: 'http://shop.test/cart' })
    expect(session.getState().guestToken()).toBe('shopguesttoken0001')
  })

  it('leaves an address without the parameter alone', () => {
    const { session } = shopper()
    expect(adoptHandedOffGuest(session, 'http://shop.test/cart')).toEqual({ adopted: false, cleanUrl: null })
  })
})
