/** Who is asking (contract 1.4): a bearer token (stored hashed) and/or a guest `user_token`. */
import { createHash, randomBytes } from 'node:crypto'
import { and, eq, gt, like, sql } from 'drizzle-orm'
import type { Db } from '../db/openDb'
import { accessTokens, users } from '../db/schema'

/** SHA-256 hex of a token: what the database keeps instead of the token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

/** A new random bearer token (256 bits, URL-safe). */
export function newToken(): string {
  return randomBytes(32).toString('base64url')
}

/** The bearer token of an `Authorization` header, if any. */
export function bearerOf(header: string | undefined): string | null {
  const match = header ? /^Bearer\s+(\S{10,512})\s*$/i.exec(header) : null
  return match?.[1] ?? null
}

/** The customer a bearer token belongs to, when it is valid and not expired. */
export async function userOfToken(
  db: Db,
  token: string,
): Promise<{ userId: number; expiresAt: Date } | null> {
  const [row] = await db
    .select({ user_id: accessTokens.user_id, expires_at: accessTokens.expires_at })
    .from(accessTokens)
    .innerJoin(users, eq(users.id, accessTokens.user_id))
    .where(
      and(
        eq(accessTokens.token_hash, hashToken(token)),
        gt(accessTokens.expires_at, sql`now()`),
        like(accessTokens.scopes, '%user%'),
      ),
    )
    .limit(1)
  return row ? { userId: row.user_id, expiresAt: new Date(row.expires_at) } : null
}

/**
 * A guest token as a storefront sends it: 6 to 191 letters, digits, `.`, `_` or `-` (the original storefront's tokens
 * are base 36 of a random float, `gc38za160pg.aw7s6b`); spaces, control characters and longer values are refused.
 */
export function cleanGuestToken(value: unknown): string | null {
  return typeof value === 'string' && /^[A-Za-z0-9._-]{6,191}$/.test(value) ? value : null
}

/** Reads one request header (Hono's `c.req.header`). */
type HeaderOf = (name: string) => string | undefined

/**
 * Whether a request may be authenticated by the shop's session cookie: a browser request from the shop's own
 * origin (the CSRF guard). Browsers set `Sec-Fetch-Site` and `Origin` themselves and no page can forge them for
 * another site: a cross-site request says `cross-site`/`same-site` and its origin. Absent headers are a
 * navigation typed by hand, an older browser's same-origin GET, or a server in this process (the store's
 * loaders), none of which another site can make carry the shopper's cookie.
 */
export function sameOriginBrowser(header: HeaderOf, publicUrl: string): boolean {
  const site = header('Sec-Fetch-Site')?.trim().toLowerCase()
  if (site && site !== 'same-origin' && site !== 'none') return false
  const origin = header('Origin')?.trim()
  return !origin || origin === new URL(publicUrl).origin
}
