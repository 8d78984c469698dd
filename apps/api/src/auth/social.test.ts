import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { firstRow } from '../db/openDb'
import { type TestServer, testServer } from '../test/testServer'
import { EMAIL_IN_USE } from './socialIdentity'

let server: TestServer
beforeAll(async () => {
  server = await testServer()
})

const origin = () => new URL(server.baseURL).origin
const cookieOf = (response: Response) => response.headers.get('set-cookie')?.split(';')[0] ?? ''

/** A browser starting a sandbox sign-in: its state cookie and the state the consent page carries. */
async function startSignIn(provider: 'google' | 'facebook' = 'google') {
  const start = await fetch(`${server.baseURL}user/social-login/redirect/${provider}`, { redirect: 'manual' })
  expect(start.status).toBe(302)
  const consent = new URL(start.headers.get('location') ?? '', origin())
  return { cookie: cookieOf(start), state: consent.searchParams.get('state') ?? '', consent }
}

/** The consent page's answer, as the browser of `browser` sends it: where the callback sends the browser. */
async function answer(
  browser: { cookie: string; state: string },
  typed: { email: string; name?: string },
  provider: 'google' | 'facebook' = 'google',
): Promise<URL> {
  const callback = new URL(`/api/v1/user/social-login/callback/${provider}`, origin())
  callback.search = new URLSearchParams({
    state: browser.state,
    name: typed.name ?? 'Sandbox Person',
    email: typed.email,
  }).toString()
  const done = await fetch(callback, { headers: { Cookie: browser.cookie }, redirect: 'manual' })
  expect(done.status).toBe(302)
  expect(done.headers.get('set-cookie') ?? '').not.toContain('frontend_auth_token')
  return new URL(done.headers.get('location') ?? '')
}

/** The storefront's server exchanging a code, with the state it read from the browser's cookie (or none). */
const exchange = (code: string, state?: string) =>
  server.json<{ token: string; user: { id: number; email: string } } | null>('user/social-login/exchange', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(state === undefined ? { code } : { code, state }),
  })

const userRow = (email: string) =>
  firstRow<Record<string, unknown>>(
    server.db,
    sql`SELECT id, name, email, password, verified, google_id, facebook_id, updated_at FROM users WHERE email = ${email}`,
  )

describe('sandbox social sign-in', () => {
  it('sends the browser back with a one-time code, never a token, which the same browser exchanges for a token', async () => {
    const browser = await startSignIn()
    const page = await fetch(browser.consent)
    expect(await page.text()).toContain('Sign in with Google')
    const target = await answer(browser, { email: 'grace@example.test', name: 'Grace Hopper' })
    expect(`${target.origin}${target.pathname}`).toBe(`${server.config.publicUrl}/social-callback`)
    expect([...target.searchParams.keys()]).toEqual(['code'])
    const exchanged = await exchange(target.searchParams.get('code') ?? '', browser.state)
    expect(exchanged.status).toBe(200)
    const token = exchanged.data?.token ?? ''
    const profile = await server.client({ token }).account.profile()
    // A sandbox identity: the typed address is not vouched for by anyone, so the account is not verified.
    expect(profile.data).toMatchObject({ email: 'grace@example.test', verified: 0, is_logged_in: true })
    // The same sandbox identity comes back to the same account.
    const again = await startSignIn()
    const second = await answer(again, { email: 'grace@example.test', name: 'G' })
    expect((await exchange(second.searchParams.get('code') ?? '', again.state)).data?.user.id).toBe(
      profile.data.id,
    )
  })

  it("does not sign in as an existing customer whose e-mail is typed, nor touches that customer's account", async () => {
    const before = await userRow('sara@customers.souk.test')
    const tokens = async () =>
      (
        await firstRow<{ n: number }>(
          server.db,
          sql`SELECT count(*)::int AS n FROM access_tokens WHERE user_id = ${before?.id}`,
        )
      )?.n
    const tokensBefore = await tokens()
    const browser = await startSignIn()
    const target = await answer(browser, { email: 'Sara@customers.souk.test' })
    expect(target.searchParams.get('code')).toBeNull()
    expect(target.searchParams.get('error')).toBe(EMAIL_IN_USE)
    expect(await userRow('sara@customers.souk.test')).toEqual(before)
    expect(await tokens()).toBe(tokensBefore)
  })

  it('leaves the password of someone who registered the address unproven unable to sign in (pre-hijack)', async () => {
    const victim = `prehijack-${Date.now()}@example.test`
    await server.client().account.signUp({ name: 'Attacker', email: victim, password: 'attackers-pw-1' })
    // The victim, later, signs in with the (sandbox) provider under their own address.
    const browser = await startSignIn()
    const target = await answer(browser, { email: victim })
    expect(target.searchParams.get('code')).toBeNull()
    const attempt = await server.json('user/signin', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '198.51.100.200' },
      body: JSON.stringify({ email: victim, password: 'attackers-pw-1' }),
    })
    expect(attempt.status).toBe(201)
    expect(attempt.data).not.toHaveProperty('token')
  })

  it("refuses a code exchanged with another browser's state or with none (login CSRF), and uses a code once", async () => {
    const victim = await startSignIn()
    const attacker = await startSignIn()
    const target = await answer(attacker, { email: 'attacker-csrf@example.test' })
    const code = target.searchParams.get('code') ?? ''
    for (const state of [victim.state, undefined]) {
      const refused = await exchange(code, state)
      expect(refused.status).toBe(201)
      expect(refused.data).not.toHaveProperty('token')
      expect(refused.message).toMatch(/started in another browser/)
    }
    // The state cookie of another browser does not help either.
    const withCookie = await server.json('user/social-login/exchange', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: victim.cookie },
      body: JSON.stringify({ code }),
    })
    expect(withCookie.status).toBe(201)
    // The browser that started it may exchange it (here through its state cookie), once.
    const used = await server.raw('user/social-login/exchange', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: attacker.cookie },
      body: JSON.stringify({ code }),
    })
    expect(((await used.json()) as { status: number }).status).toBe(200)
    expect(used.headers.get('set-cookie')).toMatch(/souk_social_state=;/)
    expect((await exchange(code, attacker.state)).status).toBe(201)
  })

  it('refuses a code after its two minutes', async () => {
    const browser = await startSignIn('facebook')
    const code =
      (await answer(browser, { email: 'late@example.test' }, 'facebook')).searchParams.get('code') ?? ''
    await server.db.execute(
      sql`UPDATE access_tokens SET expires_at = now() - interval '1 second' WHERE name = 'social_code'`,
    )
    expect((await exchange(code, browser.state)).status).toBe(201)
  })

  it('refuses a callback without the state of the browser that started it, a denial, and a disabled provider', async () => {
    const callback = `${server.baseURL}user/social-login/callback/facebook?state=forged-state-123&name=X&email=x@example.test`
    const forged = await fetch(callback, {
      redirect: 'manual',
      headers: { Cookie: 'souk_social_state=other-state-1' },
    })
    expect(new URL(forged.headers.get('location') ?? '').searchParams.get('error')).toMatch(/try again/)
    const browser = await startSignIn('facebook')
    const denied = await fetch(
      `${server.baseURL}user/social-login/callback/facebook?state=${browser.state}&error=access_denied`,
      { redirect: 'manual', headers: { Cookie: browser.cookie } },
    )
    expect(new URL(denied.headers.get('location') ?? '').searchParams.get('error')).toBe(
      'You cancelled the sign-in.',
    )
    await server.db.execute(sql`UPDATE settings SET facebook_login = 0`)
    try {
      const off = await fetch(`${server.baseURL}user/social-login/redirect/facebook`, { redirect: 'manual' })
      expect(new URL(off.headers.get('location') ?? '').searchParams.get('error')).toBe(
        'This sign-in method is not available.',
      )
    } finally {
      await server.db.execute(sql`UPDATE settings SET facebook_login = 1`)
    }
    const unknown = await fetch(`${server.baseURL}user/social-login/redirect/myspace`, { redirect: 'manual' })
    expect(new URL(unknown.headers.get('location') ?? '').searchParams.get('error')).toBeTruthy()
  })
})
