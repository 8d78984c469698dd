/**
 * A customer's account (contract 5.1-5.6): sign-up with an e-mailed code, verification, sign-in, the forgotten
 * password, the profile, its name and password, sign-out. The rules live here; the rows are read and written by
 * `queries.ts`, and the routes (`routes.ts`) only validate the input and wrap the answer.
 */
import type { Flag, GuestProfile, RegisteredProfile, SignInData, User } from '@souk/core'
import type { Db } from '../db/openDb'
import { ApiError, UnauthenticatedError } from '../http/envelope'
import { cleanGuestToken } from '../http/identity'
import { consumeCode, issueCode } from './codes'
import type { ChangePasswordInput, ResetInput, SignInInput, SignUpInput, VerifyInput } from './inputs'
import { codeMail, queueMail } from './mail'
import { hashPassword, verifyPassword, verifyPasswordOrNothing } from './password'
import {
  type AccountRow,
  accountById,
  accountSettings,
  adoptGuest,
  cartCount,
  customerByEmail,
  guestByToken,
  insertCustomer,
  markVerified,
  passwordOf,
  updateCustomer,
} from './queries'
import { rateLimit } from './rateLimit'
import { admitSignIn, clearSignInLimits, signInFailed, signInSucceeded } from './signInLimits'
import { issueToken, revokeTokens } from './tokens'

/** The failure for a wrong, used or expired code, and for an address without an account. */
export const CODE_INVALID = 'The code is invalid or has expired. Please ask for a new one.'

/** The `verified` value of a proven address. */
const VERIFIED: Flag = 1

/** An account row as the contract's `User` (`verified` and `viewed` are 0/1 columns). */
export const asUser = (row: AccountRow): User => ({
  ...row,
  verified: row.verified as Flag,
  viewed: row.viewed as Flag,
})

/**
 * POST user/signup: a new account (or an unverified one signing up again, with its new name and password) and an
 * e-mailed code in `lang` (the mail's language). Returns the address, lower-cased.
 */
export async function signUp(
  db: Db,
  client: string,
  input: SignUpInput,
  lang: string | null,
): Promise<string> {
  const address = input.email.toLowerCase()
  await rateLimit(db, `signup:${address}`, 5, 3600)
  await rateLimit(db, `signup-client:${client}`, 20, 3600)
  const existing = await customerByEmail(db, address)
  if (existing?.verified === VERIFIED) throw new ApiError('This e-mail address is already registered.')
  const passwordHash = await hashPassword(input.password)
  await db.transaction(async (tx) => {
    if (existing) await updateCustomer(tx, existing.id, { name: input.name, password: passwordHash })
    else await insertCustomer(tx, { name: input.name, email: address, password: passwordHash })
    const issued = await issueCode(tx, 'user_verify', address)
    await queueMail(tx, codeMail(address, input.name, issued, 'user_verify', lang))
  })
  return address
}

/** POST user/verify: the e-mailed code proves the address; returns the account. */
export async function verifyAccount(db: Db, client: string, input: VerifyInput): Promise<User | undefined> {
  const address = input.email.toLowerCase()
  await rateLimit(db, `verify:${client}`, 30, 900)
  const user = await customerByEmail(db, address)
  // The same answer as a wrong code: whether an address has an account is not told here.
  if (!user) throw new ApiError(CODE_INVALID)
  await consumeCode(db, 'user_verify', address, input.code)
  await markVerified(db, user.id)
  const account = await accountById(db, user.id)
  return account && asUser(account)
}

/**
 * POST user/signin: checks the password (under the sign-in limits), takes over the guest's cart, orders,
 * addresses and cancellations when `user_token` is sent, and issues a bearer token.
 */
export async function signIn(db: Db, client: string, input: SignInInput): Promise<SignInData> {
  const address = input.email.toLowerCase()
  await admitSignIn(db, address, client)
  const user = await customerByEmail(db, address)
  // One argon2 verification whether or not the account exists: the time tells nothing either.
  if (!(await verifyPasswordOrNothing(user?.password, input.password)) || !user) {
    await signInFailed(db, address)
    throw new ApiError('The e-mail address or the password is wrong.')
  }
  await signInSucceeded(db, address, client)
  if (user.verified !== VERIFIED) throw new ApiError('Please verify your e-mail address first.')
  const guest = cleanGuestToken(input.user_token)
  const issued = await db.transaction(async (tx) => {
    if (guest) await adoptGuest(tx, guest, user)
    return issueToken(tx, user.id)
  })
  return {
    expires_in: issued.expiresAt.toISOString(),
    token: issued.token,
    user: {
      id: user.id,
      name: user.name,
      email: user.email,
      cart_count: await cartCount(db, { userId: user.id }),
    },
  }
}

/**
 * POST user/forgot-password: mails a reset code. The same answer whether or not the address has an account (an
 * unverified one gets its code too: using it proves the address, see `resetPassword`).
 */
export async function forgotPassword(
  db: Db,
  client: string,
  email: string,
  lang: string | null,
): Promise<string> {
  const address = email.toLowerCase()
  await rateLimit(db, `forgot:${address}`, 5, 3600)
  await rateLimit(db, `forgot-client:${client}`, 20, 3600)
  const user = await customerByEmail(db, address)
  if (user) {
    await db.transaction(async (tx) => {
      const issued = await issueCode(tx, 'user_reset', address)
      await queueMail(tx, codeMail(address, user.name, issued, 'user_reset', lang))
    })
  }
  return address
}

/**
 * POST user/update-password: a new password by e-mailed code. The code proves the address: the account is
 * verified from now on. A new password signs every device out and unlocks sign-in for every client.
 */
export async function resetPassword(db: Db, client: string, input: ResetInput): Promise<string> {
  const address = input.email.toLowerCase()
  await rateLimit(db, `reset:${client}`, 30, 900)
  const user = await customerByEmail(db, address)
  if (!user) throw new ApiError(CODE_INVALID)
  await consumeCode(db, 'user_reset', address, input.code)
  const passwordHash = await hashPassword(input.password)
  await db.transaction(async (tx) => {
    await updateCustomer(tx, user.id, { password: passwordHash, verified: VERIFIED })
    await revokeTokens(tx, user.id)
    await clearSignInLimits(tx, address)
  })
  return address
}

/**
 * GET user/profile: the signed-in customer's account, or the guest's row when only a guest token is sent and the
 * shop allows guest checkout.
 */
export async function profileOf(
  db: Db,
  identity: { userId?: number | null | undefined; userToken?: string | null | undefined },
): Promise<RegisteredProfile | GuestProfile> {
  const { userId, userToken } = identity
  if (userId) {
    const account = await accountById(db, userId)
    if (!account) throw new UnauthenticatedError()
    return { ...asUser(account), cart_count: await cartCount(db, { userId }), is_logged_in: true }
  }
  if (!userToken) throw new ApiError('Please sign in or send your guest token.')
  const settings = await accountSettings(db)
  if (settings?.guest_checkout !== 1) throw new ApiError('Please sign in to continue.', 403)
  const guest = await guestByToken(db, userToken)
  const data = {
    ...guest,
    cart_count: await cartCount(db, { userToken }),
    is_logged_in: false,
  }
  return data as GuestProfile
}

/** POST user/update-profile: the customer's new name. */
export async function renameCustomer(db: Db, userId: number, name: string): Promise<{ name: string }> {
  await updateCustomer(db, userId, { name })
  return { name }
}

/**
 * POST user/update-user-password: a new password given the current one. Every other session ends: the tokens
 * whose hashes `keep` names (the one that asked, and its refreshed one) stay.
 */
export async function changePassword(
  db: Db,
  userId: number,
  input: ChangePasswordInput,
  keep: string[],
): Promise<null> {
  await rateLimit(db, `change-password:${userId}`, 10, 900)
  const user = await passwordOf(db, userId)
  if (!(await verifyPassword(user?.password, input.current_password))) {
    throw new ApiError('The current password is wrong.')
  }
  const passwordHash = await hashPassword(input.new_password)
  await db.transaction(async (tx) => {
    await updateCustomer(tx, userId, { password: passwordHash })
    await revokeTokens(tx, userId, { except: keep })
  })
  return null
}

/** GET user/logout: every token of the customer ends. */
export async function signOut(db: Db, userId: number): Promise<null> {
  await revokeTokens(db, userId)
  return null
}
