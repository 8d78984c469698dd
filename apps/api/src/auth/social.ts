/**
 * Social login (contract 5.7) against a sandbox provider: `redirect/{google|facebook}` sends the browser to a
 * consent page the API serves; its answer reaches `callback/{service}`, which finds or creates the verified
 * customer and sends the browser to the storefront's `/social-callback?token=…&user=…&email=…&name=…` (or
 * `?error=…`). A state cookie ties the callback to the browser that started the login.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import { routes } from '@souk/core'
import { sql } from 'drizzle-orm'
import type { Hono } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import { z } from 'zod'
import { firstRow } from '../db/openDb'
import type { ApiContext, AppEnv } from '../http/context'
import { email } from '../http/fields'
import { escapeHtml } from '../http/html'
import { issueToken } from './tokens'

const PROVIDERS = { google: 'Google', facebook: 'Facebook' } as const
type Provider = keyof typeof PROVIDERS
const STATE_COOKIE = 'souk_social_state'
const COOKIE_PATH = '/api/v1/'

const isProvider = (value: string): value is Provider => Object.hasOwn(PROVIDERS, value)

/** Where the storefront's social callback page is, with a query. */
const storefront = (c: ApiContext, query: Record<string, string>) =>
  `${c.var.services.config.publicUrl}${routes.socialCallback}?${new URLSearchParams(query).toString()}`

/** Whether the shop offers this login and the sandbox can play it. */
async function available(c: ApiContext, provider: Provider): Promise<boolean> {
  if (!c.var.services.config.sandbox) return false
  const settings = await firstRow<{ google_login: number; facebook_login: number }>(
    c.var.services.db,
    sql`SELECT google_login, facebook_login FROM settings ORDER BY id LIMIT 1`,
  )
  return (provider === 'google' ? settings?.google_login : settings?.facebook_login) === 1
}

const sameState = (a: string | undefined, b: string | undefined) =>
  !!a && !!b && a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b))

const consentAnswer = z.object({
  state: z.string().max(100),
  name: z.string().trim().min(1).max(120),
  email,
})

function consentPage(provider: Provider, state: string, action: string): string {
  const name = PROVIDERS[provider]
  return `<!doctype html>
<html lang="en" dir="ltr">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <meta name="robots" content="noindex">
  <title>Sign in with ${name} (sandbox)</title>
  <style>
    :root { color-scheme: light dark; font-family: system-ui, sans-serif; line-height: 1.5; }
    main { max-width: 28rem; margin: 2rem auto; padding: 1.5rem; border: 1px solid GrayText; border-radius: 0.75rem; }
    label { display: block; margin-block: 0.75rem 0.25rem; font-weight: 600; }
    input { font: inherit; width: 100%; box-sizing: border-box; padding: 0.5rem; }
    .actions { display: flex; gap: 0.75rem; margin-block-start: 1.25rem; }
    button { font: inherit; padding: 0.6rem 1rem; border-radius: 0.5rem; }
    button:focus-visible, input:focus-visible { outline: 3px solid Highlight; outline-offset: 2px; }
  </style>
</head>
<body>
  <main>
    <h1>Sign in with ${name}</h1>
    <p>This is the sandbox of the Souk reference shop: no ${name} account is used. Choose the name and e-mail address the shop receives.</p>
    <form method="get" action="${escapeHtml(action)}">
      <input type="hidden" name="state" value="${escapeHtml(state)}">
      <label for="name">Name</label>
      <input id="name" name="name" autocomplete="name" required maxlength="120" value="${name} Tester">
      <label for="email">E-mail address</label>
      <input id="email" name="email" type="email" autocomplete="email" required maxlength="191" value="${provider}.tester@example.test">
      <div class="actions">
        <button type="submit">Allow</button>
        <button type="submit" name="error" value="access_denied" formnovalidate>Deny</button>
      </div>
    </form>
  </main>
</body>
</html>`
}

/** Registers the social login routes and the sandbox consent page. */
export function registerSocialLogin(api: Hono<AppEnv>) {
  api.get('/user/social-login/redirect/:service', async (c) => {
    const service = c.req.param('service')
    if (!isProvider(service) || !(await available(c, service))) {
      return c.redirect(storefront(c, { error: 'This sign-in method is not available.' }), 302)
    }
    const state = randomBytes(24).toString('base64url')
    setCookie(c, STATE_COOKIE, state, {
      path: COOKIE_PATH,
      httpOnly: true,
      sameSite: 'Lax',
      secure: new URL(c.req.url).protocol === 'https:',
      maxAge: 600,
    })
    return c.redirect(`/api/v1/sandbox/consent/${service}?state=${state}`, 302)
  })

  api.get('/sandbox/consent/:service', async (c) => {
    const service = c.req.param('service')
    const state = c.req.query('state') ?? ''
    if (!isProvider(service) || !c.var.services.config.sandbox || !/^[\w-]{10,100}$/.test(state))
      return c.notFound()
    return c.html(consentPage(service, state, `/api/v1/user/social-login/callback/${service}`), 200, {
      'Cache-Control': 'no-store',
      'Content-Security-Policy':
        "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'",
    })
  })

  api.get('/user/social-login/callback/:service', async (c) => {
    const service = c.req.param('service')
    const expected = getCookie(c, STATE_COOKIE)
    deleteCookie(c, STATE_COOKIE, { path: COOKIE_PATH })
    if (!isProvider(service) || !(await available(c, service))) {
      return c.redirect(storefront(c, { error: 'This sign-in method is not available.' }), 302)
    }
    if (!sameState(expected, c.req.query('state'))) {
      return c.redirect(
        storefront(c, { error: 'The sign-in took too long or was started elsewhere. Please try again.' }),
        302,
      )
    }
    if (c.req.query('error')) return c.redirect(storefront(c, { error: 'You cancelled the sign-in.' }), 302)
    const answer = consentAnswer.safeParse(c.req.query())
    if (!answer.success)
      return c.redirect(storefront(c, { error: 'The provider sent no usable account.' }), 302)
    const address = answer.data.email.toLowerCase()
    // The sandbox account id is derived from the address, as a provider's id is stable per account.
    const providerId = `sandbox-${createHash('sha256').update(`${service}:${address}`).digest('hex').slice(0, 24)}`
    const column = sql.raw(service === 'google' ? 'google_id' : 'facebook_id')
    const { db } = c.var.services
    const user = await db.transaction(async (tx) => {
      const found = await firstRow<{ id: number; name: string; email: string }>(
        tx,
        sql`SELECT id, name, email FROM users WHERE ${column} = ${providerId} OR email = ${address}
            ORDER BY (${column} = ${providerId}) DESC LIMIT 1`,
      )
      const row = found
        ? await firstRow<{ id: number; name: string; email: string }>(
            tx,
            sql`UPDATE users SET ${column} = ${providerId}, verified = 1, updated_at = now() WHERE id = ${found.id}
                RETURNING id, name, email`,
          )
        : await firstRow<{ id: number; name: string; email: string }>(
            tx,
            sql`INSERT INTO users (name, email, password, verified, ${column})
                VALUES (${answer.data.name}, ${address}, NULL, 1, ${providerId}) RETURNING id, name, email`,
          )
      if (!row) throw new Error('social login: no user')
      const { token } = await issueToken(tx, row.id)
      return { ...row, token }
    })
    return c.redirect(
      storefront(c, { token: user.token, user: String(user.id), email: user.email, name: user.name }),
      302,
    )
  })
}
