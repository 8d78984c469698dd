/** The shopper of a shopper route (contract 1.4): a signed-in customer, else a guest known by `user_token`. */
import { asc, type SQL, sql } from 'drizzle-orm'
import { refreshIfExpiring } from '../auth/tokens'
import type { Db } from '../db/openDb'
import { settings } from '../db/schema'
import type { ApiContext } from './context'
import { ApiError, UnauthenticatedError } from './envelope'
import { cleanGuestToken } from './identity'

/** Who owns the rows a shopper call reads or writes: a customer id, or (only when signed out) a guest token. */
export type Shopper = { userId: number; userToken: null } | { userId: null; userToken: string }

/** The shopper of a request: the bearer's customer, else the guest token of the query or of the body. */
export function shopperOf(c: ApiContext, body?: unknown): Shopper {
  const { userId, userToken } = c.var.identity
  if (userId) return { userId, userToken: null }
  const fromBody =
    body !== null && typeof body === 'object' && 'user_token' in body
      ? cleanGuestToken((body as { user_token: unknown }).user_token)
      : null
  const token = userToken ?? fromBody
  if (!token) throw new ApiError('Please sign in or send your guest token.')
  return { userId: null, userToken: token }
}

/**
 * The ownership condition of a table alias: the customer's rows, or the guest's rows that no customer has
 * claimed yet (a guest token never reaches rows merged into an account).
 */
export function ownedBy(shopper: Shopper, alias?: string): SQL {
  const column = (name: string) => sql.raw(alias ? `${alias}.${name}` : name)
  return shopper.userId !== null
    ? sql`${column('user_id')} = ${shopper.userId}`
    : sql`${column('user_token')} = ${shopper.userToken} AND ${column('user_id')} IS NULL`
}

/** Values of `user_id` and `user_token` for a row the shopper creates. */
export function ownerValues(shopper: Shopper): { user_id: number | null; user_token: string | null } {
  return { user_id: shopper.userId, user_token: shopper.userToken }
}

/** Guest checkout switched off and a guest asks: envelope status 403 (contract 1.4). */
export async function requireGuestCheckout(db: Db, shopper: Shopper): Promise<void> {
  if (shopper.userId !== null) return
  const [setting] = await db
    .select({ guest_checkout: settings.guest_checkout })
    .from(settings)
    .orderBy(asc(settings.id))
    .limit(1)
  if (setting?.guest_checkout !== 1) throw new ApiError('Please sign in to continue.', 403)
}

/** Creates the guest record of a token on its first write (contract 1.4); nothing for a customer. */
export async function ensureGuest(db: Db, shopper: Shopper): Promise<void> {
  if (shopper.userToken === null) return
  await db.execute(
    sql`INSERT INTO guest_users (user_token) VALUES (${shopper.userToken}) ON CONFLICT (user_token) DO NOTHING`,
  )
}

/** The signed-in customer of a registered-only route, with the token refresh of contract 1.5. */
export async function requireUser(c: ApiContext): Promise<number> {
  const { userId, bearer } = c.var.identity
  if (!userId || !bearer) throw new UnauthenticatedError()
  const refreshed = await refreshIfExpiring(c.var.services.db, userId, bearer)
  if (refreshed) c.set('refreshedToken', refreshed)
  return userId
}
