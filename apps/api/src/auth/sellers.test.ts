import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { firstRow } from '../db/openDb'
import { snapshot } from '../test/fixtures'
import { type TestServer, testServer } from '../test/testServer'

let server: TestServer
beforeAll(async () => {
  server = await testServer()
})

/** The last code mailed to an address. */
async function mailedCode(address: string): Promise<string> {
  const mail = await firstRow<{ text: string }>(
    server.db,
    sql`SELECT text FROM mail_outbox WHERE "to" = ${address} ORDER BY id DESC LIMIT 1`,
  )
  return /code is (\d{6})/.exec(mail?.text ?? '')?.[1] ?? ''
}

describe('seller/signup and seller/verify', () => {
  it('registers a vendor, mails a code, and verifies it; a second namesake gets another username', async () => {
    const client = server.client()
    const signed = await client.account.sellerSignUp({
      name: 'Karim Benali',
      email: 'Karim@Sellers.test',
      store_name: 'Karim’s Corner',
      password: 'vendor-pass',
    })
    expect(signed.data).toBe('karim@sellers.test')
    await client.account.sellerSignUp({
      name: 'Karim Haddad',
      email: 'karim.h@sellers.test',
      store_name: 'Haddad Home',
      password: 'vendor-pass',
    })
    const usernames = await firstRow<{ a: string; b: string }>(
      server.db,
      sql`SELECT (SELECT username FROM admins WHERE email = 'karim@sellers.test') AS a,
          (SELECT username FROM admins WHERE email = 'karim.h@sellers.test') AS b`,
    )
    expect(usernames).toEqual({ a: 'karim', b: 'karim2' })
    const mailed = await mailedCode('karim@sellers.test')
    await expect(
      client.account.sellerVerify({
        email: 'karim@sellers.test',
        code: mailed === '000000' ? '000001' : '000000',
      }),
    ).rejects.toMatchObject({
      messages: ['The code is invalid or has expired. Please ask for a new one.'],
    })
    const verified = await client.account.sellerVerify({
      email: 'karim@sellers.test',
      code: mailed,
    })
    expect(verified.data).toMatchObject({ name: 'Karim Benali', username: 'karim', verified: 1 })
    expect(verified.data).not.toHaveProperty('password')
    await expect(
      client.account.sellerSignUp({
        name: 'K',
        email: 'karim@sellers.test',
        store_name: 'X',
        password: 'vendor-pass',
      }),
    ).rejects.toMatchObject({ messages: ['This e-mail address is already registered.'] })
  })

  it('refuses bad input and closed registration', async () => {
    const before = await snapshot(server.db)
    for (const body of [
      { name: 'A', email: 'a@b.test', password: 'short1', store_name: '' },
      { name: 'A', email: 'not-mail', password: 'long-enough', store_name: 'S' },
      { name: 'A', email: 'a@b.test', password: '123', store_name: 'S' },
    ]) {
      const reply = await server.json('seller/signup', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      })
      expect(reply.status).toBe(201)
    }
    await server.db.execute(sql`UPDATE settings SET vendor_registration = 0`)
    try {
      await expect(
        server
          .client()
          .account.sellerSignUp({ name: 'A', email: 'a@b.test', store_name: 'S', password: 'long-enough' }),
      ).rejects.toMatchObject({ messages: ['Seller registration is closed at the moment.'] })
    } finally {
      await server.db.execute(sql`UPDATE settings SET vendor_registration = 1`)
    }
    expect(await snapshot(server.db)).toEqual(before)
  })
})
