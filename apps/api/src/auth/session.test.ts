import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { firstRow } from '../db/openDb'
import { hashToken } from '../http/identity'
import { createCustomer } from '../test/fixtures'
import { type TestServer, testServer } from '../test/testServer'

let server: TestServer
beforeAll(async () => {
  server = await testServer()
})

/** A request as a browser on the shop's origin makes it, carrying the HttpOnly session cookie. */
const fromShop = (token: string, headers: Record<string, string> = {}) => ({
  headers: { Cookie: `frontend_auth_token=${token}`, 'Sec-Fetch-Site': 'same-origin', ...headers },
})

const profileOf = async (init: RequestInit) =>
  (await (await server.raw('user/profile', init)).json()) as {
    status: number
    token: string | null
    data: { id?: number; is_logged_in?: boolean } | null
  }

const setCookies = (response: Response) => response.headers.getSetCookie()

describe('the session cookie of a browser on the shop’s origin', () => {
  it('authenticates a same-origin request that sends no Authorization header', async () => {
    const customer = await createCustomer(server.db)
    const same = await profileOf(fromShop(customer.token))
    expect(same.data).toMatchObject({ id: customer.userId, is_logged_in: true })
    const typed = await profileOf(fromShop(customer.token, { 'Sec-Fetch-Site': 'none' }))
    expect(typed.data).toMatchObject({ id: customer.userId })
    const shopOrigin = await profileOf(fromShop(customer.token, { Origin: server.config.publicUrl }))
    expect(shopOrigin.data).toMatchObject({ id: customer.userId })
  })

  it('is ignored on a request another site makes (CSRF), and when an Authorization header is sent', async () => {
    const customer = await createCustomer(server.db)
    const foreign: Record<string, string>[] = [
      { 'Sec-Fetch-Site': 'cross-site' },
      { 'Sec-Fetch-Site': 'same-site' },
      { Origin: 'http://evil.test' },
      { Origin: 'null' },
      { Authorization: 'Bearer not-a-valid-token-at-all' },
    ]
    for (const headers of foreign) {
      const answer = await profileOf(fromShop(customer.token, headers))
      expect(answer.data?.id, JSON.stringify(headers)).toBeUndefined()
    }
  })

  it('is expired, with its marker, by sign-out, by account deletion and when its token is stale', async () => {
    const leaving = await createCustomer(server.db)
    const logout = await server.raw('user/logout', fromShop(leaving.token))
    expect(((await logout.json()) as { status: number }).status).toBe(200)
    const expired = setCookies(logout)
    expect(expired).toEqual([
      expect.stringMatching(/^frontend_auth_token=; Path=\/; Max-Age=0; .*SameSite=Lax; HttpOnly$/),
      expect.stringMatching(/^frontend_signed_in=; Path=\/; Max-Age=0; /),
    ])
    const stale = await server.raw('user/profile', fromShop(leaving.token))
    expect(setCookies(stale)).toEqual(
      expired.map((cookie) => expect.stringContaining(cookie.split(';')[0] ?? '')),
    )
    const deleting = await createCustomer(server.db)
    const deleted = await server.raw('user/delete', { method: 'DELETE', ...fromShop(deleting.token) })
    expect(((await deleted.json()) as { status: number }).status).toBe(200)
    expect(setCookies(deleted)[0]).toMatch(/^frontend_auth_token=; Path=\/; Max-Age=0/)
    // A bearer token in the Authorization header gets no cookie, as before.
    const bearer = await createCustomer(server.db)
    const headerLogout = await server.raw('user/logout', {
      headers: { Authorization: `Bearer ${bearer.token}` },
    })
    expect(setCookies(headerLogout)).toEqual([])
  })

  it('carries a refreshed token as the cookie, never in the envelope', async () => {
    const customer = await createCustomer(server.db)
    await server.db.execute(
      sql`UPDATE access_tokens SET expires_at = now() + interval '30 seconds'
          WHERE token_hash = ${hashToken(customer.token)}`,
    )
    const response = await server.raw('user/update-profile', {
      method: 'POST',
      headers: { ...fromShop(customer.token).headers, 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Refreshed Name' }),
    })
    const body = (await response.json()) as { status: number; token: string | null }
    expect(body).toMatchObject({ status: 200, token: null })
    const [auth, marker] = setCookies(response)
    expect(auth).toMatch(
      /^frontend_auth_token=[\w-]{40,}; Path=\/; Max-Age=31622400; .*SameSite=Lax; HttpOnly$/,
    )
    expect(marker).toMatch(/^frontend_signed_in=1; Path=\/; Max-Age=31622400; /)
    const refreshed = /^frontend_auth_token=([\w-]+);/.exec(auth ?? '')?.[1] ?? ''
    const row = await firstRow<{ user_id: number }>(
      server.db,
      sql`SELECT user_id FROM access_tokens WHERE token_hash = ${hashToken(refreshed)}`,
    )
    expect(row?.user_id).toBe(customer.userId)
  })
})
