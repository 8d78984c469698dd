import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { firstRow } from '../db/openDb'
import { createCustomer, guestToken, snapshot } from '../test/fixtures'
import { type TestServer, testServer } from '../test/testServer'

let server: TestServer
beforeAll(async () => {
  server = await testServer()
})

const home = {
  name: 'Amira Saleh',
  email: 'amira@example.test',
  phone: '+20 (2) 555-0199',
  country: 'eg',
  state: 'C',
  city: 'Cairo',
  zip: '11511',
  address_1: '12 Nile Street',
  address_2: 'Flat 4',
  delivery_instruction: 'Ring twice',
}

describe('addresses', () => {
  it('creates addresses, makes the first the default, and names the guest after it', async () => {
    const token = guestToken()
    const client = server.client({ guestToken: token })
    const created = await client.addresses.save(home)
    expect(created.message).toBe('Address created')
    expect(created.data).toMatchObject({
      ...home,
      country: 'EG',
      default: 1,
      user_id: null,
      user_token: token,
    })
    const second = await client.addresses.save({ ...home, address_1: '99 Corniche', address_2: null })
    expect(second.data).toMatchObject({ default: 2, address_2: null })
    const guest = await firstRow<{ name: string; email: string; default_address: number }>(
      server.db,
      sql`SELECT name, email, default_address FROM guest_users WHERE user_token = ${token}`,
    )
    expect(guest).toEqual({
      name: 'Amira Saleh',
      email: 'amira@example.test',
      default_address: created.data.id,
    })
    const list = await client.addresses.all()
    expect(list.data.total).toBe(2)
    expect(list.data.per_page).toBe(25)
    expect(list.data.data.map((row) => row.id)).toEqual([second.data.id, created.data.id])
    expect(list.data.data[0]).toMatchObject({ created: expect.stringMatching(/^\d\d:\d\d [ap]m, /) })
    expect(list.data.data[0]?.guest_user).toMatchObject({ user_token: token, name: 'Amira Saleh' })
    const searched = await client.addresses.all({ q: 'corniche' })
    expect(searched.data.data.map((row) => row.id)).toEqual([second.data.id])
  })

  it('updates only the fields given, and only the shopper’s own address', async () => {
    const token = guestToken()
    const client = server.client({ guestToken: token })
    const { data: address } = await client.addresses.save(home)
    const updated = await client.addresses.save({
      id: address.id,
      name: '',
      email: 'new@example.test',
      phone: '',
      country: '',
      city: 'Giza',
      zip: '',
      address_1: '',
    })
    expect(updated.message).toBe('Address updated')
    expect(updated.data).toMatchObject({ ...home, country: 'EG', city: 'Giza', email: 'new@example.test' })
    const stranger = server.client({ guestToken: guestToken() })
    const before = await snapshot(server.db)
    await expect(stranger.addresses.save({ ...home, id: address.id })).rejects.toMatchObject({
      messages: ['No address found.'],
    })
    await expect(stranger.addresses.remove(address.id)).rejects.toMatchObject({
      messages: ['No address found.'],
    })
    expect((await stranger.addresses.all()).data.total).toBe(0)
    expect(await snapshot(server.db)).toEqual(before)
  })

  it('keeps the addresses of a customer apart from their guest token', async () => {
    const customer = await createCustomer(server.db, 'Omar Farouk')
    const token = guestToken()
    const signedIn = server.client({ token: customer.token, guestToken: token })
    const { data } = await signedIn.addresses.save(home)
    expect(data).toMatchObject({ user_id: customer.userId, user_token: null, default: 1 })
    expect((await server.client({ guestToken: token }).addresses.all()).data.total).toBe(0)
    const list = await signedIn.addresses.all()
    expect(list.data.data[0]?.user).toEqual({
      id: customer.userId,
      name: 'Omar Farouk',
      email: customer.email,
    })
    const user = await firstRow<{ default_address: number }>(
      server.db,
      sql`SELECT default_address FROM users WHERE id = ${customer.userId}`,
    )
    expect(user?.default_address).toBe(data.id)
  })

  it('deletes an address unless an order ships to it', async () => {
    const token = guestToken()
    const client = server.client({ guestToken: token })
    const { data: used } = await client.addresses.save(home)
    const { data: spare } = await client.addresses.save({ ...home, address_1: '5 Spare Road' })
    await server.db.execute(
      sql`INSERT INTO orders ("order", order_method, currency, user_token, user_address_id)
          VALUES (${`ADDR-${token}`}, 2, 'USD', ${token}, ${used.id})`,
    )
    const before = await snapshot(server.db)
    await expect(client.addresses.remove(used.id)).rejects.toMatchObject({
      messages: ['This address is used by an order, so it cannot be deleted.'],
    })
    expect(await snapshot(server.db)).toEqual(before)
    const removed = await client.addresses.remove(spare.id)
    expect(removed).toMatchObject({
      message: 'Address deleted.',
      data: { id: spare.id, address_1: '5 Spare Road' },
    })
    expect((await client.addresses.all()).data.total).toBe(1)
  })

  it('clears the default when the default address is deleted', async () => {
    const token = guestToken()
    const client = server.client({ guestToken: token })
    const { data } = await client.addresses.save(home)
    await client.addresses.remove(data.id)
    const guest = await firstRow<{ default_address: number | null }>(
      server.db,
      sql`SELECT default_address FROM guest_users WHERE user_token = ${token}`,
    )
    expect(guest?.default_address).toBeNull()
  })

  it('refuses bad addresses with 201 messages and writes nothing', async () => {
    const token = guestToken()
    const before = await snapshot(server.db)
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ ...home, name: undefined }, /The name field is required/],
      [{ ...home, phone: '12' }, /The phone field must have 6 to 20 digits/],
      [{ ...home, phone: 'call me maybe' }, /The phone field must have 6 to 20 digits/],
      [{ ...home, country: 'EGY' }, /two-letter country code/],
      [{ ...home, country: 'ZZ' }, /must be a known country/],
      [{ ...home, email: 'not-an-email' }, /valid e-mail/],
      [{ ...home, city: 'x'.repeat(10_000) }, /The city field must be at most 120 characters/],
      [{ ...home, zip: 12345 }, /The zip field must be text/],
      [{ ...home, id: 'abc' }, /The id field must be a number/],
      [{ ...home, id: 2147483647 }, /No address found/],
    ]
    for (const [body, message] of cases) {
      const reply = await server.json('user/address/action', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ ...body, user_token: token }),
      })
      expect(reply.status, JSON.stringify(body).slice(0, 60)).toBe(201)
      expect(reply.data.form?.join(' ')).toMatch(message)
    }
    const malformed = await server.json('user/address/action', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"name":',
    })
    expect(malformed.status).toBe(201)
    const anonymous = await server.json('user/address/all')
    expect(anonymous.data.form).toEqual(['Please sign in or send your guest token.'])
    const badSort = await server.json(`user/address/all?user_token=${token}&orderby=password&type=asc`)
    expect(badSort.status).toBe(201)
    expect(await snapshot(server.db)).toEqual(before)
  })
})
