/**
 * The rule of social sign-in: which customer a provider's answer signs in as, in one place.
 *
 * - An identity already known by its provider id signs in as its customer.
 * - Otherwise an account using the answer's e-mail is linked only when the provider says the e-mail is
 *   verified **and** the account is verified. An unverified account (anyone can register any address and never
 *   verify it) is first reset: its password is cleared, its tokens and pending codes are revoked and its other
 *   provider links dropped, so whoever registered it keeps nothing. An unverified provider e-mail that an
 *   account already uses is refused.
 * - Otherwise a new customer is created, verified only when the provider says the e-mail is (the sandbox never
 *   does: its identities stay its own and never reach an existing account).
 */
import { sql } from 'drizzle-orm'
import { type Db, firstRow } from '../db/openDb'
import type { users } from '../db/schema'

/** A customer row, typed by the schema (the raw statements below read some of its columns). */
type UserRow = typeof users.$inferSelect

import { ApiError } from '../http/envelope'

/** The providers of social sign-in. */
export type SocialProvider = 'google' | 'facebook'

/** What a provider answers about the person who consented. */
export interface ProviderAnswer {
  /** The provider's stable id of the person. */
  id: string
  email: string
  /** Whether the provider vouches that the person owns `email`. */
  emailVerified: boolean
  name: string
}

/** How the answer was resolved: the customer to sign in, and what happened to reach them. */
export interface SocialSignIn {
  userId: number
  outcome: 'signed-in' | 'linked' | 'reset-and-linked' | 'created'
}

/** The message of an unverified provider e-mail that an account already uses. */
export const EMAIL_IN_USE =
  'An account already uses this e-mail address. Please sign in with your e-mail address and password.'

const providerColumn = (provider: SocialProvider) =>
  sql.raw(provider === 'google' ? 'google_id' : 'facebook_id')

/**
 * Finds, links or creates the customer of a provider's answer (see the rule above); throws an `ApiError`
 * (envelope 201) when the answer may not sign in. Run it in a transaction with the token issue.
 */
export async function resolveSocialSignIn(
  db: Db,
  provider: SocialProvider,
  answer: ProviderAnswer,
): Promise<SocialSignIn> {
  const column = providerColumn(provider)
  const address = answer.email.trim().toLowerCase()
  const known = await firstRow<Pick<UserRow, 'id' | 'verified'> & { has_password: boolean }>(
    db,
    sql`SELECT id, verified, password IS NOT NULL AS has_password FROM users WHERE ${column} = ${answer.id}
        FOR UPDATE`,
  )
  if (known) {
    // An account made from an unverified provider e-mail that someone has since registered with a password (and
    // not yet verified) is theirs to prove: the identity waits for the code or a verified provider.
    if (known.verified !== 1 && known.has_password) throw new ApiError(EMAIL_IN_USE)
    return { userId: known.id, outcome: 'signed-in' }
  }
  const holder = await firstRow<Pick<UserRow, 'id' | 'verified'>>(
    db,
    sql`SELECT id, verified FROM users WHERE email = ${address} FOR UPDATE`,
  )
  if (holder) {
    if (!answer.emailVerified) throw new ApiError(EMAIL_IN_USE)
    if (holder.verified === 1) {
      await db.execute(
        sql`UPDATE users SET ${column} = ${answer.id}, updated_at = now() WHERE id = ${holder.id}`,
      )
      return { userId: holder.id, outcome: 'linked' }
    }
    // Pre-hijack defence: whoever registered this address without proving it keeps no way in.
    await db.execute(
      sql`UPDATE users SET password = NULL, verified = 1,
            google_id = ${provider === 'google' ? answer.id : null},
            facebook_id = ${provider === 'facebook' ? answer.id : null}, updated_at = now()
          WHERE id = ${holder.id}`,
    )
    await db.execute(sql`DELETE FROM access_tokens WHERE user_id = ${holder.id}`)
    await db.execute(
      sql`UPDATE verification_codes SET consumed_at = now() WHERE email = ${address} AND consumed_at IS NULL`,
    )
    return { userId: holder.id, outcome: 'reset-and-linked' }
  }
  const created = await firstRow<Pick<UserRow, 'id'>>(
    db,
    sql`INSERT INTO users (name, email, password, verified, ${column})
        VALUES (${answer.name}, ${address}, NULL, ${answer.emailVerified ? 1 : 0}, ${answer.id}) RETURNING id`,
  )
  if (!created) throw new Error('social sign-in: no user created')
  return { userId: created.id, outcome: 'created' }
}
