/**
 * Attacks on account takeover and lock-out, as a stranger would run them against the default setup. Each test
 * reproduces a finding of the security review (issue 12) and fails on the code before the fix. Clients are real
 * sockets from distinct loopback addresses (`requestFrom`), so no header needs to be believed; "strangers" reach
 * the server through a reverse proxy, as they would in production.
 */
import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { firstRow } from '../db/openDb'
import { DEV_TOKEN_COOKIE, DEV_TOKEN_HEADER } from '../http/devGuard'
import { createCustomer } from '../test/fixtures'
import { postFrom, requestFrom } from '../test/fromAddress'
import { serveForTests, type TestServer, testServer } from '../test/testServer'

let server: TestServer
/** The same API behind a reverse proxy on this machine (127.0.0.1 trusted), opened also by a dev token. */
let proxied: TestServer
const PASSWORD = 'correct-horse-1'
const DEV_TOKEN = 'a-long-development-token-of-the-shop-owner'

beforeAll(async () => {
  server = await testServer()
  proxied = await serveForTests(
    server.db,
    { ...server.config, trustedProxies: ['127.0.0.1'], devToken: DEV_TOKEN },
    { responseCache: false },
  )
})

/** The envelope of a raw reply. */
type Reply = { status: number; message: string; data: unknown }

/** A stranger on the internet, seen through the proxy on this machine. */
const STRANGER = { 'X-Forwarded-For': '203.0.113.50' }

describe('the development helpers, against strangers', () => {
  it('never show a stranger the reset code of a customer, so forgot-password cannot take an account over', async () => {
    await postFrom('127.0.0.20', `${server.baseURL}user/forgot-password`, {
      email: 'noah@customers.souk.test',
    })
    // Through a reverse proxy that the API does not trust: the request is not this machine's.
    const throughUntrustedProxy = await requestFrom(
      '127.0.0.1',
      `${server.baseURL}dev/mailbox?to=noah@customers.souk.test`,
      { headers: STRANGER },
    )
    expect(throughUntrustedProxy.status).toBe(403)
    expect(throughUntrustedProxy.text).not.toMatch(/code is \d+/)
    // Through the trusted proxy, as a stranger: refused; the page too.
    for (const path of ['dev/mailbox?to=noah@customers.souk.test', 'dev/mailbox/page']) {
      const reply = await requestFrom('127.0.0.1', `${proxied.baseURL}${path}`, { headers: STRANGER })
      expect(reply.status, path).toBe(403)
      expect(reply.text).not.toMatch(/code is \d+/)
    }
    // The shop owner on the machine itself reads it.
    const local = await requestFrom('127.0.0.1', `${server.baseURL}dev/mailbox?to=noah@customers.souk.test`)
    expect(local.status).toBe(200)
    expect(local.text).toMatch(/code is \d{6}/)
  })

  it('open to a stranger who holds SOUK_DEV_TOKEN, by header or cookie, and to nobody with a wrong one', async () => {
    const url = `${proxied.baseURL}dev/mailbox?to=noah@customers.souk.test`
    const byHeader = await requestFrom('127.0.0.1', url, {
      headers: { ...STRANGER, [DEV_TOKEN_HEADER]: DEV_TOKEN },
    })
    expect(byHeader.status).toBe(200)
    const byCookie = await requestFrom('127.0.0.1', url, {
      headers: { ...STRANGER, Cookie: `${DEV_TOKEN_COOKIE}=${DEV_TOKEN}` },
    })
    expect(byCookie.status).toBe(200)
    const wrong = await requestFrom('127.0.0.1', url, {
      headers: { ...STRANGER, [DEV_TOKEN_HEADER]: `${DEV_TOKEN.slice(0, -1)}x` },
    })
    expect(wrong.status).toBe(403)
  })

  it('refuse a stranger the payment and sign-in sandboxes', async () => {
    for (const path of [
      'sandbox/pay/sbx_000000000000000000000000',
      'sandbox/consent/google?state=abcdefghijklmnop',
      'user/social-login/redirect/google',
      'user/social-login/callback/google?state=abcdefghijklmnop&name=Sara&email=sara@customers.souk.test',
    ]) {
      const reply = await requestFrom('127.0.0.1', `${proxied.baseURL}${path}`, { headers: STRANGER })
      expect(reply.status, path).toBe(403)
      expect(reply.headers['set-cookie'], path).toBeUndefined()
    }
  })
})

describe('sign-in limits, against strangers', () => {
  it('let the customer sign in after a stranger’s fifty junk sign-ins from another address', async () => {
    for (let index = 0; index < 50; index++) {
      const junk = await postFrom('127.0.0.21', `${server.baseURL}user/signin`, {
        email: `nobody${index}@example.test`,
        password: 'whatever-1',
      })
      expect(junk.json<Reply>().status).toBe(201)
    }
    const refused = await postFrom('127.0.0.21', `${server.baseURL}user/signin`, {
      email: 'nobody@example.test',
      password: 'whatever-1',
    })
    expect(refused.json<Reply>().message).toMatch(/^Too many attempts/)
    const { email } = await createCustomer(server.db, 'Junk Survivor', PASSWORD)
    const customer = await postFrom('127.0.0.22', `${server.baseURL}user/signin`, {
      email,
      password: PASSWORD,
    })
    expect(customer.json<Reply>()).toMatchObject({ status: 200, message: 'You are signed in.' })
  })

  it('ignore X-Forwarded-For from a client the API does not trust: rotating it lifts no limit', async () => {
    let last: Reply | undefined
    for (let index = 0; index < 51; index++) {
      const reply = await postFrom(
        '127.0.0.23',
        `${server.baseURL}user/signin`,
        { email: `rotating${index}@example.test`, password: 'whatever-1' },
        { 'X-Forwarded-For': `198.51.100.${index}` },
      )
      last = reply.json<Reply>()
    }
    expect(last?.message).toMatch(/^Too many attempts/)
  })

  it('believe X-Forwarded-For from a trusted proxy, so shoppers behind it do not share one limit', async () => {
    for (let index = 0; index < 50; index++) {
      await postFrom(
        '127.0.0.1',
        `${proxied.baseURL}user/signin`,
        { email: `proxied${index}@example.test`, password: 'whatever-1' },
        { 'X-Forwarded-For': '198.51.100.200' },
      )
    }
    const other = await postFrom(
      '127.0.0.1',
      `${proxied.baseURL}user/signin`,
      { email: (await createCustomer(server.db, 'Behind Proxy', PASSWORD)).email, password: PASSWORD },
      { 'X-Forwarded-For': '198.51.100.201' },
    )
    expect(other.json<Reply>()).toMatchObject({ status: 200 })
  })

  it('keep a customer’s account open to them while a stranger is locked out of it', async () => {
    const { email } = await createCustomer(server.db, 'Locked Out', PASSWORD)
    for (let attempt = 0; attempt < 10; attempt++) {
      const wrong = await postFrom('127.0.0.24', `${server.baseURL}user/signin`, {
        email,
        password: 'guess-123',
      })
      expect(wrong.json<Reply>().message).toBe('The e-mail address or the password is wrong.')
    }
    // The stranger who failed is refused from now on, even with the right password…
    const stranger = await postFrom('127.0.0.24', `${server.baseURL}user/signin`, {
      email,
      password: PASSWORD,
    })
    expect(stranger.json<Reply>().message).toMatch(/^Too many attempts/)
    // …and the customer, on their own device, signs in.
    const customer = await postFrom('127.0.0.25', `${server.baseURL}user/signin`, {
      email,
      password: PASSWORD,
    })
    expect(customer.json<Reply>()).toMatchObject({ status: 200 })
    // Each further client gets one try at the locked account, not more.
    const second = await postFrom('127.0.0.26', `${server.baseURL}user/signin`, {
      email,
      password: 'guess-456',
    })
    expect(second.json<Reply>().message).toBe('The e-mail address or the password is wrong.')
    const again = await postFrom('127.0.0.26', `${server.baseURL}user/signin`, {
      email,
      password: 'guess-789',
    })
    expect(again.json<Reply>().message).toMatch(/^Too many attempts/)
  })
})

describe('codes, against guessing', () => {
  /** Signs an address up from `from` and returns the mailed code. */
  async function signUp(from: string, email: string): Promise<string> {
    await postFrom(from, `${server.baseURL}user/signup`, {
      name: 'Race Test',
      email,
      password: 'secret-pass',
    })
    const mail = await firstRow<{ text: string }>(
      server.db,
      sql`SELECT text FROM mail_outbox WHERE "to" = ${email} ORDER BY id DESC LIMIT 1`,
    )
    const code = /code is (\d+)/.exec(mail?.text ?? '')?.[1] ?? ''
    return code
  }

  it('mails six-digit codes', async () => {
    expect(await signUp('127.0.0.27', 'six.digits@example.test')).toMatch(/^\d{6}$/)
  })

  it('evaluate five tries of a code, no more, when three hundred wrong codes arrive at once', async () => {
    const email = 'race@example.test'
    const code = await signUp('127.0.0.28', email)
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0')
    // Ten clients, thirty tries each (the per-client limit): three hundred requests in flight together.
    const replies = await Promise.all(
      Array.from({ length: 300 }, (_, index) =>
        postFrom(`127.0.1.${(index % 10) + 1}`, `${server.baseURL}user/verify`, { email, code: wrong }),
      ),
    )
    const messages = replies.map((reply) => reply.json<Reply>().message)
    const evaluated = messages.filter((message) => message.startsWith('The code is invalid'))
    expect(evaluated).toHaveLength(5)
    expect(
      messages.filter((message) => message === 'Too many wrong codes. Please ask for a new one.'),
    ).toHaveLength(295)
    const row = await firstRow<{ attempts: number }>(
      server.db,
      sql`SELECT attempts FROM verification_codes WHERE email = ${email} ORDER BY id DESC LIMIT 1`,
    )
    expect(row?.attempts).toBe(5)
    // The right code is dead too.
    const right = await postFrom('127.0.0.29', `${server.baseURL}user/verify`, { email, code })
    expect(right.json<Reply>().message).toBe('Too many wrong codes. Please ask for a new one.')
  })
})
