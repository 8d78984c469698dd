/**
 * What the review routes accept, and how a route reads it: the fields (multipart, form or JSON) go through
 * `http/validate.ts` (Laravel's input rule, then the schema; a failure is a 201 envelope listing each problem); the
 * image files are checked by `write.ts` (size and content).
 */
import { z } from 'zod'
import { readBody } from '../http/body'
import type { ApiContext } from '../http/context'
import { ApiError } from '../http/envelope'
import { idField, parseBody, strictBody, userTokenField, wholeNumber } from '../http/input'
import { type Shopper, shopperOf } from '../http/shopper'

/** Images one request may add, and one review may hold. */
export const MAX_IMAGES_PER_REQUEST = 5
export const MAX_IMAGES_PER_REVIEW = 10

const deletedImages = z.preprocess(
  (value) => {
    if (typeof value !== 'string') return value
    if (value.trim() === '') return []
    try {
      return JSON.parse(value)
    } catch {
      return value
    }
  },
  z
    .array(z.looseObject({ id: idField }), { error: 'must be a JSON list of images' })
    .max(MAX_IMAGES_PER_REVIEW, 'lists too many images'),
)

/** POST rating-review/action. */
export const reviewFields = strictBody({
  order_id: idField,
  product_id: idField,
  rating: wholeNumber(1, 5),
  review: z.string({ error: 'must be text' }).trim().max(5000, 'must be at most 5000 characters').optional(),
  deleted_images: deletedImages.optional(),
  // Sent by the original storefront and ignored: the review is found by order, product and shopper.
  id: z.union([z.string().max(20), z.number()]).optional(),
  user_token: userTokenField,
})

export type ReviewInput = z.output<typeof reviewFields>

/** The fields and files of the request (multipart, or JSON without images). */
async function readReviewForm(c: ApiContext): Promise<{ fields: Record<string, unknown>; files: unknown[] }> {
  const type = c.req.header('Content-Type') ?? ''
  if (!type.includes('multipart/form-data') && !type.includes('application/x-www-form-urlencoded')) {
    const body = await readBody(c)
    return { fields: (body ?? {}) as Record<string, unknown>, files: [] }
  }
  let form: FormData
  try {
    form = await c.req.formData()
  } catch {
    throw new ApiError('The form data could not be read.')
  }
  const fields: Record<string, unknown> = {}
  const files: unknown[] = []
  for (const [key, value] of form.entries()) {
    if (key === 'images[]' || key === 'images') files.push(value)
    else if (typeof value !== 'string') fields[key] = { file: true }
    else fields[key] = value
  }
  return { fields, files }
}

/** The review's fields checked, the shopper it is by, and the image files as sent (checked by `write.ts`). */
export async function reviewFormOf(
  c: ApiContext,
): Promise<{ input: ReviewInput; shopper: Shopper; files: unknown[] }> {
  const { fields, files } = await readReviewForm(c)
  const input = parseBody(reviewFields, fields)
  return { input, shopper: shopperOf(c, fields), files }
}
