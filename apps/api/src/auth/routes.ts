/** Accounts (contract 5.1-5.6): sign-up with an e-mailed code, verification, sign-in, profile, sign-out. */
import type { GuestProfile, RegisteredProfile, SignInData, User } from '@souk/core'
import { PASSWORD_MIN_LENGTH } from '@souk/core'
import { sql } from 'drizzle-orm'
import type { Hono } from 'hono'
import { z } from 'zod'
import { type Db, firstRow } from '../db/openDb'
import { readBody } from '../http/body'
import type { AppEnv } from '../http/context'
import { ApiError, ok, UnauthenticatedError } from '../http/envelope'
import { code, email } from '../http/fields'
import { cleanGuestToken, hashToken } from '../http/identity'
import { requireUser } from '../http/shopper'
import { parseWith } from '../http/validate'
import { consumeCode, issueCode } from './codes'
import { codeMail, queueMail } from './mail'
import { registerMailbox } from './mailbox'
import { deleteAccount, sellerSignUp, sellerVerify } from './more'
import { hashPassword, verifyPassword, verifyPasswordOrNothing } from './password'
import { rateLimit } from './rateLimit'
import { admitSignIn, clearSignInLimits, signInFailed, signInSucceeded } from './signInLimits'
import { registerSocialLogin } from './social'
import { issueToken, revokeTokens } from './tokens'

const password = z
  .string({ error: 'must be text' })
  .min(PASSWORD_MIN_LENGTH, `must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(200, 'is too long')
const name = z.string({ error: 'must be text' }).trim().min(1, 'is required').max(120, 'is too long')
const guestToken = z.string().max(191).optional()

/** The failure for a wrong, used or expired code, and for an address without an account. */
const CODE_INVALID = 'The code is invalid or has expired. Please ask for a new one.'

const signUpBody = z.object({ name, email, password })
const verifyBody = z.object({ email, code })
const signInBody = z.object({ email, password, user_token: guestToken })
const forgotBody = z.object({ email })
const resetBody = z.object({ email, code, password })
const updateProfileBody = z.object({ name })
const changePasswordBody = z.object({ current_password: password, new_password: password })

const userColumns = sql`u.id, u.name, u.email, u.google_id, u.facebook_id, u.verified, u.default_address, u.phone, u.viewed,
  to_char(u.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS created_at,
  to_char(u.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS updated_at`

const userRow = (db: Db, condition: ReturnType<typeof sql>) =>
  firstRow<User>(db, sql`SELECT ${userColumns} FROM users u WHERE ${condition}`)

/** The sum of the quantities in a cart. */
async function cartCount(db: Db, owner: { userId: number } | { userToken: string }): Promise<number> {
  const where =
    'userId' in owner
      ? sql`user_id = ${owner.userId}`
      : sql`user_token = ${owner.userToken} AND user_id IS NULL`
  const row = await firstRow<{ n: number }>(
    db,
    sql`SELECT coalesce(sum(quantity), 0)::int AS n FROM carts WHERE ${where}`,
  )
  return row?.n ?? 0
}

/** Registers the account routes on the `/api/v1` app. */
export function registerAccounts(api: Hono<AppEnv>) {
  api.post('/user/signup', async (c) => {
    const input = parseWith(signUpBody, await readBody(c))
    const { db } = c.var.services
    const address = input.email.toLowerCase()
    await rateLimit(db, `signup:${address}`, 5, 3600)
    await rateLimit(db, `signup-client:${c.var.client}`, 20, 3600)
    const existing = await firstRow<{ id: number; verified: number }>(
      db,
      sql`SELECT id, verified FROM users WHERE email = ${address}`,
    )
    if (existing?.verified === 1) throw new ApiError('This e-mail address is already registered.')
    const passwordHash = await hashPassword(input.password)
    await db.transaction(async (tx) => {
      if (existing) {
        await tx.execute(
          sql`UPDATE users SET name = ${input.name}, password = ${passwordHash}, updated_at = now() WHERE id = ${existing.id}`,
        )
      } else {
        await tx.execute(
          sql`INSERT INTO users (name, email, password, verified) VALUES (${input.name}, ${address}, ${passwordHash}, 0)`,
        )
      }
      const issued = await issueCode(tx, 'user_verify', address)
      await queueMail(tx, codeMail(address, input.name, issued, 'user_verify'))
    })
    return ok(c, address, 'We have sent a verification code to your e-mail address.')
  })

  api.post('/user/verify', async (c) => {
    const input = parseWith(verifyBody, await readBody(c))
    const { db } = c.var.services
    const address = input.email.toLowerCase()
    await rateLimit(db, `verify:${c.var.client}`, 30, 900)
    const user = await firstRow<{ id: number }>(db, sql`SELECT id FROM users WHERE email = ${address}`)
    // The same answer as a wrong code: whether an address has an account is not told here.
    if (!user) throw new ApiError(CODE_INVALID)
    await consumeCode(db, 'user_verify', address, input.code)
    // Proving the address drops provider links made while it was unproven (socialIdentity.ts).
    await db.execute(
      sql`UPDATE users SET verified = 1, google_id = CASE WHEN verified = 1 THEN google_id END,
            facebook_id = CASE WHEN verified = 1 THEN facebook_id END, updated_at = now() WHERE id = ${user.id}`,
    )
    return ok(c, await userRow(db, sql`u.id = ${user.id}`), 'You have successfully verified your account.')
  })

  api.post('/user/signin', async (c) => {
    const input = parseWith(signInBody, await readBody(c))
    const { db } = c.var.services
    const address = input.email.toLowerCase()
    await admitSignIn(db, address, c.var.client)
    const user = await firstRow<{
      id: number
      name: string
      email: string
      password: string | null
      verified: number
    }>(db, sql`SELECT id, name, email, password, verified FROM users WHERE email = ${address}`)
    // One argon2 verification whether or not the account exists: the time tells nothing either.
    if (!(await verifyPasswordOrNothing(user?.password, input.password)) || !user) {
      await signInFailed(db, address)
      throw new ApiError('The e-mail address or the password is wrong.')
    }
    await signInSucceeded(db, address, c.var.client)
    if (user.verified !== 1) throw new ApiError('Please verify your e-mail address first.')
    const guest = cleanGuestToken(input.user_token)
    const issued = await db.transaction(async (tx) => {
      if (guest) {
        // The guest's cart, orders, addresses and cancellations become the customer's (contract 9.9). A variant
        // already in the customer's cart gets the guest's quantity added (up to the stock) instead of a second line.
        await tx.execute(
          sql`UPDATE carts mine SET quantity = LEAST(mine.quantity + g.quantity, GREATEST(i.quantity, mine.quantity, 1)),
                updated_at = now()
              FROM carts g JOIN updated_inventories i ON i.id = g.inventory_id
              WHERE g.user_token = ${guest} AND g.user_id IS NULL AND mine.user_id = ${user.id}
                AND mine.product_id = g.product_id AND mine.inventory_id = g.inventory_id`,
        )
        await tx.execute(
          sql`DELETE FROM carts g WHERE g.user_token = ${guest} AND g.user_id IS NULL AND EXISTS (
                SELECT 1 FROM carts mine WHERE mine.user_id = ${user.id}
                  AND mine.product_id = g.product_id AND mine.inventory_id = g.inventory_id)`,
        )
        for (const table of ['carts', 'orders', 'user_addresses', 'cancellations']) {
          await tx.execute(
            sql`UPDATE ${sql.raw(table)} SET user_id = ${user.id} WHERE user_token = ${guest} AND user_id IS NULL`,
          )
        }
        await tx.execute(
          sql`UPDATE guest_users SET name = ${user.name}, email = ${user.email}, updated_at = now() WHERE user_token = ${guest}`,
        )
      }
      return issueToken(tx, user.id)
    })
    const data: SignInData = {
      expires_in: issued.expiresAt.toISOString(),
      token: issued.token,
      user: {
        id: user.id,
        name: user.name,
        email: user.email,
        cart_count: await cartCount(db, { userId: user.id }),
      },
    }
    return ok(c, data, 'You are signed in.')
  })

  api.post('/user/forgot-password', async (c) => {
    const input = parseWith(forgotBody, await readBody(c))
    const { db } = c.var.services
    const address = input.email.toLowerCase()
    await rateLimit(db, `forgot:${address}`, 5, 3600)
    await rateLimit(db, `forgot-client:${c.var.client}`, 20, 3600)
    const user = await firstRow<{ name: string }>(db, sql`SELECT name FROM users WHERE email = ${address}`)
    // The same answer whether or not the address has an account (an unverified one gets its code too: using it
    // proves the address, see update-password).
    if (user) {
      await db.transaction(async (tx) => {
        const issued = await issueCode(tx, 'user_reset', address)
        await queueMail(tx, codeMail(address, user.name, issued, 'user_reset'))
      })
    }
    return ok(c, address, 'We have sent a reset code to your e-mail address.')
  })

  api.post('/user/update-password', async (c) => {
    const input = parseWith(resetBody, await readBody(c))
    const { db } = c.var.services
    const address = input.email.toLowerCase()
    await rateLimit(db, `reset:${c.var.client}`, 30, 900)
    const user = await firstRow<{ id: number }>(db, sql`SELECT id FROM users WHERE email = ${address}`)
    if (!user) throw new ApiError(CODE_INVALID)
    await consumeCode(db, 'user_reset', address, input.code)
    const passwordHash = await hashPassword(input.password)
    // The code proves the address: the account is verified from now on. A new password signs every device out
    // and unlocks sign-in for every client.
    await db.transaction(async (tx) => {
      await tx.execute(
        sql`UPDATE users SET password = ${passwordHash}, verified = 1, updated_at = now() WHERE id = ${user.id}`,
      )
      await revokeTokens(tx, user.id)
      await clearSignInLimits(tx, address)
    })
    return ok(c, address, 'Your password has been reset. You can sign in now.')
  })

  api.get('/user/profile', async (c) => {
    const { db } = c.var.services
    const { userId, userToken } = c.var.identity
    if (userId) {
      const user = await userRow(db, sql`u.id = ${userId}`)
      if (!user) throw new UnauthenticatedError()
      const data: RegisteredProfile = {
        ...user,
        cart_count: await cartCount(db, { userId }),
        is_logged_in: true,
      }
      return ok(c, data)
    }
    if (!userToken) throw new ApiError('Please sign in or send your guest token.')
    const settings = await firstRow<{ guest_checkout: number }>(
      db,
      sql`SELECT guest_checkout FROM settings ORDER BY id LIMIT 1`,
    )
    if (settings?.guest_checkout !== 1) throw new ApiError('Please sign in to continue.', 403)
    const guest = await firstRow<Omit<GuestProfile, 'cart_count' | 'is_logged_in'>>(
      db,
      sql`SELECT id, name, email, default_address, user_token, viewed,
          to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS created_at,
          to_char(updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS updated_at
          FROM guest_users WHERE user_token = ${userToken}`,
    )
    const data: GuestProfile = {
      ...guest,
      cart_count: await cartCount(db, { userToken }),
      is_logged_in: false,
    }
    return ok(c, data)
  })

  api.get('/user/logout', async (c) => {
    const userId = await requireUser(c)
    await revokeTokens(c.var.services.db, userId)
    c.set('refreshedToken', null)
    return ok(c, null, 'You have been signed out.')
  })

  api.post('/user/update-profile', async (c) => {
    const userId = await requireUser(c)
    const input = parseWith(updateProfileBody, await readBody(c))
    await c.var.services.db.execute(
      sql`UPDATE users SET name = ${input.name}, updated_at = now() WHERE id = ${userId}`,
    )
    return ok(c, { name: input.name }, 'Your profile has been updated.')
  })

  api.post('/user/update-user-password', async (c) => {
    const userId = await requireUser(c)
    const input = parseWith(changePasswordBody, await readBody(c))
    const { db } = c.var.services
    await rateLimit(db, `change-password:${userId}`, 10, 900)
    const user = await firstRow<{ password: string | null }>(
      db,
      sql`SELECT password FROM users WHERE id = ${userId}`,
    )
    if (!(await verifyPassword(user?.password, input.current_password))) {
      throw new ApiError('The current password is wrong.')
    }
    const passwordHash = await hashPassword(input.new_password)
    // Every other session ends; the one that changed the password stays signed in.
    const current = c.var.identity.bearer ? hashToken(c.var.identity.bearer.token) : ''
    const refreshed = c.get('refreshedToken')
    const keep = [current, refreshed ? hashToken(refreshed) : '']
    await db.transaction(async (tx) => {
      await tx.execute(
        sql`UPDATE users SET password = ${passwordHash}, updated_at = now() WHERE id = ${userId}`,
      )
      await revokeTokens(tx, userId, { except: keep })
    })
    return ok(c, null, 'Your password has been changed.')
  })

  api.delete('/user/delete', async (c) => ok(c, await deleteAccount(c), 'Your account has been deleted.'))
  api.post('/seller/signup', async (c) =>
    ok(c, await sellerSignUp(c), 'We have sent a verification code to your e-mail address.'),
  )
  api.post('/seller/verify', async (c) =>
    ok(
      c,
      await sellerVerify(c),
      'Your e-mail address is verified. We will e-mail you once your shop is approved.',
    ),
  )
  registerSocialLogin(api)
  registerMailbox(api)
}
