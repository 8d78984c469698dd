/**
 * The development mailbox: the mail outbox as JSON (`GET dev/mailbox`) and as a page (`GET dev/mailbox/page`),
 * so a person can read verification codes without an SMTP server. Off when NODE_ENV=production (SOUK_DEV_PAGES).
 */
import { desc, sql } from 'drizzle-orm'
import type { Hono } from 'hono'
import { z } from 'zod'
import { queryOf } from '../catalog/request'
import { isoTime } from '../db/apiTime'
import { mailOutbox } from '../db/schema'
import type { ApiContext, AppEnv } from '../http/context'
import { ok } from '../http/envelope'
import { escapeHtml } from '../http/html'
import { parseWith } from '../http/validate'

const mailboxQuery = z.object({
  to: z.string().trim().max(191).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
})

/** The newest messages of the outbox (to one address, any case, when `to` is given). */
async function messages(c: ApiContext) {
  const query = parseWith(mailboxQuery, queryOf(c))
  return c.var.services.db
    .select({
      id: mailOutbox.id,
      to: mailOutbox.to,
      subject: mailOutbox.subject,
      kind: mailOutbox.kind,
      text: mailOutbox.text,
      html: mailOutbox.html,
      sent_at: isoTime(mailOutbox.sent_at),
      created_at: isoTime(mailOutbox.created_at),
    })
    .from(mailOutbox)
    .where(query.to ? sql`lower(${mailOutbox.to}) = lower(${query.to})` : undefined)
    .orderBy(desc(mailOutbox.id))
    .limit(query.limit)
}

/** One message of the outbox, as the mailbox shows it. */
export type OutboxMessage = Awaited<ReturnType<typeof messages>>[number]

/** Registers the mailbox routes (answered 404 when development pages are off). */
export function registerMailbox(api: Hono<AppEnv>) {
  api.get('/dev/mailbox', async (c) => {
    if (!c.var.services.config.devPages) return c.notFound()
    return ok(c, await messages(c))
  })
  api.get('/dev/mailbox/page', async (c) => {
    if (!c.var.services.config.devPages) return c.notFound()
    const list = await messages(c)
    const items = list
      .map(
        (mail) => `<article>
      <h2>${escapeHtml(mail.subject)}</h2>
      <p class="meta">To <strong>${escapeHtml(mail.to)}</strong> · ${escapeHtml(mail.kind)} · <time datetime="${escapeHtml(mail.created_at)}">${escapeHtml(mail.created_at.replace('T', ' ').slice(0, 19))} UTC</time></p>
      <pre>${escapeHtml(mail.text)}</pre>
    </article>`,
      )
      .join('\n')
    return c.html(
      `<!doctype html>
<html lang="en" dir="ltr">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <meta name="robots" content="noindex">
  <title>Development mailbox · Souk</title>
  <style>
    :root { color-scheme: light dark; font-family: system-ui, sans-serif; line-height: 1.5; }
    main { max-width: 48rem; margin: 2rem auto; padding-inline: 1rem; }
    article { border: 1px solid GrayText; border-radius: 0.5rem; padding: 0.5rem 1rem; margin-block: 1rem; }
    h2 { font-size: 1.1rem; margin-block: 0.5rem; } .meta { margin: 0; color: GrayText; }
    pre { white-space: pre-wrap; font: inherit; }
  </style>
</head>
<body>
  <main>
    <h1>Development mailbox</h1>
    <p>Every message the shop wrote, newest first (${list.length}). Filter with <code>?to=address</code>.</p>
    ${items || '<p>No message yet.</p>'}
  </main>
</body>
</html>`,
      200,
      {
        'Cache-Control': 'no-store',
        'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
      },
    )
  })
}
