/**
 * Sends the outbox through SMTP (`SMTP_URL`). Handlers only write `mail_outbox` rows inside their transaction;
 * this sender picks new rows up after the response (nudged by every write request, and every few seconds) and
 * marks each one sent (`sent_at`) or failed (`error`, the SMTP server's answer). Sending never blocks nor fails
 * an API call.
 *
 * Several instances share one outbox. A sender claims a row with a lease (`sending_until`, one minute) and counts
 * the attempt, in one statement with `FOR UPDATE SKIP LOCKED`: while the lease runs no other sender takes the
 * row, so a message is never sent by two instances at once. A failure keeps its `error` and is tried again after
 * an exponential backoff (`next_attempt_at`), up to `maxAttempts` tries. An instance that dies mid-send leaves
 * its lease behind: once it expires, any sender (one started later too) tries the row again.
 */
import { sql } from 'drizzle-orm'
import { createTransport } from 'nodemailer'
import { type Db, rows } from '../db/openDb'
import type { mailOutbox } from '../db/schema'
import { shopSender } from './queries'

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
  /** How long a claimed row is held by this sender (default 60 s: longer than the SMTP timeouts below). */
  leaseMs?: number
  /** Tries per message, the first one included (default 5). */
  maxAttempts?: number
  /** Wait after the first failure, doubled after each further one (default 30 s: 30 s, 1 min, 2 min, 4 min). */
  backoffMs?: number
}

/** `now()` plus a duration, in SQL. */
const after = (ms: number) => sql`now() + ${`${Math.round(ms)} milliseconds`}::interval`

/** Rows claimed per pass. */
const BATCH = 20

/** A claimed outbox row: what sending it needs. */
type OutboxRow = Pick<typeof mailOutbox.$inferSelect, 'id' | 'attempts' | 'to' | 'subject' | 'text' | 'html'>

/**
 * Starts sending. Of the rows never tried, only those written from now on are sent: a backlog from before SMTP
 * was configured holds codes that expired long ago (they stay readable in the development mailbox). Rows a
 * sender has already tried (a lease left by a stopped instance, a failure waiting for its retry) are due
 * whenever this sender started.
 */
export function startMailSender(db: Db, smtpUrl: string, options: MailSenderOptions = {}): MailSender {
  const logError = options.logError ?? ((error, where) => console.error(`[souk-api] ${where}:`, error))
  const since = new Date()
  const leaseMs = options.leaseMs ?? 60_000
  const maxAttempts = options.maxAttempts ?? 5
  const backoffMs = options.backoffMs ?? 30_000
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
    const shop = await shopSender(db).catch(() => undefined)
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
      sql`UPDATE mail_outbox
          SET attempts = attempts + 1,
              sending_until = ${after(leaseMs)},
              next_attempt_at = ${after(leaseMs)},
              updated_at = now()
          WHERE id IN (
            SELECT id FROM mail_outbox
            WHERE sent_at IS NULL AND attempts < ${maxAttempts}
              AND (sending_until IS NULL OR sending_until < now())
              AND ((attempts = 0 AND created_at >= ${since}) OR next_attempt_at <= now())
            ORDER BY id LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)
          RETURNING id, attempts, "to", subject, text, html`,
    )
  }

  /** Whether this sender still holds the row (its lease was not taken over after running out). */
  const held = (row: OutboxRow) => sql`id = ${row.id} AND attempts = ${row.attempts}`

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
        sql`UPDATE mail_outbox
            SET sent_at = now(), error = NULL, sending_until = NULL, next_attempt_at = NULL, updated_at = now()
            WHERE ${held(row)}`,
      )
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 1000) || 'failed'
      logError(error, `mail ${row.id} to ${row.to} (attempt ${row.attempts} of ${maxAttempts})`)
      // Retried after 1, 2, 4… times the backoff; the last failure stays with no next attempt.
      const retryMs = row.attempts < maxAttempts ? backoffMs * 2 ** (row.attempts - 1) : null
      await db
        .execute(
          sql`UPDATE mail_outbox
              SET error = ${message}, sending_until = NULL,
                  next_attempt_at = ${retryMs === null ? null : after(retryMs)},
                  updated_at = now()
              WHERE ${held(row)}`,
        )
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
