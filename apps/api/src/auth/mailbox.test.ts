import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { createApi } from '../app'
import { createCustomer } from '../test/fixtures'
import { type TestServer, testServer } from '../test/testServer'

let server: TestServer
beforeAll(async () => {
  server = await testServer()
})

describe('the development mailbox', () => {
  it('lists the outbox as JSON and as a page, and is off in production', async () => {
    const customer = await createCustomer(server.db)
    await server.db.execute(
      sql`INSERT INTO mail_outbox ("to", subject, text, kind) VALUES (${customer.email}, 'Hello <there>', 'Code is 1234', 'test')`,
    )
    const json = await server.json<{ to: string; subject: string }[]>(`dev/mailbox?to=${customer.email}`)
    expect(json.data).toEqual([expect.objectContaining({ to: customer.email, subject: 'Hello <there>' })])
    const page = await fetch(`${server.baseURL}dev/mailbox/page`)
    const html = await page.text()
    expect(html).toContain('Hello &lt;there&gt;')
    expect(html).not.toContain('Hello <there>')
    const production = createApi({
      db: server.db,
      config: { ...server.config, devPages: false },
      logError: () => {},
    })
    // Asked from this machine: switched off, not merely refused.
    const loopback = { incoming: { socket: { remoteAddress: '127.0.0.1' } } }
    expect((await production.request('http://localhost/api/v1/dev/mailbox', {}, loopback)).status).toBe(404)
    expect((await production.request('http://localhost/api/v1/dev/mailbox/page', {}, loopback)).status).toBe(
      404,
    )
  })
})
