/** Product reviews: reading, and the shopper's own review (contract 4.10, 7.10). */
import type { Envelope, Review, ReviewInput, ReviewRow, ReviewsData, ReviewsQuery } from '../model'
import type { Transport } from './calls'
import type { CallOptions } from './types'

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/svg+xml': 'svg',
}

function fileName(image: Blob, index: number): string {
  if (typeof File !== 'undefined' && image instanceof File && image.name) return image.name
  return `image-${index + 1}.${EXTENSIONS[image.type] ?? 'jpg'}`
}

/** The multipart fields of `rating-review/action` (the transport adds `user_token`). */
export function reviewFormData(input: ReviewInput): FormData {
  const form = new FormData()
  form.set('order_id', String(input.order_id))
  form.set('product_id', String(input.product_id))
  form.set('rating', String(input.rating))
  if (input.review !== undefined) form.set('review', input.review)
  input.images?.forEach((image, index) => {
    form.append('images[]', image, fileName(image, index))
  })
  // Sent even when empty: the server decodes it as JSON unconditionally.
  form.set('deleted_images', JSON.stringify(input.deleted_images ?? []))
  return form
}

/** The review calls of a client. */
export function reviewsApi(transport: Transport) {
  return {
    /** `GET reviews/{productId}`: reviews 6 a page, newest first unless asked otherwise; star counts with `get_total`. */
    list: (
      productId: number,
      query: ReviewsQuery = {},
      options: CallOptions = {},
    ): Promise<Envelope<ReviewsData>> =>
      transport.send({
        method: 'GET',
        path: `reviews/${productId}`,
        query: {
          order_by: 'created_at',
          type: 'desc',
          ...query,
          time_zone: query.time_zone ?? transport.timeZone(),
        },
        signal: options.signal,
      }),
    /** `POST rating-review/action` (multipart): creates or updates the shopper's review of a delivered product. */
    save: (input: ReviewInput, options: CallOptions = {}): Promise<Envelope<ReviewRow>> =>
      transport.send({
        method: 'POST',
        path: 'rating-review/action',
        body: reviewFormData(input),
        shopper: true,
        signal: options.signal,
      }),
    /** `GET rating-review/find/{productId}`: the shopper's own review of a product. */
    find: (productId: number, options: CallOptions = {}): Promise<Envelope<Review>> =>
      transport.send({
        method: 'GET',
        path: `rating-review/find/${productId}`,
        shopper: true,
        signal: options.signal,
      }),
  }
}
