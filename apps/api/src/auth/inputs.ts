/**
 * What the account routes accept, as zod schemas, and how a route reads them: every body goes through
 * `http/validate.ts` (`parseWith`: Laravel's input rule, then the schema; a failure is a 201 envelope listing each
 * problem), the one validation mechanism of the API.
 */
import { PASSWORD_MIN_LENGTH } from '@souk/core'
import { z } from 'zod'
import { readBody } from '../http/body'
import type { ApiContext } from '../http/context'
import { code, email } from '../http/fields'
import { parseBody, strictBody, textField } from '../http/input'
import { parseWith } from '../http/validate'

const password = z
  .string({ error: 'must be text' })
  .min(PASSWORD_MIN_LENGTH, `must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(200, 'is too long')
const name = z.string({ error: 'must be text' }).trim().min(1, 'is required').max(120, 'is too long')
const guestToken = z.string().max(191).optional()

export const signUpBody = z.object({ name, email, password })
export const verifyBody = z.object({ email, code })
export const signInBody = z.object({ email, password, user_token: guestToken })
export const forgotBody = z.object({ email })
export const resetBody = z.object({ email, code, password })
export const updateProfileBody = z.object({ name })
export const changePasswordBody = z.object({ current_password: password, new_password: password })
/** Seller bodies: unknown fields dropped, and the body must be an object (`bodyObject`). */
export const sellerSignUpBody = strictBody({
  name: textField(120),
  email,
  store_name: textField(120),
  password,
})
export const sellerVerifyBody = strictBody({ email, code })

export type SignUpInput = z.output<typeof signUpBody>
export type VerifyInput = z.output<typeof verifyBody>
export type SignInInput = z.output<typeof signInBody>
export type ResetInput = z.output<typeof resetBody>
export type ChangePasswordInput = z.output<typeof changePasswordBody>
export type SellerSignUpInput = z.output<typeof sellerSignUpBody>
export type SellerVerifyInput = z.output<typeof sellerVerifyBody>

/** The request's body (JSON or form) checked against `schema`. */
export async function bodyOf<S extends z.ZodType>(c: ApiContext, schema: S): Promise<z.output<S>> {
  return parseWith(schema, await readBody(c))
}

/** `bodyOf` for bodies that must be a JSON object ("The request body must be a JSON object." otherwise). */
export async function objectBodyOf<S extends z.ZodType>(c: ApiContext, schema: S): Promise<z.output<S>> {
  return parseBody(schema, await readBody(c))
}
