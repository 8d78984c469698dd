/**
 * Social login (contract 5.7) against a sandbox provider: `redirect/{google|facebook}` sets a random state in an
 * HttpOnly cookie and sends the browser to a consent page the API serves; its answer reaches
 * `callback/{service}`, which checks the state, resolves the customer by the rule of `socialIdentity.ts` and
 * sends the browser to the storefront's `/social-callback?code=…` (or `?error=…`). The code is random, single
 * use, valid two minutes, stored hashed together with the state, so only the browser that started the sign-in
 * can exchange it (`POST social-login/exchange`, by the storefront's server) for a token: no token ever travels
 * in a URL, and a link carrying someone else's code signs nobody in.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import { routes, type SignInData } from '@souk/core'
import { sql } from 'drizzle-orm'
import type { Hono } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import { z } from 'zod'
import { type Db, firstRow } from '../db/openDb'
import type { accessTokens, users } from '../db/schema'
import { readBody } from '../http/body'
import type { ApiContext, AppEnv } from '../http/context'
import { ApiError, ok } from '../http/envelope'
import { email } from '../http/fields'
import { escapeHtml } from '../http/html'
import { parseWith } from '../http/validate'
import { accountSettings } from './queries'
import { type ProviderAnswer, resolveSocialSignIn } from './socialIdentity'
import { issueToken } from './tokens'

const PROVIDERS = { google: 'Google', facebook: 'Facebook' } as const
type Provider = keyof typeof PROVIDERS
/** The state cookie: the storefront's server reads it too when it exchanges the code, hence the root path. */
export const STATE_COOKIE = 'souk_social_state'
const COOKIE_PATH = '/'
/** Lifetime of a sign-in code, in seconds. */
export const SOCIAL_CODE_SECONDS = 120
/** The `access_tokens.name` of sign-in codes (their scope is not `user`: a code is never a bearer). */
const CODE_NAME = 'social_code'

const isProvider = (value: string): value is Provider => Object.hasOwn(PROVIDERS, value)

/** Where the storefront's social callback page is, with a query. */
const storefront = (c: ApiContext, query: Record<string, string>) =>
  `${c.var.services.config.publicUrl}${routes.socialCallback}?${new URLSearchParams(query).toString()}`

/** Whether the shop offers this login and the sandbox can play it. */
async function available(c: ApiContext, provider: Provider): Promise<boolean> {
  if (!c.var.services.config.sandbox) return false
  const settings = await accountSettings(c.var.services.db)
  return (provider === 'google' ? settings?.google_login : settings?.facebook_login) === 1
}

const sameState = (a: string | undefined, b: string | undefined) =>
  !!a && !!b && a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b))

const STATE_FORMAT = /^[\w-]{10,100}$/

/** What is stored of a code: its hash together with the state of the browser it was issued to. */
const codeHash = (code: string, state: string) =>
  createHash('sha256').update(`${CODE_NAME}:${state}:${code}`).digest('hex')

/** Issues a single-use sign-in code for a customer, bound to the browser's state; expired codes go. */
export async function issueSocialCode(db: Db, userId: number, state: string): Promise<string> {
  const code = randomBytes(32).toString('base64url')
  await db.execute(sql`DELETE FROM access_tokens WHERE name = ${CODE_NAME} AND expires_at <= now()`)
  await db.execute(
    sql`INSERT INTO access_tokens (user_id, name, token_hash, scopes, expires_at)
        VALUES (${userId}, ${CODE_NAME}, ${codeHash(code, state)}, ${CODE_NAME},
                now() + make_interval(secs => ${SOCIAL_CODE_SECONDS}))`,
  )
  return code
}

/** Uses up a code issued to this state: the customer's id, or null (unknown, expired, used, other browser). */
export async function consumeSocialCode(db: Db, code: string, state: string): Promise<number | null> {
  const row = await firstRow<Pick<typeof accessTokens.$inferSelect, 'user_id'> & { live: boolean }>(
    db,
    sql`DELETE FROM access_tokens WHERE name = ${CODE_NAME} AND token_hash = ${codeHash(code, state)}
        RETURNING user_id, expires_at > now() AS live`,
  )
  return row?.live ? row.user_id : null
}

/**
 * What the sandbox provider answers: an identity of its own, derived from the address typed on its page, and
 * never a verified e-mail (anyone can type any address there).
 */
export function sandboxAnswer(provider: Provider, typed: { email: string; name: string }): ProviderAnswer {
  const address = typed.email.toLowerCase()
  return {
    id: `sandbox-${createHash('sha256').update(`${provider}:${address}`).digest('hex').slice(0, 24)}`,
    email: address,
    emailVerified: false,
    name: typed.name,
  }
}

const exchangeBody = z.object({
  code: z.string({ error: 'must be text' }).regex(/^[\w-]{20,100}$/, 'is not a sign-in code'),
  state: z.string().regex(STATE_FORMAT).optional(),
})

const EXPIRED =
  'This sign-in has expired, was already used or was started in another browser. Please try again.'

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
      secure: secureCookies(c),
      maxAge: 600,
    })
    return c.redirect(`/api/v1/sandbox/consent/${service}?state=${state}`, 302)
  })

  api.get('/sandbox/consent/:service', async (c) => {
    const service = c.req.param('service')
    const state = c.req.query('state') ?? ''
    if (!isProvider(service) || !c.var.services.config.sandbox || !STATE_FORMAT.test(state))
      return c.notFound()
    return c.html(consentPage(service, state, `/api/v1/user/social-login/callback/${service}`), 200, {
      'Cache-Control': 'no-store',
      'Content-Security-Policy':
        "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'",
    })
  })

  api.get('/user/social-login/callback/:service', async (c) => {
    const service = c.req.param('service')
    // The state cookie stays: the exchange of the code checks it again (the browser that started is the one
    // that finishes).
    const expected = getCookie(c, STATE_COOKIE)
    if (!isProvider(service) || !(await available(c, service))) {
      return c.redirect(storefront(c, { error: 'This sign-in method is not available.' }), 302)
    }
    if (!expected || !sameState(expected, c.req.query('state'))) {
      return c.redirect(
        storefront(c, { error: 'The sign-in took too long or was started elsewhere. Please try again.' }),
        302,
      )
    }
    if (c.req.query('error')) return c.redirect(storefront(c, { error: 'You cancelled the sign-in.' }), 302)
    const typed = consentAnswer.safeParse(c.req.query())
    if (!typed.success)
      return c.redirect(storefront(c, { error: 'The provider sent no usable account.' }), 302)
    const { db } = c.var.services
    try {
      const code = await db.transaction(async (tx) => {
        const { userId } = await resolveSocialSignIn(tx, service, sandboxAnswer(service, typed.data))
        return issueSocialCode(tx, userId, expected)
      })
      return c.redirect(storefront(c, { code }), 302)
    } catch (error) {
      if (error instanceof ApiError) return c.redirect(storefront(c, { error: error.message }), 302)
      throw error
    }
  })

  // The code of a finished social sign-in, for a token: only with the state of the browser it was issued to
  // (in the body, from the storefront's server, or as the state cookie itself).
  api.post('/user/social-login/exchange', async (c) => {
    const input = parseWith(exchangeBody, await readBody(c))
    const state = input.state ?? getCookie(c, STATE_COOKIE)
    const { db } = c.var.services
    if (!state || !STATE_FORMAT.test(state)) throw new ApiError(EXPIRED)
    const data = await db.transaction(async (tx) => {
      const userId = await consumeSocialCode(tx, input.code, state)
      if (!userId) return null
      const user = await firstRow<
        Pick<typeof users.$inferSelect, 'id' | 'name' | 'email'> & { cart_count: number }
      >(
        tx,
        sql`SELECT u.id, u.name, u.email,
              (SELECT coalesce(sum(quantity), 0)::int FROM carts WHERE user_id = u.id) AS cart_count
            FROM users u WHERE u.id = ${userId}`,
      )
      if (!user) return null
      const issued = await issueToken(tx, user.id)
      const answer: SignInData = { expires_in: issued.expiresAt.toISOString(), token: issued.token, user }
      return answer
    })
    if (!data) throw new ApiError(EXPIRED)
    deleteCookie(c, STATE_COOKIE, { path: COOKIE_PATH })
    return ok(c, data, 'You are signed in.')
  })
}

/** Secure cookies when the shop or this request is on https. */
const secureCookies = (c: ApiContext) =>
  c.var.services.config.publicUrl.startsWith('https:') || new URL(c.req.url).protocol === 'https:'
