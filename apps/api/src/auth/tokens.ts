/** Bearer tokens (contract 1.5): random, stored hashed, 12 months; refreshed for 30 days when about to expire. */
import { sql } from 'drizzle-orm'
import type { Db } from '../db/openDb'
import { accessTokens } from '../db/schema'
import { hashToken, newToken } from '../http/identity'

const DAY = 86_400_000
/** Lifetime of a sign-in token. */
export const TOKEN_DAYS = 365
/** Lifetime of a refreshed token. */
export const REFRESHED_TOKEN_DAYS = 30

/** Creates a token for a customer; returns it (the only time it exists in clear) and its expiry. */
export async function issueToken(
  db: Db,
  userId: number,
  days = TOKEN_DAYS,
): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken()
  const expiresAt = new Date(Date.now() + days * DAY)
  await db
    .insert(accessTokens)
    .values({ user_id: userId, name: 'user', token_hash: hashToken(token), expires_at: expiresAt })
  return { token, expiresAt }
}

/** Deletes every `user` token of a customer (logout, new password), but those whose hashes `except` names. */
export async function revokeTokens(
  db: Db,
  userId: number,
  options: { except?: string[] } = {},
): Promise<void> {
  const keep = (options.except ?? []).filter(Boolean)
  await db.execute(
    sql`DELETE FROM access_tokens WHERE user_id = ${userId} AND name = 'user'
        ${
          keep.length
            ? sql`AND token_hash NOT IN (${sql.join(
                keep.map((hash) => sql`${hash}`),
                sql`, `,
              )})`
            : sql``
        }`,
  )
}

/** Replaces a token expiring within a minute by a new 30-day one; returns the new token or null. */
export async function refreshIfExpiring(db: Db, userId: number, bearer: { token: string; expiresAt: Date }) {
  if (bearer.expiresAt.getTime() - Date.now() > 60_000) return null
  await db.execute(sql`DELETE FROM access_tokens WHERE token_hash = ${hashToken(bearer.token)}`)
  return (await issueToken(db, userId, REFRESHED_TOKEN_DAYS)).token
}
