/**
 * The development helpers — the mailbox (`dev/*`), the sandbox pages (`sandbox/*`) and the social sign-in that the
 * sandbox plays (`user/social-login/*`) — hand out codes and play providers, so a stranger must never reach them:
 * they answer requests from this machine's loopback, or that carry SOUK_DEV_TOKEN (header `X-Souk-Dev-Token` or
 * cookie `souk_dev_token`), and nobody else. A loopback request that carries `X-Forwarded-For` from an untrusted
 * peer came through a reverse proxy on this machine, so it is a stranger's too.
 */
import { timingSafeEqual } from 'node:crypto'
import type { MiddlewareHandler } from 'hono'
import { getCookie } from 'hono/cookie'
import type { ApiConfig } from '../config'
import { isLoopback } from './clientAddress'
import type { AppEnv } from './context'

/** The header and the cookie that carry SOUK_DEV_TOKEN. */
export const DEV_TOKEN_HEADER = 'X-Souk-Dev-Token'
export const DEV_TOKEN_COOKIE = 'souk_dev_token'

const MAILBOX = /^\/api\/v1\/dev\//
const SANDBOX = /^\/api\/v1\/(?:sandbox|user\/social-login)\//

const sameSecret = (given: string | undefined, secret: string | undefined) =>
  !!given &&
  !!secret &&
  given.length === secret.length &&
  timingSafeEqual(Buffer.from(given), Buffer.from(secret))

/** Whether a path is a development helper that is switched on (switched off, its routes answer 404 anyway). */
export function isDevelopmentHelper(path: string, config: Pick<ApiConfig, 'sandbox' | 'devPages'>): boolean {
  return (config.devPages && MAILBOX.test(path)) || (config.sandbox && SANDBOX.test(path))
}

/** The middleware: helpers answer 403 to strangers, with a page that says why. */
export function guardDevelopmentHelpers(config: ApiConfig): MiddlewareHandler<AppEnv> {
  const trustsForwarding = config.trustedProxies.length > 0
  return async (c, next) => {
    if (!isDevelopmentHelper(c.req.path, config)) return next()
    const local =
      isLoopback(c.var.client) && (trustsForwarding || c.req.header('X-Forwarded-For') === undefined)
    const token = c.req.header(DEV_TOKEN_HEADER) ?? getCookie(c, DEV_TOKEN_COOKIE)
    if (local || sameSecret(token, config.devToken)) return next()
    return c.text(
      'The development helpers (mailbox, payment and sign-in sandboxes) answer only on the machine the shop runs on, or with SOUK_DEV_TOKEN.',
      403,
      { 'Cache-Control': 'no-store' },
    )
  }
}
