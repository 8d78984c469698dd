import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { firstRow } from '../db/openDb'
import { createCustomer } from '../test/fixtures'
import { type TestServer, testServer } from '../test/testServer'
import {
  accountById,
  customerByEmail,
  insertCustomer,
  markVerified,
  updateCustomer,
  usernamesLike,
} from './queries'

let server: TestServer
beforeAll(async () => {
  server = await testServer()
})

describe('the accounts queries', () => {
  it('read an account with its times as PostgreSQL writes them: UTC with microseconds, as the answers always had them', async () => {
    const { userId, email } = await createCustomer(server.db, 'Nour Queries')
    const account = await accountById(server.db, userId)
    expect(account).toMatchObject({ id: userId, name: 'Nour Queries', email, verified: 1 })
    expect(account?.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/)
    expect(Object.keys(account ?? {})).toEqual([
      'id',
      'name',
      'email',
      'google_id',
      'facebook_id',
      'verified',
      'default_address',
      'phone',
      'viewed',
      'created_at',
      'updated_at',
    ])
    expect(account).not.toHaveProperty('password')
  })

  it('insert an unverified customer, change it with a fresh updated_at, and find it by address', async () => {
    const email = 'queries-new@example.test'
    await insertCustomer(server.db, { name: 'Sami', email, password: 'hash' })
    const created = await customerByEmail(server.db, email)
    expect(created).toMatchObject({ name: 'Sami', email, password: 'hash', verified: 0 })
    if (!created) throw new Error('no customer')
    await server.db.execute(
      sql`UPDATE users SET updated_at = now() - interval '1 day' WHERE id = ${created.id}`,
    )
    await updateCustomer(server.db, created.id, { name: 'Sami B.' })
    const row = await firstRow<{ name: string; fresh: boolean }>(
      server.db,
      sql`SELECT name, updated_at > now() - interval '1 minute' AS fresh FROM users WHERE id = ${created.id}`,
    )
    expect(row).toEqual({ name: 'Sami B.', fresh: true })
  })

  it('drop the provider links of an address that was not proven when it is verified, and keep those of a proven one', async () => {
    const unproven = 'queries-unproven@example.test'
    await insertCustomer(server.db, { name: 'Unproven', email: unproven, password: 'hash' })
    await server.db.execute(sql`UPDATE users SET google_id = 'g-unproven' WHERE email = ${unproven}`)
    const proven = await createCustomer(server.db, 'Proven')
    await server.db.execute(sql`UPDATE users SET google_id = 'g-proven' WHERE id = ${proven.userId}`)
    const before = await customerByEmail(server.db, unproven)
    if (!before) throw new Error('no customer')
    await markVerified(server.db, before.id)
    await markVerified(server.db, proven.userId)
    expect(await accountById(server.db, before.id)).toMatchObject({ verified: 1, google_id: null })
    expect(await accountById(server.db, proven.userId)).toMatchObject({ verified: 1, google_id: 'g-proven' })
  })

  it('list the usernames a new vendor would collide with, other addresses only', async () => {
    await server.db.execute(
      sql`INSERT INTO admins (name, username, email, password, role, verified, active) VALUES
            ('Q', 'querist', 'querist@example.test', NULL, 'vendor', 1, 1),
            ('Q', 'querist2', 'querist2@example.test', NULL, 'vendor', 1, 1),
            ('Q', 'xquerist', 'other-querist@example.test', NULL, 'vendor', 1, 1)`,
    )
    expect((await usernamesLike(server.db, 'querist', 'new@example.test')).sort()).toEqual([
      'querist',
      'querist2',
    ])
    expect(await usernamesLike(server.db, 'querist', 'querist@example.test')).toEqual(['querist2'])
    await server.db.execute(sql`DELETE FROM admins WHERE email LIKE '%querist%@example.test'`)
  })
})
