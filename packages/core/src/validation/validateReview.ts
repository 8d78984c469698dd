import { RATING_MAX } from '../constants'
import { validateReviewImage } from './validateReviewImage'
import { type FormErrors, formErrors, message, type ValidationMessage } from './validationMessage'

/** Values of the review form; images are the new files to upload. */
export interface ReviewForm {
  rating?: number | string | null
  review?: string | null
  images?: readonly { type: string; size: number }[]
}

/** A rating must be a whole number of stars from 1 to 5. */
export function validateRating(value: ReviewForm['rating']): ValidationMessage {
  const stars = typeof value === 'string' && value.trim() !== '' ? Number(value) : value
  const valid = typeof stars === 'number' && Number.isInteger(stars) && stars >= 1 && stars <= RATING_MAX
  return valid ? null : message('validation.ratingRequired')
}

/** Review: a 1-5 rating is required; the text is optional; every new image is a jpeg or png of at most 1000 KB. */
export function validateReview(values: ReviewForm): FormErrors<keyof ReviewForm> {
  const imageError = (values.images ?? []).map(validateReviewImage).find((result) => result !== null) ?? null
  return formErrors<keyof ReviewForm>([
    ['rating', validateRating(values.rating)],
    ['images', imageError],
  ])
}
