/**
 * What held in the security review and must keep holding (issue 12): path traversal at /uploads, injection
 * through every text a listing takes, and the envelope instead of a 500 for hostile input. Ownership between
 * shoppers, bad bodies, uploads, CORS and the oversell and voucher races have their tests beside their routes
 * (shop/*.test.ts, orders/orders.test.ts, reviews/write.test.ts, app.test.ts).
 */
import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { firstRow } from '../db/openDb'
import { requestFrom } from '../test/fromAddress'
import { type TestServer, testServer } from '../test/testServer'

let server: TestServer
let origin: string
beforeAll(async () => {
  server = await testServer()
  origin = new URL(server.baseURL).origin
})

describe('what held', () => {
  it('serves no file outside the uploads folder, however the path is written', async () => {
    for (const path of [
      '/uploads/..%2f..%2fpackage.json',
      '/uploads/%2e%2e%2fpackage.json',
      '/uploads/..%252f..%252fpackage.json',
      '/uploads/....//....//etc/passwd',
      '/uploads/%2e%2e/%2e%2e/etc/passwd',
      '/uploads/..\\..\\package.json',
    ]) {
      const reply = await requestFrom('127.0.0.1', `${origin}${path}`)
      expect(reply.status, path).not.toBe(200)
      expect(reply.text, path).not.toMatch(/"name"|root:/)
    }
  })

  it('answers injection attempts in listing texts with ordinary envelopes and changes nothing', async () => {
    const before = await firstRow<{ users: number; products: number }>(
      server.db,
      sql`SELECT (SELECT count(*)::int FROM users) AS users, (SELECT count(*)::int FROM products) AS products`,
    )
    const payloads = [
      "' OR 1=1 --",
      "'; DROP TABLE users; --",
      "%' UNION SELECT password FROM users --",
      '\\x00',
      '{{7*7}}',
      '<script>alert(1)</script>',
      '%_%',
    ]
    for (const payload of payloads) {
      for (const path of [
        `search?q=${encodeURIComponent(payload)}`,
        `products?q=${encodeURIComponent(payload)}`,
        `all?category=${encodeURIComponent(payload)}`,
        `products?q=a&sortby=${encodeURIComponent(payload)}`,
        `products?q=a&brand=${encodeURIComponent(payload)}`,
      ]) {
        const reply = await server.raw(path)
        expect(reply.status, path).toBe(200)
        const body = (await reply.json()) as { status: number }
        expect([200, 201], path).toContain(body.status)
      }
    }
    const after = await firstRow<{ users: number; products: number }>(
      server.db,
      sql`SELECT (SELECT count(*)::int FROM users) AS users, (SELECT count(*)::int FROM products) AS products`,
    )
    expect(after).toEqual(before)
  })
})
