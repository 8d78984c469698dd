/** Reusable zod fields for query strings and bodies. */
import { VERIFICATION_CODE_LENGTH } from '@souk/core'
import { z } from 'zod'

/** An e-mailed verification or reset code: `VERIFICATION_CODE_LENGTH` digits. */
export const code = z
  .string({ error: 'must be text' })
  .trim()
  .regex(
    new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`),
    `must be the ${VERIFICATION_CODE_LENGTH}-digit code from the e-mail`,
  )

/** A page number (default 1). */
export const page = z.coerce
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .min(1, 'must be at least 1')
  .max(100000, 'is too large')
  .default(1)

/** A comma-separated list of ids (`1,2,3`), empty allowed. */
export const idList = z
  .string()
  .max(2000)
  .optional()
  .transform((value, ctx) => {
    if (!value) return [] as number[]
    const ids = value
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean)
      .map(Number)
    if (ids.some((id) => !Number.isInteger(id) || id < 1 || id > 2147483647)) {
      ctx.addIssue({ code: 'custom', message: 'must be a comma-separated list of ids' })
      return z.NEVER
    }
    return ids
  })

/** A non-negative amount, absent when empty. */
export const optionalAmount = z
  .union([
    z.literal(''),
    z.coerce.number({ error: 'must be a number' }).min(0, 'must not be negative').max(1e9),
  ])
  .optional()
  .transform((value) => (value === '' || value === undefined ? undefined : value))

/**
 * A price bound of a listing filter: only a positive amount filters. The original storefront always sends both
 * (`min=0&max=0` means no filter), and a 0 `max` beside a positive `min` means no upper bound.
 */
export const priceBound = optionalAmount.transform((value) =>
  value !== undefined && value > 0 ? value : undefined,
)

/** A "true"/"1" style flag. */
export const truthy = z
  .string()
  .max(10)
  .optional()
  .transform((value) => value === 'true' || value === '1')

/** A positive integer id (path or query). */
export const id = z.coerce
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .min(1, 'must be at least 1')
  .max(2147483647, 'is too large')

/** Free search text. */
export const searchText = z.string().max(200, 'is too long').optional().default('')

/** An e-mail address. */
export const email = z
  .string({ error: 'must be text' })
  .trim()
  .min(1, 'is required')
  .max(191, 'is too long')
  .pipe(z.email('must be a valid e-mail address'))
