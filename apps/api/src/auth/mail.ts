/** Mail: every message is rendered and written to the outbox table (a sender for SMTP_URL reads it). */
import type { Db } from '../db/openDb'
import { mailOutbox } from '../db/schema'

/** A rendered message. */
export interface Mail {
  to: string
  subject: string
  text: string
  html?: string
  kind: string
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

/** Writes a message to the outbox. */
export async function queueMail(db: Db, mail: Mail): Promise<void> {
  await db.insert(mailOutbox).values({
    ...mail,
    html: mail.html ?? `<p>${escapeHtml(mail.text).replace(/\n/g, '<br>')}</p>`,
  })
}

/** The verification or reset code message. */
export function codeMail(
  to: string,
  name: string,
  code: string,
  kind: 'user_verify' | 'user_reset' | 'seller_verify',
): Mail {
  const reset = kind === 'user_reset'
  return {
    to,
    kind,
    subject: reset ? 'Your Souk password reset code' : 'Your Souk verification code',
    text: `Hello ${name},\n\nYour ${reset ? 'password reset' : 'verification'} code is ${code}.\nIt is valid for 15 minutes.\n\nIf you did not ask for it, you can ignore this message.`,
  }
}
