/**
 * Sends the outbox through SMTP (`SMTP_URL`). Handlers only write `mail_outbox` rows inside their transaction;
 * this sender picks new rows up after the response (nudged by every write request, and every few seconds) and
 * marks each one sent (`sent_at`) or failed (`error`, the SMTP server's answer). Sending never blocks nor fails
 * an API call, and several API processes on one database never send a row twice (rows are claimed with
 * `FOR UPDATE SKIP LOCKED`).
 */
import { sql } from 'drizzle-orm'
import { createTransport } from 'nodemailer'
import { type Db, firstRow, rows } from '../db/openDb'

/** The running sender. */
export interface MailSender {
  /** Looks for new rows now (cheap when there are none; concurrent nudges share one pass). */
  nudge: () => void
  /** Waits until the outbox has no new row left to try (tests; a graceful stop). */
  idle: () => Promise<void>
  /** Stops the timer and closes the SMTP connections. */
  stop: () => Promise<void>
}

/** How the sender works. */
export interface MailSenderOptions {
  /** `From:` of every message; by default the shop's address (`settings.email`), else `souk@localhost`. */
  from?: string | undefined
  /** Look for new rows this often besides the nudges (default 5 s). */
  intervalMs?: number
  /** Where send failures are reported besides the row's `error` (default `console.error`). */
  logError?: (error: unknown, where: string) => void
}

/** Rows claimed per pass. */
const BATCH = 20
/** Written to `error` while a row is on its way, replaced by null (sent) or the failure. */
const SENDING = 'sending'

interface OutboxRow {
  id: number
  to: string
  subject: string
  text: string
  html: string | null
}

/**
 * Starts sending. Only rows written from now on are sent: a backlog from before SMTP was configured holds
 * codes that expired long ago (they stay readable in the development mailbox).
 */
export function startMailSender(db: Db, smtpUrl: string, options: MailSenderOptions = {}): MailSender {
  const logError = options.logError ?? ((error, where) => console.error(`[souk-api] ${where}:`, error))
  const since = new Date()
  // Timeouts keep a dead server from holding a pass for long; the pass runs after the response anyway.
  const transport = createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  })
  let from: string | undefined = options.from
  let pass: Promise<void> | null = null
  let again = false
  let stopped = false

  async function sender(): Promise<string> {
    if (from) return from
    const shop = await firstRow<{ email: string | null; name: string | null }>(
      db,
      sql`SELECT (SELECT email FROM settings ORDER BY id LIMIT 1) AS email,
              (SELECT site_name FROM site_settings ORDER BY id LIMIT 1) AS name`,
    ).catch(() => undefined)
    from = shop?.email
      ? shop.name
        ? `"${shop.name.replace(/"/g, '')}" <${shop.email}>`
        : shop.email
      : 'souk@localhost'
    return from
  }

  async function claim(): Promise<OutboxRow[]> {
    return rows<OutboxRow>(
      db,
      sql`UPDATE mail_outbox SET error = ${SENDING}, updated_at = now()
          WHERE id IN (
            SELECT id FROM mail_outbox
            WHERE sent_at IS NULL AND error IS NULL AND created_at >= ${since}
            ORDER BY id LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)
          RETURNING id, "to", subject, text, html`,
    )
  }

  async function send(row: OutboxRow): Promise<void> {
    try {
      await transport.sendMail({
        from: await sender(),
        to: row.to,
        subject: row.subject,
        text: row.text,
        ...(row.html ? { html: row.html } : {}),
      })
      await db.execute(
        sql`UPDATE mail_outbox SET sent_at = now(), error = NULL, updated_at = now() WHERE id = ${row.id}`,
      )
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 1000) || 'failed'
      logError(error, `mail ${row.id} to ${row.to}`)
      await db
        .execute(sql`UPDATE mail_outbox SET error = ${message}, updated_at = now() WHERE id = ${row.id}`)
        .catch((cause) => logError(cause, `mail ${row.id}`))
    }
  }

  async function drain(): Promise<void> {
    do {
      again = false
      const batch = await claim()
      for (const row of batch) await send(row)
      if (batch.length === BATCH) again = true
    } while (again && !stopped)
  }

  const nudge = () => {
    if (stopped) return
    if (pass) {
      again = true
      return
    }
    pass = drain()
      .catch((error) => logError(error, 'mail outbox'))
      .finally(() => {
        pass = null
      })
  }
  const timer = setInterval(nudge, options.intervalMs ?? 5_000)
  timer.unref()

  return {
    nudge,
    idle: async () => {
      while (pass) await pass
    },
    stop: async () => {
      stopped = true
      clearInterval(timer)
      while (pass) await pass
      transport.close()
    },
  }
}
