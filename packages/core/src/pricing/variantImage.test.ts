import { describe, expect, it } from 'vitest'
import { imageForSelection, imageValueId, valueImageSuffix } from './variantImage'

const gallery = ['product-3-shirt-blue-av4.png', 'product-3-shirt-green-av5.png', 'product-3-detail.png']

describe('the image of a chosen variant', () => {
  it('reads the attribute value an image name shows, and none from a plain name', () => {
    expect(imageValueId('product-3-shirt-green-av5.png')).toBe(5)
    expect(imageValueId(`x${valueImageSuffix(12)}.jpg`)).toBe(12)
    expect(imageValueId('product-3-2.png')).toBeNull()
    expect(imageValueId('av5.png')).toBeNull()
  })

  it('shows the green image when Green is chosen, whatever else is chosen', () => {
    expect(imageForSelection(gallery, { 2: 5 })).toBe('product-3-shirt-green-av5.png')
    expect(imageForSelection(gallery, { 1: 1, 2: 4 })).toBe('product-3-shirt-blue-av4.png')
  })

  it('has no image to show when nothing chosen has one of its own', () => {
    expect(imageForSelection(gallery, {})).toBeNull()
    expect(imageForSelection(gallery, { 1: 2 })).toBeNull()
    expect(imageForSelection(['product-3-1-book.png'], [9])).toBeNull()
  })
})
