import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { StoreApi } from 'zustand/vanilla'
import { createClient } from '../api'
import { envelope, type FakeApi, startFakeApi } from '../api/fixtures/fakeApi'
import { memoryStorage } from '../storage'
import { browserKeeper, sessionKeeper, syncSignedIn } from './sessionKeepers'
import {
  createSessionStore,
  type SessionCookieMode,
  type SessionState,
  selectIsLoggedIn,
} from './sessionStore'

let api: FakeApi
beforeAll(async () => {
  api = await startFakeApi()
})
afterAll(() => api.close())
beforeEach(() => api.reset())

function setup(seed: Parameters<typeof memoryStorage>[0] = {}, sessionCookie?: SessionCookieMode) {
  const storage = memoryStorage(seed)
  let session: StoreApi<SessionState> | undefined
  const client = createClient({
    baseURL: api.baseURL,
    token: () => session?.getState().token,
    guestToken: () => session?.getState().guestToken() ?? '',
  })
  session = createSessionStore({
    client,
    storage,
    secureCookies: true,
    keeper: sessionKeeper(sessionCookie ?? 'script', storage, { secure: true }),
  })
  return { session, storage, client }
}

const signInReply = envelope({
  expires_in: '2027-11-22 10:00:00',
  token: 'bearer-1',
  user: { id: 4, name: 'Amina', email: 'amina@example.com', cart_count: 3 },
})

describe('session store', () => {
  it('creates an 18-character base-36 guest token once and keeps it in local storage', () => {
    const { session, storage } = setup()
    const token = session.getState().guestToken()
    expect(token).toMatch(/^[0-9a-z]{18}$/)
    expect(storage.getItem('user_token')).toBe(token)
    expect(session.getState().guestToken()).toBe(token)
  })

  it('reuses the guest token already in local storage', () => {
    const { session } = setup({ items: { user_token: 'existingguesttoken1' } })
    expect(session.getState().guestToken()).toBe('existingguesttoken1')
  })

  it('keeps the guest token in a cookie too on the shop’s own origin, where the cookie wins', () => {
    // A page of the shop: the token of local storage goes into the cookie its server's forms read.
    const page = setup({ items: { user_token: 'existingguesttoken1' } }, 'browser')
    expect(page.session.getState().guestToken()).toBe('existingguesttoken1')
    expect(page.storage.getCookie('souk_user_token')).toBe('existingguesttoken1')
    // A form the server answered first gave the guest a token: the page takes it over.
    const after = setup({ cookies: { souk_user_token: 'servergiventoken12' }, items: {} }, 'browser')
    expect(after.session.getState().guestToken()).toBe('servergiventoken12')
    expect(after.storage.getItem('user_token')).toBe('servergiventoken12')
    // A malformed cookie is no token; the widgets' script sessions write no cookie.
    const odd = setup({ cookies: { souk_user_token: 'x y' } }, 'server')
    expect(odd.session.getState().guestToken()).toMatch(/^[0-9a-z]{18}$/)
    const widget = setup()
    widget.session.getState().guestToken()
    expect(widget.storage.getCookie('souk_user_token')).toBeUndefined()
  })

  it('gives every shopper a different guest token', () => {
    const tokens = new Set(Array.from({ length: 50 }, () => setup().session.getState().guestToken()))
    expect(tokens.size).toBe(50)
  })

  it('signs in with the guest token so the guest cart merges, and keeps the bearer in a frontend_ cookie', async () => {
    const { session, storage } = setup({ items: { user_token: 'guesttokenabcdefgh' } })
    api.queue({ json: signInReply })
    await session.getState().signIn({ email: 'amina@example.com', password: 'secret1' })
    expect(api.requests[0]?.json).toEqual({
      email: 'amina@example.com',
      password: 'secret1',
      user_token: 'guesttokenabcdefgh',
    })
    const cookie = storage.cookies.get('frontend_auth_token')
    expect(cookie?.value).toBe('bearer-1')
    expect(cookie?.options).toMatchObject({ maxAge: 31622400, path: '/' })
    expect(storage.getItem('frontend_auth_token')).toBeNull()
    expect(selectIsLoggedIn(session.getState())).toBe(true)
    expect(session.getState().profile).toMatchObject({ name: 'Amina', cart_count: 3, is_logged_in: true })
  })

  it('sends the bearer token once signed in', async () => {
    const { session } = setup({ cookies: { frontend_auth_token: 'bearer-9' } })
    api.queue({ json: envelope({ id: 1, name: 'A', cart_count: 0, is_logged_in: true }) })
    await session.getState().loadProfile()
    expect(api.requests[0]?.headers.authorization).toBe('Bearer bearer-9')
    expect(api.requests[0]?.headers['user-token']).toMatch(/^[0-9a-z]{18}$/)
  })

  it('signs the shopper out when the profile cannot be loaded', async () => {
    const { session, storage } = setup({ cookies: { frontend_auth_token: 'stale' } })
    api.queue({ json: { data: { form: ['Something went wrong'] }, status: 201, token: null, message: '' } })
    await expect(session.getState().loadProfile()).rejects.toThrow('Something went wrong')
    expect(session.getState()).toMatchObject({ token: null, status: 'error' })
    expect(storage.getCookie('frontend_auth_token')).toBeUndefined()
  })

  it('logs out locally even when the API call fails', async () => {
    const { session, storage } = setup({ cookies: { frontend_auth_token: 'bearer-1' } })
    api.queue({ status: 500, text: 'boom', contentType: 'text/plain' })
    await session.getState().logout()
    expect(api.requests[0]?.path).toBe('/api/v1/user/logout')
    expect(session.getState().token).toBeNull()
    expect(storage.getCookie('frontend_auth_token')).toBeUndefined()
  })

  it('renames the profile in place', async () => {
    const { session } = setup({ cookies: { frontend_auth_token: 'b' } })
    api.queue({ json: signInReply }, { json: envelope({ name: 'Amina K.' }) })
    await session.getState().signIn({ email: 'a@b.co', password: 'secret1' })
    await session.getState().updateProfile('Amina K.')
    expect(api.requests[1]?.json).toEqual({ name: 'Amina K.' })
    expect(session.getState().profile?.name).toBe('Amina K.')
  })

  it('forgets the session after deleting the account', async () => {
    const { session } = setup({ cookies: { frontend_auth_token: 'b' } })
    api.queue({ json: envelope({ id: 4 }) })
    await session.getState().deleteAccount()
    expect(api.requests[0]).toMatchObject({ method: 'DELETE', path: '/api/v1/user/delete' })
    expect(session.getState().token).toBeNull()
  })

  it('passes the registration, verification and reset calls through', async () => {
    const { session } = setup()
    api.queue(
      { json: envelope('a@b.co') },
      { json: envelope({ id: 1, name: 'A' }) },
      { json: envelope('a@b.co') },
      { json: envelope('a@b.co') },
    )
    expect(await session.getState().signUp({ name: 'A', email: 'a@b.co', password: 'secret1' })).toBe(
      'a@b.co',
    )
    expect(await session.getState().verify({ email: 'a@b.co', code: '1234' })).toMatchObject({ id: 1 })
    expect(await session.getState().forgotPassword('a@b.co')).toBe('a@b.co')
    expect(
      await session.getState().resetPassword({ email: 'a@b.co', code: '1234', password: 'newpass' }),
    ).toBe('a@b.co')
    expect(api.requests.map((request) => request.path)).toEqual([
      '/api/v1/user/signup',
      '/api/v1/user/verify',
      '/api/v1/user/forgot-password',
      '/api/v1/user/update-password',
    ])
  })
})

describe('a session kept in an HttpOnly cookie', () => {
  it('is written by a server as an HttpOnly, Secure, Lax token cookie and a marker scripts can read', async () => {
    const { session, storage } = setup({}, 'server')
    api.queue({ json: signInReply })
    await session.getState().signIn({ email: 'amina@example.com', password: 'secret1' })
    expect(storage.cookies.get('frontend_auth_token')).toEqual({
      value: 'bearer-1',
      options: { path: '/', sameSite: 'lax', secure: true, httpOnly: true, maxAge: 31622400 },
    })
    expect(storage.cookies.get('frontend_signed_in')).toEqual({
      value: '1',
      options: { path: '/', sameSite: 'lax', secure: true, maxAge: 31622400 },
    })
    expect(session.getState()).toMatchObject({ token: 'bearer-1', signedIn: true })
  })

  it('holds the session of a social sign-in whose code the server exchanged, with the browser state', async () => {
    const { session, storage, client } = setup({}, 'server')
    api.queue({ json: signInReply })
    const { data } = await client.account.exchangeSocialCode({
      code: 'one-time-code-1234567890',
      state: 'state-of-browser',
    })
    session.getState().acceptSignIn(data)
    expect(api.requests[0]).toMatchObject({
      method: 'POST',
      path: '/api/v1/user/social-login/exchange',
      json: { code: 'one-time-code-1234567890', state: 'state-of-browser' },
    })
    expect(storage.cookies.get('frontend_auth_token')?.options.httpOnly).toBe(true)
    expect(selectIsLoggedIn(session.getState())).toBe(true)
  })

  it('holds no token in a browser page: signed in by the marker, the cookie travels by itself', async () => {
    const { session, storage } = setup({ cookies: { frontend_signed_in: '1' } }, 'browser')
    expect(session.getState()).toMatchObject({ token: null, signedIn: true })
    expect(selectIsLoggedIn(session.getState())).toBe(true)
    api.queue({ json: envelope({ id: 1, name: 'A', cart_count: 0, is_logged_in: true }) })
    await session.getState().loadProfile()
    expect(api.requests[0]?.headers.authorization).toBeUndefined()
    await expect(session.getState().signIn({ email: 'a@example.com', password: 'secret1' })).rejects.toThrow(
      /use the server/,
    )
    api.queue({ json: envelope(null) })
    await session.getState().logout()
    expect(api.requests.at(-1)?.path).toBe('/api/v1/user/logout')
    expect(storage.cookies.has('frontend_signed_in')).toBe(false)
    expect(selectIsLoggedIn(session.getState())).toBe(false)
  })

  it('follows the marker once the server signed the shopper in', () => {
    const { session, storage } = setup({}, 'browser')
    expect(session.getState().signedIn).toBe(false)
    storage.setCookie('frontend_signed_in', '1')
    syncSignedIn(session, storage)
    expect(session.getState().signedIn).toBe(true)
  })

  it('counts a session cookie the server saw even without the marker (set before it existed)', () => {
    const storage = memoryStorage()
    const session = createSessionStore({
      client: createClient({ baseURL: api.baseURL }),
      storage,
      keeper: browserKeeper(storage, { signedIn: true }),
    })
    syncSignedIn(session, storage)
    expect(selectIsLoggedIn(session.getState())).toBe(true)
  })
})
