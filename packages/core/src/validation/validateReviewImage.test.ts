import { describe, expect, it } from 'vitest'
import { REVIEW_IMAGE_MAX_BYTES, validateReviewImage } from './validateReviewImage'

const type = { key: 'validation.reviewImageType', params: { max: 1000 } }
const size = { key: 'validation.reviewImageSize', params: { max: 1000 } }

describe('validateReviewImage', () => {
  it('allows 1000 KB of 1024 bytes', () => {
    expect(REVIEW_IMAGE_MAX_BYTES).toBe(1_024_000)
  })

  it.each([
    { file: { type: 'image/jpeg', size: 1000 }, expected: null },
    { file: { type: 'image/png', size: REVIEW_IMAGE_MAX_BYTES }, expected: null },
    { file: { type: 'image/jpg', size: 1000 }, expected: null },
    { file: { type: 'IMAGE/PNG', size: 1000 }, expected: null },
    { file: { type: 'image/png', size: REVIEW_IMAGE_MAX_BYTES + 1 }, expected: size },
    { file: { type: 'image/gif', size: 1000 }, expected: type },
    { file: { type: 'image/webp', size: 1000 }, expected: type },
    { file: { type: 'application/pdf', size: 10 }, expected: type },
    { file: { type: '', size: 10 }, expected: type },
    { file: { type: 'image/gif', size: REVIEW_IMAGE_MAX_BYTES * 2 }, expected: type },
  ])('answers $expected for $file.type of $file.size bytes', ({ file, expected }) => {
    expect(validateReviewImage(file)).toEqual(expected)
  })

  it('reads a Blob', () => {
    expect(validateReviewImage(new Blob(['x'], { type: 'image/png' }))).toBeNull()
  })
})
