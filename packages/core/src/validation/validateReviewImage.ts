import { REVIEW_IMAGE_MAX_KB, REVIEW_IMAGE_TYPES } from '../constants'
import { message, type ValidationMessage } from './validationMessage'

/** Largest review image in bytes (1000 KB). */
export const REVIEW_IMAGE_MAX_BYTES = REVIEW_IMAGE_MAX_KB * 1024

// Some systems label JPEG files with the non-standard 'image/jpg'.
const ACCEPTED_TYPES: readonly string[] = [...REVIEW_IMAGE_TYPES, 'image/jpg']

/** A review image must be a jpeg or png (a `File` or `Blob` fits) of at most 1000 KB; both messages carry `{max}`. */
export function validateReviewImage(file: { type: string; size: number }): ValidationMessage {
  const max = REVIEW_IMAGE_MAX_KB
  if (!ACCEPTED_TYPES.includes(file.type.toLowerCase())) return message('validation.reviewImageType', { max })
  if (file.size > REVIEW_IMAGE_MAX_BYTES) return message('validation.reviewImageSize', { max })
  return null
}
