import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { firstRow } from '../db/openDb'
import { ApiError } from '../http/envelope'
import { createCustomer } from '../test/fixtures'
import { type TestServer, testServer } from '../test/testServer'
import { hashPassword, verifyPassword } from './password'
import { EMAIL_IN_USE, type ProviderAnswer, resolveSocialSignIn } from './socialIdentity'

let server: TestServer
beforeAll(async () => {
  server = await testServer()
})

let counter = 0
const unique = () => `${Date.now().toString(36)}-${++counter}`

/** A provider's answer about a person, e-mail verified or not. */
const answerFor = (email: string, emailVerified: boolean): ProviderAnswer => ({
  id: `provider-${unique()}`,
  email,
  emailVerified,
  name: 'Provider Person',
})

const resolve = (answer: ProviderAnswer, provider: 'google' | 'facebook' = 'google') =>
  server.db.transaction((tx) => resolveSocialSignIn(tx, provider, answer))

const userOf = (id: number) =>
  firstRow<{
    password: string | null
    verified: number
    google_id: string | null
    facebook_id: string | null
  }>(server.db, sql`SELECT password, verified, google_id, facebook_id FROM users WHERE id = ${id}`)

const tokensOf = async (id: number) =>
  (
    await firstRow<{ n: number }>(
      server.db,
      sql`SELECT count(*)::int AS n FROM access_tokens WHERE user_id = ${id}`,
    )
  )?.n

describe('the rule of social sign-in', () => {
  it('signs an identity known by its provider id in as its customer', async () => {
    const answer = answerFor(`known-${unique()}@example.test`, false)
    const created = await resolve(answer)
    expect(created.outcome).toBe('created')
    expect(await resolve({ ...answer, email: 'another-address@example.test' })).toEqual({
      userId: created.userId,
      outcome: 'signed-in',
    })
  })

  it('creates an unverified customer for an unverified e-mail nobody uses, and a verified one for a verified e-mail', async () => {
    const unverified = await resolve(answerFor(`new-${unique()}@example.test`, false))
    expect((await userOf(unverified.userId))?.verified).toBe(0)
    const verified = await resolve(answerFor(`new-${unique()}@example.test`, true), 'facebook')
    expect(await userOf(verified.userId)).toMatchObject({ verified: 1, password: null })
  })

  it('refuses an unverified provider e-mail that an account already uses, and leaves the account alone', async () => {
    const customer = await createCustomer(server.db)
    const before = await userOf(customer.userId)
    const refused = resolve(answerFor(customer.email.toUpperCase(), false))
    await expect(refused).rejects.toBeInstanceOf(ApiError)
    await expect(refused).rejects.toThrow(EMAIL_IN_USE)
    expect(await userOf(customer.userId)).toEqual(before)
  })

  it('links a verified provider e-mail to the verified account that uses it, keeping its password and tokens', async () => {
    const customer = await createCustomer(server.db)
    const password = await hashPassword('the-owners-password')
    await server.db.execute(sql`UPDATE users SET password = ${password} WHERE id = ${customer.userId}`)
    const answer = answerFor(customer.email, true)
    expect(await resolve(answer)).toEqual({ userId: customer.userId, outcome: 'linked' })
    expect(await userOf(customer.userId)).toMatchObject({ google_id: answer.id, password, verified: 1 })
    expect(await tokensOf(customer.userId)).toBe(1)
  })

  it('resets an unverified account before linking: the password of whoever registered it no longer signs in', async () => {
    // The attacker registers the victim's address and never verifies it.
    const victim = `victim-${unique()}@example.test`
    const signUp = await server
      .client()
      .account.signUp({ name: 'Attacker', email: victim, password: 'attackers-pw-1' })
    expect(signUp.status).toBe(200)
    const account = await firstRow<{ id: number; password: string }>(
      server.db,
      sql`SELECT id, password FROM users WHERE email = ${victim}`,
    )
    expect(await verifyPassword(account?.password, 'attackers-pw-1')).toBe(true)
    await server.db.execute(
      sql`INSERT INTO access_tokens (user_id, name, token_hash, expires_at)
          VALUES (${account?.id}, 'user', ${`attacker-${unique()}`}, now() + interval '1 day')`,
    )
    // The victim signs in with a provider that vouches for the address.
    const answer = answerFor(victim, true)
    expect(await resolve(answer)).toEqual({ userId: account?.id, outcome: 'reset-and-linked' })
    expect(await userOf(account?.id ?? 0)).toEqual({
      password: null,
      verified: 1,
      google_id: answer.id,
      facebook_id: null,
    })
    expect(await tokensOf(account?.id ?? 0)).toBe(0)
    const attempt = await server.json('user/signin', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `198.51.100.${counter}` },
      body: JSON.stringify({ email: victim, password: 'attackers-pw-1' }),
    })
    expect(attempt.status).toBe(201)
    expect(attempt.message).toBe('The e-mail address or the password is wrong.')
  })

  it('drops the links of an account made from an unverified e-mail once someone proves the address by code', async () => {
    const address = `claimed-${unique()}@example.test`
    const sandbox = answerFor(address, false)
    const { userId } = await resolve(sandbox)
    // While the owner has registered a password but not yet proven the address, the identity waits.
    await server.client().account.signUp({ name: 'Owner', email: address, password: 'owners-pw-12' })
    await expect(resolve(sandbox)).rejects.toThrow(EMAIL_IN_USE)
    const mail = await firstRow<{ text: string }>(
      server.db,
      sql`SELECT text FROM mail_outbox WHERE "to" = ${address} ORDER BY id DESC LIMIT 1`,
    )
    const code = /code is (\d{6})/.exec(mail?.text ?? '')?.[1] ?? ''
    expect((await server.client().account.verify({ email: address, code })).status).toBe(200)
    expect(await userOf(userId)).toMatchObject({ verified: 1, google_id: null })
    // The sandbox identity no longer reaches the owner's account: the address is now refused to it.
    await expect(resolve(sandbox)).rejects.toThrow(EMAIL_IN_USE)
  })
})
