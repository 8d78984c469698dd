import { describe, expect, it } from 'vitest'
import { parseCookies, serializeCookie } from './cookies'
import { memoryStorage } from './memoryStorage'
import { serverStorage } from './serverStorage'

describe('cookies', () => {
  it('serialises name, path, lifetime and SameSite', () => {
    const cookie = serializeCookie('currentLanguage', 'fr', { maxAge: 31536000 })
    expect(cookie).toMatch(/^currentLanguage=fr; Path=\/; Max-Age=31536000; Expires=.+ GMT; SameSite=Lax$/)
  })

  it('encodes values and marks secure cookies', () => {
    expect(serializeCookie('a', 'x y;z', { secure: true, sameSite: 'strict', httpOnly: true })).toBe(
      'a=x%20y%3Bz; Path=/; SameSite=Strict; Secure; HttpOnly',
    )
  })

  it('refuses a name a browser would misread', () => {
    expect(() => serializeCookie('bad name', 'x')).toThrow(TypeError)
    expect(() => serializeCookie('a;b', 'x')).toThrow(TypeError)
  })

  it('writes an explicit expiry as given', () => {
    expect(serializeCookie('a', '1', { expires: new Date(Date.UTC(2030, 0, 1)) })).toBe(
      'a=1; Path=/; Expires=Tue, 01 Jan 2030 00:00:00 GMT; SameSite=Lax',
    )
  })

  it('parses a header, decoding values and keeping the first of duplicates', () => {
    expect({ ...parseCookies('a=1; b=x%20y; a=2; c="quoted"; broken; d=%E0%A4; e=x=y') }).toEqual({
      a: '1',
      b: 'x y',
      c: 'quoted',
      d: '%E0%A4',
      e: 'x=y',
    })
    // A cookie named like an Object.prototype member is a plain entry, not a prototype change.
    expect(Object.getPrototypeOf(parseCookies('__proto__=x'))).toBeNull()
    expect(Object.entries(parseCookies('__proto__=x'))).toEqual([['__proto__', 'x']])
    expect(parseCookies(undefined)).toEqual({})
  })
})

describe('server storage', () => {
  it("reads the request's cookies and collects what the response must set", () => {
    const storage = serverStorage('frontend_auth_token=abc; currentLanguage=ar')
    expect(storage.getCookie('frontend_auth_token')).toBe('abc')
    storage.setCookie('currentLanguage', 'fr', { maxAge: 10 })
    storage.removeCookie('frontend_auth_token')
    expect(storage.getCookie('currentLanguage')).toBe('fr')
    expect(storage.getCookie('frontend_auth_token')).toBeUndefined()
    const headers = storage.setCookieHeaders()
    expect(headers).toHaveLength(2)
    expect(headers[0]).toMatch(/^currentLanguage=fr;/)
    expect(headers[1]).toMatch(/^frontend_auth_token=; Path=\/; Max-Age=0/)
  })

  it('keeps local-storage items for the request only', () => {
    const a = serverStorage('', { user_token: 'guest1' })
    const b = serverStorage('')
    a.setItem('x', '1')
    expect(a.getItem('user_token')).toBe('guest1')
    expect(b.getItem('x')).toBeNull()
  })
})

describe('memory storage', () => {
  it('stores cookies with their options and items', () => {
    const storage = memoryStorage({ cookies: { a: '1' } })
    storage.setCookie('b', '2', { maxAge: 5 })
    storage.setItem('k', 'v')
    expect(storage.getCookie('a')).toBe('1')
    expect(storage.cookies.get('b')?.options.maxAge).toBe(5)
    storage.removeItem('k')
    expect(storage.getItem('k')).toBeNull()
  })
})
