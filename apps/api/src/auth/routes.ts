/**
 * The account routes (contract 5.1-5.8): each validates its input (`inputs.ts`), calls the domain
 * (`accounts.ts`, `sellers.ts`, `deletion.ts`) and wraps the answer in the envelope with its message.
 */
import type { Hono } from 'hono'
import type { ApiContext, AppEnv } from '../http/context'
import { ok } from '../http/envelope'
import { hashToken } from '../http/identity'
import { requireUser } from '../http/shopper'
import {
  changePassword,
  forgotPassword,
  profileOf,
  renameCustomer,
  resetPassword,
  signIn,
  signOut,
  signUp,
  verifyAccount,
} from './accounts'
import { deleteAccount } from './deletion'
import {
  bodyOf,
  changePasswordBody,
  forgotBody,
  objectBodyOf,
  resetBody,
  sellerSignUpBody,
  sellerVerifyBody,
  signInBody,
  signUpBody,
  updateProfileBody,
  verifyBody,
} from './inputs'
import { requestMailLanguage } from './mail'
import { registerMailbox } from './mailbox'
import { sellerSignUp, sellerVerify } from './sellers'
import { registerSocialLogin } from './social'

/** The hashes of the tokens of the session that asked (its bearer and the one refreshed for it), kept alive. */
function ownTokenHashes(c: ApiContext): string[] {
  const current = c.var.identity.bearer ? hashToken(c.var.identity.bearer.token) : ''
  const refreshed = c.get('refreshedToken')
  return [current, refreshed ? hashToken(refreshed) : '']
}

/** Registers the account routes on the `/api/v1` app. */
export function registerAccounts(api: Hono<AppEnv>) {
  api.post('/user/signup', async (c) => {
    const input = await bodyOf(c, signUpBody)
    const address = await signUp(c.var.services.db, c.var.client, input, await requestMailLanguage(c))
    return ok(c, address, 'We have sent a verification code to your e-mail address.')
  })
  api.post('/user/verify', async (c) => {
    const input = await bodyOf(c, verifyBody)
    const user = await verifyAccount(c.var.services.db, c.var.client, input)
    return ok(c, user, 'You have successfully verified your account.')
  })
  api.post('/user/signin', async (c) => {
    const input = await bodyOf(c, signInBody)
    return ok(c, await signIn(c.var.services.db, c.var.client, input), 'You are signed in.')
  })
  api.post('/user/forgot-password', async (c) => {
    const input = await bodyOf(c, forgotBody)
    const address = await forgotPassword(
      c.var.services.db,
      c.var.client,
      input.email,
      await requestMailLanguage(c),
    )
    return ok(c, address, 'We have sent a reset code to your e-mail address.')
  })
  api.post('/user/update-password', async (c) => {
    const input = await bodyOf(c, resetBody)
    const address = await resetPassword(c.var.services.db, c.var.client, input)
    return ok(c, address, 'Your password has been reset. You can sign in now.')
  })

  api.get('/user/profile', async (c) => ok(c, await profileOf(c.var.services.db, c.var.identity)))
  api.get('/user/logout', async (c) => {
    const userId = await requireUser(c)
    await signOut(c.var.services.db, userId)
    c.set('refreshedToken', null)
    return ok(c, null, 'You have been signed out.')
  })
  api.post('/user/update-profile', async (c) => {
    const userId = await requireUser(c)
    const input = await bodyOf(c, updateProfileBody)
    return ok(
      c,
      await renameCustomer(c.var.services.db, userId, input.name),
      'Your profile has been updated.',
    )
  })
  api.post('/user/update-user-password', async (c) => {
    const userId = await requireUser(c)
    const input = await bodyOf(c, changePasswordBody)
    // Every other session ends; the one that changed the password stays signed in.
    await changePassword(c.var.services.db, userId, input, ownTokenHashes(c))
    return ok(c, null, 'Your password has been changed.')
  })
  api.delete('/user/delete', async (c) => {
    const userId = await requireUser(c)
    const user = await deleteAccount(c.var.services.db, c.var.services.storage, userId)
    c.set('refreshedToken', null)
    return ok(c, user, 'Your account has been deleted.')
  })

  api.post('/seller/signup', async (c) => {
    const input = await objectBodyOf(c, sellerSignUpBody)
    const address = await sellerSignUp(c.var.services.db, input, await requestMailLanguage(c))
    return ok(c, address, 'We have sent a verification code to your e-mail address.')
  })
  api.post('/seller/verify', async (c) => {
    const input = await objectBodyOf(c, sellerVerifyBody)
    const account = await sellerVerify(c.var.services.db, c.var.client, input)
    return ok(c, account, 'Your e-mail address is verified. We will e-mail you once your shop is approved.')
  })
  registerSocialLogin(api)
  registerMailbox(api)
}
