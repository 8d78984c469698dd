import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { firstRow } from '../db/openDb'
import { type TestServer, testServer } from '../test/testServer'
import { CODE_MAX_ATTEMPTS, consumeCode, issueCode } from './codes'

let server: TestServer
beforeAll(async () => {
  server = await testServer()
})

describe('e-mailed codes', () => {
  it('are six digits, leading zeros kept', async () => {
    for (let index = 0; index < 20; index++) {
      expect(await issueCode(server.db, 'user_verify', `digits.${index}@example.test`)).toMatch(/^\d{6}$/)
    }
  })

  it('get five evaluations, no more, when three hundred wrong tries race on the pool', async () => {
    const email = 'pool.race@example.test'
    const code = await issueCode(server.db, 'user_verify', email)
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0')
    const outcomes = await Promise.allSettled(
      Array.from({ length: 300 }, () => consumeCode(server.db, 'user_verify', email, wrong)),
    )
    const messages = outcomes.map((outcome) =>
      outcome.status === 'rejected' ? String(outcome.reason.message) : 'ok',
    )
    expect(messages.filter((message) => message.startsWith('The code is invalid'))).toHaveLength(
      CODE_MAX_ATTEMPTS,
    )
    const row = await firstRow<{ attempts: number }>(
      server.db,
      sql`SELECT attempts FROM verification_codes WHERE email = ${email} ORDER BY id DESC LIMIT 1`,
    )
    expect(row?.attempts).toBe(CODE_MAX_ATTEMPTS)
    await expect(consumeCode(server.db, 'user_verify', email, code)).rejects.toThrow(/^Too many wrong codes/)
  })

  it('are used once: a right code works a single time', async () => {
    const email = 'once@example.test'
    const code = await issueCode(server.db, 'user_reset', email)
    const both = await Promise.allSettled([
      consumeCode(server.db, 'user_reset', email, code),
      consumeCode(server.db, 'user_reset', email, code),
    ])
    expect(both.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1)
  })
})
