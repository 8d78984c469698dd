import type { AddressInfo } from 'node:net'
import { createServer, type Server, type Socket } from 'node:net'
import { serve } from '@hono/node-server'
import { createClient } from '@souk/core'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApi } from '../app'
import { firstRow, rows } from '../db/openDb'
import { type TestServer, testServer } from '../test/testServer'
import { type MailSenderOptions, startMailSender } from './mailSender'

/** A message as the SMTP server received it. */
interface Received {
  from: string
  to: string[]
  data: string
}

/**
 * A small real SMTP server (RFC 5321 without extensions): EHLO/HELO, MAIL, RCPT, DATA, RSET, NOOP, QUIT.
 * Recipients at `refused.test` get a 550.
 */
function smtpServer(): Promise<{ port: number; received: Received[]; close: () => Promise<void> }> {
  const received: Received[] = []
  const sockets = new Set<Socket>()
  const server: Server = createServer((socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
    socket.setEncoding('utf8')
    let buffer = ''
    let inData = false
    let current: Received = { from: '', to: [], data: '' }
    const reply = (line: string) => socket.write(`${line}\r\n`)
    reply('220 smtp.test ESMTP ready')
    socket.on('data', (chunk: string) => {
      buffer += chunk
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n')
          if (end < 0) return
          current.data = buffer.slice(0, end).replace(/^\.\./gm, '.')
          buffer = buffer.slice(end + 5)
          inData = false
          received.push(current)
          current = { from: '', to: [], data: '' }
          reply('250 2.0.0 queued')
          continue
        }
        const newline = buffer.indexOf('\r\n')
        if (newline < 0) return
        const line = buffer.slice(0, newline)
        buffer = buffer.slice(newline + 2)
        const verb = line.slice(0, 4).toUpperCase()
        if (verb === 'EHLO') reply('250-smtp.test\r\n250 8BITMIME')
        else if (verb === 'HELO') reply('250 smtp.test')
        else if (verb === 'MAIL') {
          current.from = /<([^>]*)>/.exec(line)?.[1] ?? ''
          reply('250 2.1.0 ok')
        } else if (verb === 'RCPT') {
          const to = /<([^>]*)>/.exec(line)?.[1] ?? ''
          if (to.endsWith('@refused.test')) reply('550 5.1.1 no such mailbox here')
          else {
            current.to.push(to)
            reply('250 2.1.5 ok')
          }
        } else if (verb === 'DATA') {
          inData = true
          reply('354 end with <CRLF>.<CRLF>')
        } else if (verb === 'RSET') {
          current = { from: '', to: [], data: '' }
          reply('250 ok')
        } else if (verb === 'NOOP') reply('250 ok')
        else if (verb === 'QUIT') {
          reply('221 bye')
          socket.end()
        } else reply('502 5.5.2 not implemented')
      }
    })
  })
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      resolve({
        port: (server.address() as AddressInfo).port,
        received,
        close: () =>
          new Promise((done) => {
            for (const socket of sockets) socket.destroy()
            server.close(() => done())
          }),
      })
    })
  })
}

/** A second API on the shared database, configured to send through `smtpUrl`. */
async function apiSendingTo(server: TestServer, smtpUrl: string) {
  const app = createApi({
    db: server.db,
    config: { ...server.config, smtpUrl, mailFrom: 'Souk <shop@souk.test>' },
    logError: () => {},
    responseCache: false,
  })
  const http = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const instance = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(instance))
  })
  const baseURL = `http://127.0.0.1:${(http.address() as AddressInfo).port}/api/v1/`
  return {
    client: createClient({ baseURL, retry: 0, guestToken: () => 'mail-test-guest-0001' }),
    close: async () => {
      await app.close()
      await new Promise<void>((done) => http.close(() => done()))
    },
  }
}

/** Where a row of the outbox stands. */
interface OutboxState {
  sent_at: Date | string | null
  error: string | null
  attempts: number
  sending_until: Date | string | null
  next_attempt_at: Date | string | null
}

const outboxRow = (server: TestServer, to: string) =>
  firstRow<OutboxState & { subject: string; text: string }>(
    server.db,
    sql`SELECT subject, text, sent_at, error, attempts, sending_until, next_attempt_at FROM mail_outbox WHERE "to" = ${to} ORDER BY id DESC LIMIT 1`,
  )

/** Polls until `check` returns something (the sender works after the response). */
async function eventually<T>(check: () => Promise<T | undefined> | T | undefined, ms = 5_000): Promise<T> {
  const until = Date.now() + ms
  for (;;) {
    const value = await check()
    if (value !== undefined) return value
    if (Date.now() > until) throw new Error('timed out waiting')
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}

let server: TestServer
let smtp: Awaited<ReturnType<typeof smtpServer>>
beforeAll(async () => {
  server = await testServer()
  smtp = await smtpServer()
})
afterAll(async () => {
  await smtp.close()
})

describe('mail through SMTP_URL', () => {
  it('delivers the sign-up code to the SMTP server and marks the outbox row sent', async () => {
    const api = await apiSendingTo(server, `smtp://127.0.0.1:${smtp.port}`)
    try {
      const signUp = await api.client.account.signUp({
        name: 'Inès Mailer',
        email: 'ines.mailer@example.test',
        password: 'secret-pass',
      })
      expect(signUp.data).toBe('ines.mailer@example.test')
      const message = await eventually(() =>
        smtp.received.find((mail) => mail.to.includes('ines.mailer@example.test')),
      )
      expect(message.from).toBe('shop@souk.test')
      expect(message.data).toMatch(/^Subject: Your Souk verification code\r?$/m)
      const row = await eventually(async () => {
        const found = await outboxRow(server, 'ines.mailer@example.test')
        return found?.sent_at ? found : undefined
      })
      expect(row.error).toBeNull()
      const code = /code is (\d{6})/.exec(row.text)?.[1]
      expect(code).toMatch(/^\d{6}$/)
      // The plain-text part carries the same code (quoted-printable keeps short lines as they are).
      expect(message.data).toContain(`Your verification code is ${code}.`)
    } finally {
      await api.close()
    }
  })

  it('marks the row failed with the server answer when the recipient is refused; the call still succeeds', async () => {
    const api = await apiSendingTo(server, `smtp://127.0.0.1:${smtp.port}`)
    try {
      const signUp = await api.client.account.signUp({
        name: 'Nobody Here',
        email: 'nobody@refused.test',
        password: 'secret-pass',
      })
      expect(signUp.data).toBe('nobody@refused.test')
      const row = await eventually(async () => {
        const found = await outboxRow(server, 'nobody@refused.test')
        return found?.error && !found.sending_until ? found : undefined
      })
      expect(row.error).toContain('550')
      expect(row.sent_at).toBeNull()
      expect(smtp.received.some((mail) => mail.to.includes('nobody@refused.test'))).toBe(false)
    } finally {
      await api.close()
    }
  })

  it('answers at once when the SMTP server is unreachable, and records why the mail did not leave', async () => {
    const closed = await smtpServer()
    const deadPort = closed.port
    await closed.close()
    const api = await apiSendingTo(server, `smtp://127.0.0.1:${deadPort}`)
    try {
      const started = Date.now()
      const signUp = await api.client.account.signUp({
        name: 'Offline Olga',
        email: 'olga.offline@example.test',
        password: 'secret-pass',
      })
      expect(signUp.data).toBe('olga.offline@example.test')
      expect(Date.now() - started).toBeLessThan(2_000)
      const row = await eventually(async () => {
        const found = await outboxRow(server, 'olga.offline@example.test')
        return found?.error && !found.sending_until ? found : undefined
      })
      expect(row.error).toMatch(/ECONNREFUSED/)
      expect(row.sent_at).toBeNull()
    } finally {
      await api.close()
    }
  })

  it('leaves the outbox alone without SMTP_URL (the shared test server sends nothing)', async () => {
    await server.client().account.signUp({
      name: 'Quiet Quentin',
      email: 'quentin.quiet@example.test',
      password: 'secret-pass',
    })
    await new Promise((resolve) => setTimeout(resolve, 200))
    const row = await outboxRow(server, 'quentin.quiet@example.test')
    expect(row).toMatchObject({ sent_at: null, error: null })
  })
})

/** Writes an outbox row directly; the lease, the next try and the row's age in milliseconds from now. */
async function queueRow(
  server: TestServer,
  to: string,
  state: { attempts?: number; leaseMs?: number | null; dueMs?: number | null; ageMs?: number } = {},
) {
  const at = (ms: number | null | undefined) =>
    ms === null || ms === undefined ? sql`NULL` : sql`now() + ${`${ms} milliseconds`}::interval`
  await server.db.execute(
    sql`INSERT INTO mail_outbox ("to", subject, text, kind, attempts, sending_until, next_attempt_at, created_at)
        VALUES (${to}, ${`Hello ${to}`}, 'A test message.', 'contact', ${state.attempts ?? 0}, ${at(state.leaseMs)},
                ${at(state.dueMs)}, ${at(-(state.ageMs ?? 0))})`,
  )
}

const deliveriesTo = (to: string) => smtp.received.filter((mail) => mail.to.includes(to)).length
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('the outbox shared by several instances', () => {
  const senderOptions: MailSenderOptions = { from: 'shop@souk.test', intervalMs: 20, logError: () => {} }

  it('delivers once a row whose lease ran out (a sender stopped mid-send), even one written before it started', async () => {
    // A sender claimed this one an hour ago and died: its lease has expired.
    await queueRow(server, 'orphan.lease@example.test', {
      attempts: 1,
      leaseMs: -1_000,
      dueMs: -1_000,
      ageMs: 3_600_000,
    })
    // Another instance is sending this one right now; this one was never tried (written before SMTP was set up).
    await queueRow(server, 'held.lease@example.test', { attempts: 1, leaseMs: 60_000, dueMs: 60_000 })
    await queueRow(server, 'old.backlog@example.test', { ageMs: 3_600_000 })
    const sender = startMailSender(server.db, `smtp://127.0.0.1:${smtp.port}`, senderOptions)
    try {
      const row = await eventually(async () => {
        const found = await outboxRow(server, 'orphan.lease@example.test')
        return found?.sent_at ? found : undefined
      })
      expect(row).toMatchObject({ attempts: 2, error: null, sending_until: null, next_attempt_at: null })
      // More passes find nothing more to send.
      await sleep(150)
      sender.nudge()
      await sender.idle()
      expect(deliveriesTo('orphan.lease@example.test')).toBe(1)
      expect(deliveriesTo('held.lease@example.test')).toBe(0)
      expect(deliveriesTo('old.backlog@example.test')).toBe(0)
      expect(await outboxRow(server, 'held.lease@example.test')).toMatchObject({ attempts: 1, sent_at: null })
    } finally {
      await sender.stop()
    }
  })

  it('never lets two senders running at once deliver the same row twice', async () => {
    const a = startMailSender(server.db, `smtp://127.0.0.1:${smtp.port}`, senderOptions)
    const b = startMailSender(server.db, `smtp://127.0.0.1:${smtp.port}`, senderOptions)
    const recipients = Array.from({ length: 45 }, (_, index) => `together.${index}@example.test`)
    try {
      for (const to of recipients) await queueRow(server, to)
      for (let round = 0; round < 5; round++) {
        a.nudge()
        b.nudge()
        await sleep(5)
      }
      await eventually(async () => {
        const [pending] = await rows<{ count: number }>(
          server.db,
          sql`SELECT count(*)::int AS count FROM mail_outbox WHERE "to" LIKE 'together.%' AND sent_at IS NULL`,
        )
        return pending?.count === 0 ? true : undefined
      }, 15_000)
      await Promise.all([a.idle(), b.idle()])
      expect(recipients.map(deliveriesTo)).toEqual(recipients.map(() => 1))
    } finally {
      await Promise.all([a.stop(), b.stop()])
    }
  })

  it('tries a refused message again after a doubling wait, and gives up after the last attempt', async () => {
    const sender = startMailSender(server.db, `smtp://127.0.0.1:${smtp.port}`, {
      ...senderOptions,
      maxAttempts: 3,
      backoffMs: 150,
    })
    /** The wait each failed attempt set before the next one, in ms, by attempt. */
    const waits = new Map<number, number>()
    try {
      await queueRow(server, 'retry.cap@refused.test')
      const final = await eventually(async () => {
        const [row] = await rows<OutboxState & { wait_ms: number | null }>(
          server.db,
          sql`SELECT sent_at, error, attempts, sending_until, next_attempt_at,
                     (extract(epoch FROM next_attempt_at - updated_at) * 1000)::int AS wait_ms
              FROM mail_outbox WHERE "to" = 'retry.cap@refused.test'`,
        )
        if (row?.error && !row.sending_until && row.wait_ms !== null) waits.set(row.attempts, row.wait_ms)
        return row && row.attempts === 3 && row.error && !row.sending_until ? row : undefined
      }, 10_000)
      expect(final.error).toContain('550')
      expect(final).toMatchObject({ sent_at: null, next_attempt_at: null })
      expect(waits.get(1)).toBeGreaterThanOrEqual(140)
      expect(waits.get(1)).toBeLessThan(250)
      expect(waits.get(2)).toBeGreaterThanOrEqual(290)
      expect(waits.get(2)).toBeLessThan(450)
      // No fourth attempt.
      await sleep(700)
      await sender.idle()
      expect(await outboxRow(server, 'retry.cap@refused.test')).toMatchObject({ attempts: 3, sent_at: null })
      expect(deliveriesTo('retry.cap@refused.test')).toBe(0)
    } finally {
      await sender.stop()
    }
  })
})
