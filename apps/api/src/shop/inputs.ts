/**
 * What the shopper's routes accept, as zod schemas: the cart (contract 6), the hand-off, addresses (5.9), saved
 * lists and stores (5.10) and vouchers (5.11, 7.2). Every body and query goes through `http/validate.ts`
 * (`parseWith`: Laravel's input rule, then the schema; a failure is a 201 envelope listing each problem); bodies
 * must be JSON objects (`objectBodyOf`) and drop the fields they do not name (`strictBody`).
 */
import { validatePhone } from '@souk/core'
import { z } from 'zod'
import { countriesPhones } from '../catalog/content'
import { queryOf } from '../catalog/request'
import { readBody } from '../http/body'
import type { ApiContext } from '../http/context'
import { email, page } from '../http/fields'
import { idField, parseBody, strictBody, textField, userTokenField, wholeNumber } from '../http/input'
import { laravelInput, parseWith } from '../http/validate'

/** Most units of one variant a line may hold (a sanity bound; the stock is the real limit). */
export const MAX_LINE_QUANTITY = 10_000

// The cart.

export const addToCartBody = strictBody({
  product_id: idField,
  inventory_id: idField,
  quantity: wholeNumber(-MAX_LINE_QUANTITY, MAX_LINE_QUANTITY).refine((value) => value !== 0, {
    message: 'must not be 0',
  }),
  user_token: userTokenField,
})

export const buyNowBody = strictBody({
  product_id: idField,
  inventory_id: idField,
  quantity: wholeNumber(1, MAX_LINE_QUANTITY),
  user_token: userTokenField,
})

const cartIds = z.array(idField, { error: 'must be a list of cart ids' }).max(500, 'has too many ids')

export const selectionBody = strictBody({
  checked: cartIds.default([]),
  unchecked: cartIds.default([]),
  isBundle: z.boolean({ error: 'must be true or false' }).optional(),
  user_token: userTokenField,
})

const lineChoice = strictBody({
  cart: idField,
  // The storefront sends the whole place; only its id is read (the server has the rest).
  shipping_place: z.looseObject({ id: idField }, { error: 'must be a shipping place' }),
  shipping_type: z.union([z.literal(1), z.literal(2)], { error: 'must be 1 (delivery) or 2 (pickup)' }),
  single_shipping: z.boolean({ error: 'must be true or false' }).optional(),
})

export const shippingBody = strictBody({
  cart: z
    .record(z.string().regex(/^\d{1,10}$/, 'must be keyed by cart id'), lineChoice, {
      error: 'must map cart ids to shipping choices',
    })
    .refine((value) => Object.keys(value).length > 0, { message: 'must list at least one cart line' })
    .refine((value) => Object.keys(value).length <= 500, { message: 'has too many lines' }),
  selected_address: idField,
  user_token: userTokenField,
})

export type AddToCartInput = z.output<typeof addToCartBody>
export type BuyNowInput = z.output<typeof buyNowBody>
export type SelectionInput = z.output<typeof selectionBody>
export type ShippingInput = z.output<typeof shippingBody>

// The checkout hand-off.

export const handoffBody = strictBody({ user_token: userTokenField })
export const claimBody = strictBody({
  code: z.string({ error: 'must be text' }).max(200, 'is too long'),
  user_token: userTokenField,
})

// Addresses.

const phone = textField(30).refine((value) => validatePhone(value) === null, {
  message: 'must have 6 to 20 digits (spaces, parentheses, + and - allowed)',
})
const country = z
  .string({ error: 'must be text' })
  .trim()
  .regex(/^[A-Za-z]{2}$/, 'must be a two-letter country code')
  .transform((value) => value.toUpperCase())
  .refine((value) => Object.hasOwn(countriesPhones(null).countries, value), {
    message: 'must be a known country',
  })
const optionalText = (max: number) =>
  z
    .string({ error: 'must be text' })
    .trim()
    .max(max, `must be at most ${max} characters`)
    .nullable()
    .optional()
    .transform((value) => (value ? value : null))

const addressFields = {
  name: textField(120),
  email,
  phone,
  country,
  state: optionalText(16),
  city: textField(120),
  zip: textField(20),
  address_1: textField(255),
  address_2: optionalText(255),
  delivery_instruction: optionalText(1000),
}

export const newAddressBody = strictBody({ ...addressFields, user_token: userTokenField })

/** On update an empty or missing field keeps its value (contract 5.9: "non-empty scalar fields only"). */
const keep = <S extends z.ZodType>(schema: S) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional())
export const addressChangeBody = strictBody({
  id: idField,
  name: keep(addressFields.name),
  email: keep(addressFields.email),
  phone: keep(addressFields.phone),
  country: keep(addressFields.country),
  state: keep(z.string({ error: 'must be text' }).trim().max(16, 'must be at most 16 characters')),
  city: keep(addressFields.city),
  zip: keep(addressFields.zip),
  address_1: keep(addressFields.address_1),
  address_2: keep(z.string({ error: 'must be text' }).trim().max(255, 'must be at most 255 characters')),
  delivery_instruction: keep(
    z.string({ error: 'must be text' }).trim().max(1000, 'must be at most 1000 characters'),
  ),
  user_token: userTokenField,
})

export type NewAddressInput = z.output<typeof newAddressBody>
export type AddressChangeInput = z.output<typeof addressChangeBody>

/** The sort columns of the address list. */
export const ADDRESS_SORTS = ['id', 'created_at', 'updated_at', 'name', 'city', 'country'] as const

export const addressListQuery = z.object({
  q: z.string().max(200, 'is too long').optional(),
  orderby: z.enum(ADDRESS_SORTS, { error: `must be one of ${ADDRESS_SORTS.join(', ')}` }).optional(),
  type: z.enum(['asc', 'desc'], { error: 'must be asc or desc' }).optional(),
  page,
  time_zone: z.string().max(64).optional(),
})
export type AddressListQuery = z.output<typeof addressListQuery>

// Saved lists and followed stores.

/** The sort columns of the saved lists and the followed stores. */
export const SAVED_SORTS = ['created_at', 'updated_at', 'id'] as const

export const savedListQuery = z.object({
  order_by: z.enum(SAVED_SORTS, { error: `must be one of ${SAVED_SORTS.join(', ')}` }).default('created_at'),
  type: z.enum(['asc', 'desc'], { error: 'must be asc or desc' }).default('desc'),
  page,
  time_zone: z.string().max(64).optional(),
})
export type SavedListQuery = z.output<typeof savedListQuery>

export const savedProductBody = strictBody({ product_id: idField, user_token: userTokenField })
export const followBody = strictBody({ store_id: idField, user_token: userTokenField })

// Vouchers.

export const voucherCheckBody = strictBody({
  voucher: textField(64),
  // Sent by the storefront and not used: the server prices the cart itself.
  price: z.union([z.number(), z.string().max(32)], { error: 'must be a number' }).optional(),
  // Souk's extension (issue 18): `cart` checks the selected lines before any shipping place is chosen (the cart
  // page); absent, the contract's selected lines that have a shipping place (checkout).
  scope: z.enum(['cart']).optional(),
  user_token: userTokenField,
})

/** The sort columns of the voucher list. */
export const VOUCHER_SORTS = [
  'created_at',
  'updated_at',
  'id',
  'start_time',
  'end_time',
  'price',
  'min_spend',
] as const

export const voucherListQuery = z.object({
  order_by: z
    .enum(VOUCHER_SORTS, { error: `must be one of ${VOUCHER_SORTS.join(', ')}` })
    .default('created_at'),
  type: z.enum(['asc', 'desc'], { error: 'must be asc or desc' }).default('desc'),
  page,
  q: z.string().max(200, 'is too long').optional(),
  time_zone: z.string().max(64).optional(),
})
export type VoucherListQuery = z.output<typeof voucherListQuery>

// Reading them.

/** The request's body, unchecked (the guest token of a shopper route is read from it too). */
export const rawBodyOf = (c: ApiContext): Promise<unknown> => readBody(c)

/** A body that must be a JSON object ("The request body must be a JSON object." otherwise), checked. */
export function objectBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  return parseBody(schema, body)
}

/** The request's query string checked against `schema`. */
export function queryWith<S extends z.ZodType>(c: ApiContext, schema: S): z.output<S> {
  return parseWith(schema, queryOf(c))
}

/** Whether an address body updates (`id` present after Laravel's rule: "" or null creates, as the storefront sends). */
export function updatesAddress(body: unknown): boolean {
  const normal = laravelInput(body)
  return normal !== null && typeof normal === 'object' && 'id' in normal
}
