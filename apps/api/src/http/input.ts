/** Request bodies: every write names the fields it reads (others are dropped); a body that is not an object is a 201. */
import { z } from 'zod'
import { ApiError } from './envelope'
import { parseWith } from './validate'

/** The guest token every shopper body may carry (the identity itself is read by `shopperOf`). */
export const userTokenField = z.string({ error: 'must be text' }).max(191, 'is too long').optional()

/**
 * An object schema of a write: unknown fields are dropped, never written (Laravel ignores what it does not read;
 * the original storefront posts whole rows back), and named in the debug log (`SOUK_DEBUG=1`).
 */
export function strictBody<S extends z.core.$ZodLooseShape>(shape: S) {
  const known = new Set(Object.keys(shape))
  return z.preprocess((value) => {
    if (
      process.env.SOUK_DEBUG === '1' &&
      value !== null &&
      typeof value === 'object' &&
      !Array.isArray(value)
    ) {
      const unknown = Object.keys(value).filter((key) => !known.has(key))
      if (unknown.length) console.debug(`[souk-api] ignored fields: ${unknown.join(', ')}`)
    }
    return value
  }, z.object(shape))
}

/** Parses a request body that must be a JSON object. */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw new ApiError('The request body must be a JSON object.')
  }
  return parseWith(schema, body)
}

const wholeNumberText = /^[+-]?\d{1,15}$/

/** A whole number between `min` and `max`, sent as a JSON number or as digits (form fields, query strings). */
export function wholeNumber(min: number, max: number) {
  return z.preprocess(
    (value) => (typeof value === 'string' && wholeNumberText.test(value.trim()) ? Number(value) : value),
    z
      .number({ error: 'must be a number' })
      .int('must be a whole number')
      .min(min, `must be at least ${min}`)
      .max(max, `must be at most ${max}`),
  )
}

/** A positive database id. */
export const idField = wholeNumber(1, 2147483647)

/** Trimmed text of at most `max` characters; required unless `optional` is used on it. */
export function textField(max: number) {
  return z
    .string({ error: 'must be text' })
    .trim()
    .min(1, 'is required')
    .max(max, `must be at most ${max} characters`)
}

/** A 0/1 list filter (`1`, `"1"`, `true`). */
export const flagField = z
  .union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1'), z.boolean()], {
    error: 'must be 0 or 1',
  })
  .optional()
  .transform((value) => value === 1 || value === '1' || value === true)
