/**
 * Mail: every message is rendered in its reader's language and written to the outbox table (a sender for SMTP_URL
 * reads it). The texts are the `mail` keys of core's catalogues (the one place of user-visible strings).
 */
import { bundledCatalogues, direction } from '@souk/core/i18n'
import type { Db } from '../db/openDb'
import { mailOutbox } from '../db/schema'
import type { ApiContext } from '../http/context'
import { escapeHtml } from '../http/html'
import { translatorFor } from '../http/messages'

/** A rendered message. */
export interface Mail {
  to: string
  subject: string
  text: string
  html?: string
  kind: string
}

/** The language a mail is written in: a bundled catalogue's code, English for null or unknown codes. */
export function mailLanguageCode(lang: string | null | undefined): string {
  return lang && Object.hasOwn(bundledCatalogues, lang) ? lang : 'en'
}

/**
 * The language of the mail a request sends: its `Language` header, else the shop's default language (the
 * request's `lang` is null for it).
 */
export async function requestMailLanguage(c: ApiContext): Promise<string> {
  return mailLanguageCode(c.var.lang ?? (await c.var.services.languages()).defaultCode)
}

/** The text of a message as paragraphs of HTML (each line kept, escaped). */
export function textAsHtml(text: string): string {
  return text
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('\n')
}

/** A whole HTML document for a message body in a language: `lang` and `dir` (`rtl` for Arabic) on its root. */
export function mailDocument(lang: string, subject: string, body: string): string {
  const code = mailLanguageCode(lang)
  return `<!doctype html>
<html lang="${code}" dir="${direction(code)}">
<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body>
${body}
</body>
</html>`
}

/** Writes a message to the outbox. */
export async function queueMail(db: Db, mail: Mail): Promise<void> {
  await db.insert(mailOutbox).values({ ...mail, html: mail.html ?? textAsHtml(mail.text) })
}

/** A message of plain text in a language: its HTML is the same text in a document of that language. */
export function plainMail(lang: string, mail: Omit<Mail, 'html'>): Mail {
  return { ...mail, html: mailDocument(lang, mail.subject, textAsHtml(mail.text)) }
}

/** The verification or reset code message, in a language. */
export function codeMail(
  to: string,
  name: string,
  code: string,
  kind: 'user_verify' | 'user_reset' | 'seller_verify',
  lang: string | null,
): Mail {
  const language = mailLanguageCode(lang)
  const t = translatorFor(language)
  const reset = kind === 'user_reset'
  const subject = t(
    reset
      ? 'mail.resetSubject'
      : kind === 'seller_verify'
        ? 'mail.sellerVerifySubject'
        : 'mail.verifySubject',
  )
  const text = [
    t('mail.greeting', { name }),
    '',
    t(reset ? 'mail.resetCode' : 'mail.verifyCode', { code }),
    t('mail.codeValidity'),
    '',
    t('mail.codeIgnore'),
  ].join('\n')
  return plainMail(language, { to, kind, subject, text })
}
