import { makeGalleryProduct, makeProductDetail } from '@souk/core/testing'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderWithSouk } from '../testing/renderWithSouk'
import { ProductGallery } from './ProductGallery'

const mainImage = () => screen.getByRole('img', { name: 'Plain tee' })

describe('ProductGallery', () => {
  it('shows the product’s own image first, with priority, then one thumbnail per image', () => {
    const product = makeGalleryProduct(3, { id: 5, title: 'Plain tee', image: 'tee.jpg' })
    renderWithSouk(<ProductGallery product={product} />)
    expect(mainImage()).toHaveAttribute('src', '/uploads/tee.jpg')
    expect(mainImage()).toHaveAttribute('loading', 'eager')
    expect(mainImage()).toHaveAttribute('width', '600')
    const thumbs = screen.getAllByRole('radio')
    expect(thumbs.map((thumb) => thumb.getAttribute('aria-label'))).toEqual([
      'Image 1 of 4',
      'Image 2 of 4',
      'Image 3 of 4',
      'Image 4 of 4',
    ])
    expect(screen.getByRole('radiogroup', { name: 'Plain tee' })).toBeInTheDocument()
    expect(thumbs[0]).toBeChecked()
  })

  it('shows the green image when Green is chosen, and the blue one when Blue is', () => {
    const image = (id: number, name: string) => ({
      id,
      image: name,
      product_id: 1,
      created_at: '',
      updated_at: '',
    })
    const product = makeProductDetail({
      title: 'Plain tee',
      image: 'tee-blue-av4.png',
      product_image_names: [image(1, 'tee-blue-av4.png'), image(2, 'tee-green-av5.png')],
    })
    const { rerender } = renderWithSouk(<ProductGallery product={product} selection={{ 2: 5 }} />)
    expect(mainImage()).toHaveAttribute('src', '/uploads/tee-green-av5.png')
    expect(screen.getAllByRole('radio')[1]).toBeChecked()
    rerender(<ProductGallery product={product} selection={{ 1: 2, 2: 4 }} />)
    expect(mainImage()).toHaveAttribute('src', '/uploads/tee-blue-av4.png')
  })

  it('lists an image given twice once', () => {
    const product = makeProductDetail({
      title: 'Plain tee',
      image: 'a.jpg',
      product_image_names: [{ id: 1, image: 'a.jpg', product_id: 1, created_at: '', updated_at: '' }],
      images: [{ id: 2, image: 'b.jpg', product_id: 1, created_at: '', updated_at: '' }],
    })
    renderWithSouk(<ProductGallery product={product} />)
    expect(screen.getAllByRole('radio')).toHaveLength(2)
  })

  it('shows the image of a thumbnail that is pressed, loading it lazily', async () => {
    const product = makeGalleryProduct(2, { id: 5, title: 'Plain tee' })
    renderWithSouk(<ProductGallery product={product} />)
    await userEvent.click(screen.getByRole('radio', { name: 'Image 3 of 3' }))
    expect(mainImage()).toHaveAttribute('src', '/uploads/gallery-5-2.jpg')
    expect(mainImage()).toHaveAttribute('loading', 'lazy')
  })

  it('moves through the images with the arrow keys, wrapping around', async () => {
    renderWithSouk(<ProductGallery product={makeGalleryProduct(2, { id: 5, title: 'Plain tee' })} />)
    await userEvent.tab()
    expect(screen.getByRole('radio', { name: 'Image 1 of 3' })).toHaveFocus()
    await userEvent.keyboard('{ArrowRight}')
    expect(mainImage()).toHaveAttribute('src', '/uploads/gallery-5-1.jpg')
    expect(screen.getByRole('radio', { name: 'Image 2 of 3' })).toHaveFocus()
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}')
    expect(screen.getByRole('radio', { name: 'Image 3 of 3' })).toBeChecked()
    expect(mainImage()).toHaveAttribute('src', '/uploads/gallery-5-2.jpg')
  })

  it('swaps Left and Right in right-to-left languages', async () => {
    renderWithSouk(<ProductGallery product={makeGalleryProduct(2, { id: 5, title: 'Plain tee' })} />, {
      language: 'ar',
    })
    await userEvent.tab()
    await userEvent.keyboard('{ArrowLeft}')
    expect(screen.getAllByRole('radio')[1]).toBeChecked()
    expect(mainImage()).toHaveAttribute('src', '/uploads/gallery-5-1.jpg')
  })

  it('starts at the first image again for another product', async () => {
    const { rerender } = renderWithSouk(
      <ProductGallery product={makeGalleryProduct(2, { id: 5, title: 'Plain tee' })} />,
    )
    await userEvent.click(screen.getByRole('radio', { name: 'Image 3 of 3' }))
    rerender(
      <ProductGallery product={makeGalleryProduct(2, { id: 6, title: 'Plain tee', image: 'other.jpg' })} />,
    )
    expect(mainImage()).toHaveAttribute('src', '/uploads/other.jpg')
    expect(screen.getByRole('radio', { name: 'Image 1 of 3' })).toBeChecked()
  })

  it('shows no thumbnails for a single image', () => {
    renderWithSouk(<ProductGallery product={makeProductDetail({ title: 'Plain tee' })} />)
    expect(mainImage()).toBeInTheDocument()
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument()
  })
})
