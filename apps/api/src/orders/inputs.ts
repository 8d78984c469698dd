/**
 * What the order, payment and cancellation routes accept, as zod schemas, and how a route reads them: every body
 * and query goes through `http/validate.ts` (Laravel's input rule, then the schema; a failure is a 201 envelope
 * listing each problem). The order bodies may be the legacy encrypted form of contract 7.1 (`legacyBody.ts`).
 */
import { PAYMENT_METHODS } from '@souk/core'
import { z } from 'zod'
import { queryOf } from '../catalog/request'
import { readBody } from '../http/body'
import type { ApiContext } from '../http/context'
import {
  flagField,
  idField,
  parseBody,
  strictBody,
  textField,
  userTokenField,
  wholeNumber,
} from '../http/input'
import { type Shopper, shopperOf } from '../http/shopper'
import { parseWith } from '../http/validate'
import { readOrderBody } from './legacyBody'

const methodField = wholeNumber(1, 50).refine(
  (value) => (PAYMENT_METHODS as readonly number[]).includes(value),
  {
    message: `must be one of ${PAYMENT_METHODS.join(', ')}`,
  },
)

const timeZone = z.string({ error: 'must be text' }).max(64, 'is too long').optional()

/** POST order/action. */
export const placeBody = strictBody({
  order_method: methodField,
  voucher: z
    .string({ error: 'must be text' })
    .trim()
    .max(64, 'must be at most 64 characters')
    .nullable()
    .optional(),
  time_zone: timeZone,
  wallet: z.enum(['enzona', 'transfermovil'], { error: 'must be enzona or transfermovil' }).optional(),
  user_token: userTokenField,
})

/** POST order/payment-done. */
export const paymentDoneBody = strictBody({
  id: idField,
  payment_token: z
    .union([z.string().max(255, 'is too long'), z.number()], { error: 'must be text' })
    .optional(),
  order_method: wholeNumber(1, 50),
  user_token: userTokenField,
})

/** POST order/transaction. */
export const transactionBody = strictBody({
  id: idField,
  trans_id: z
    .string({ error: 'must be text' })
    .trim()
    .min(1, 'is required')
    .max(100, 'must be at most 100 characters')
    .regex(/^[\p{L}\p{N} ._:/#-]+$/u, 'may hold letters, digits, spaces and . _ : / # - only'),
  user_token: userTokenField,
})

/** POST order/by-user: the list (filters, page) or, with `order_id`, one order. */
export const listBody = strictBody({
  user_token: userTokenField,
  time_zone: timeZone,
  page: wholeNumber(1, 100_000).default(1),
  order_id: idField.optional(),
  cancelled: flagField,
  paid: flagField,
  unpaid: flagField,
  card_payment: flagField,
  cash_on_delivery: flagField,
  // Sent by the original storefront and ignored.
  order_by: z.string().max(64).optional(),
  type: z.string().max(8).optional(),
  q: z.string().max(200).optional(),
})

/** GET track-order. */
export const trackQuery = z.object({
  tracking_id: z.string({ error: 'is required' }).trim().min(1, 'is required').max(64, 'is too long'),
})

/** POST cancellation/cancel-order. */
export const cancelBody = strictBody({
  order_id: idField,
  title: textField(255),
  message: textField(5000),
  user_token: userTokenField,
})

export type PlaceInput = z.output<typeof placeBody>
export type PaymentDoneInput = z.output<typeof paymentDoneBody>
export type TransactionInput = z.output<typeof transactionBody>
export type ListInput = z.output<typeof listBody>
export type CancelInput = z.output<typeof cancelBody>

/**
 * The body of an order route (plain or legacy encrypted) checked against `schema`, and the shopper it is for: the
 * bearer's customer, else the guest token of the query or of the body.
 */
export async function orderBodyOf<S extends z.ZodType>(
  c: ApiContext,
  schema: S,
): Promise<{ input: z.output<S>; shopper: Shopper }> {
  const body = await readOrderBody(c)
  const input = parseBody(schema, body)
  return { input, shopper: shopperOf(c, body) }
}

/** `orderBodyOf` for the routes that take plain bodies only (list, cancellation). */
export async function shopperBodyOf<S extends z.ZodType>(
  c: ApiContext,
  schema: S,
): Promise<{ input: z.output<S>; shopper: Shopper }> {
  const body = await readBody(c)
  const input = parseBody(schema, body)
  return { input, shopper: shopperOf(c, body) }
}

/** The query of `track-order`. */
export function trackQueryOf(c: ApiContext): z.output<typeof trackQuery> {
  return parseWith(trackQuery, queryOf(c))
}
