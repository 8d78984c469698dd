import { describe, expect, it } from 'vitest'
import { validateRating, validateReview } from './validateReview'

const ratingRequired = { key: 'validation.ratingRequired' }

describe('validateRating', () => {
  it.each([
    { value: 1, expected: null },
    { value: 5, expected: null },
    { value: '4', expected: null },
    { value: 0, expected: ratingRequired },
    { value: 6, expected: ratingRequired },
    { value: 3.5, expected: ratingRequired },
    { value: '', expected: ratingRequired },
    { value: null, expected: ratingRequired },
    { value: undefined, expected: ratingRequired },
  ])('answers $expected for $value', ({ value, expected }) => {
    expect(validateRating(value)).toEqual(expected)
  })
})

describe('validateReview', () => {
  const png = { type: 'image/png', size: 2048 }
  it.each([
    { case: 'accepts a rating without text or images', values: { rating: 4 }, expected: {} },
    {
      case: 'accepts a rating with text and images',
      values: { rating: 5, review: 'Great', images: [png, png] },
      expected: {},
    },
    { case: 'asks for a rating', values: { review: 'Great' }, expected: { rating: ratingRequired } },
    {
      case: 'reports the first image that is not a jpeg or png',
      values: { rating: 3, images: [png, { type: 'image/gif', size: 10 }] },
      expected: { images: { key: 'validation.reviewImageType', params: { max: 1000 } } },
    },
    {
      case: 'reports an image over 1000 KB',
      values: { rating: 3, images: [{ type: 'image/jpeg', size: 2_000_000 }] },
      expected: { images: { key: 'validation.reviewImageSize', params: { max: 1000 } } },
    },
  ])('$case', ({ values, expected }) => {
    expect(validateReview(values)).toEqual(expected)
  })
})
