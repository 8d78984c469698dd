/**
 * Sign-in limits that a stranger cannot turn against a customer. Three counters, all in PostgreSQL (shared by
 * every API instance), per 15 minutes:
 * - every attempt of a client (50): one address cannot guess across many accounts;
 * - the failures against an account (10): past them the account is "locked";
 * - the attempts of a client against an account.
 * A locked account still takes the right password from a client that has not failed against it in the window
 * (the customer on their own device), so junk sign-ins from elsewhere never lock the customer out; the clients
 * that failed against it are refused until the window ends, or until the password is reset by e-mailed code
 * (`clearSignInLimits`).
 */
import { sql } from 'drizzle-orm'
import { type Db, firstRow } from '../db/openDb'
import type { rateLimits } from '../db/schema'
import { countHit, rateLimit, tooManyAttempts } from './rateLimit'

/** The window of the three counters. */
export const SIGN_IN_WINDOW_SECONDS = 900
/** Attempts of one client, whatever the account. */
export const SIGN_IN_PER_CLIENT = 50
/** Failures against one account before it is locked for the clients that failed. */
export const SIGN_IN_FAILURES_PER_ACCOUNT = 10

const accountKey = (email: string) => `signin-fail:${email}`
const pairKey = (email: string, client: string) => `signin:${email}:${client}`

const bump = (db: Db, key: string) => countHit(db, key, SIGN_IN_WINDOW_SECONDS)

/** The failures counted against an account in the current window. */
async function accountFailures(db: Db, email: string): Promise<number> {
  const row = await firstRow<Pick<typeof rateLimits.$inferSelect, 'count'>>(
    db,
    sql`SELECT count FROM rate_limits WHERE key = ${accountKey(email)}
        AND window_start > now() - make_interval(secs => ${SIGN_IN_WINDOW_SECONDS})`,
  )
  return row?.count ?? 0
}

/**
 * Counts a sign-in attempt before the password is checked; throws "Too many attempts" when the client is over
 * its limit, or the account is locked and this client already tried it in the window. The pair's attempt is
 * counted atomically first, so parallel attempts from one client cannot all slip through a lock.
 */
export async function admitSignIn(db: Db, email: string, client: string): Promise<void> {
  await rateLimit(db, `signin-client:${client}`, SIGN_IN_PER_CLIENT, SIGN_IN_WINDOW_SECONDS)
  const pair = await bump(db, pairKey(email, client))
  if (pair.count > 1 && (await accountFailures(db, email)) >= SIGN_IN_FAILURES_PER_ACCOUNT) {
    throw tooManyAttempts(pair.retry)
  }
}

/** Records a failed sign-in against an account. */
export async function signInFailed(db: Db, email: string): Promise<void> {
  await bump(db, accountKey(email))
}

/** A successful sign-in: the client's attempts against the account are forgotten. */
export async function signInSucceeded(db: Db, email: string, client: string): Promise<void> {
  await db.execute(sql`DELETE FROM rate_limits WHERE key = ${pairKey(email, client)}`)
}

/** A password reset by e-mailed code unlocks the account for every client. */
export async function clearSignInLimits(db: Db, email: string): Promise<void> {
  await db.execute(
    sql`DELETE FROM rate_limits WHERE key = ${accountKey(email)} OR key LIKE ${`${pairKey(email, '')}%`}`,
  )
}
