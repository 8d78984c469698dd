import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithSouk } from '../testing/renderWithSouk'
import { Image } from './Image'

describe('Image', () => {
  it('builds the URL from the file name and always sets its size', () => {
    renderWithSouk(<Image src="shoe.jpg" alt="Red shoe" width={300} height={200} />)
    const image = screen.getByRole('img', { name: 'Red shoe' })
    expect(image).toHaveAttribute('src', '/uploads/shoe.jpg')
    expect(image).toHaveAttribute('width', '300')
    expect(image).toHaveAttribute('height', '200')
    expect(image).toHaveAttribute('loading', 'lazy')
  })

  it('uses the thumbnail when asked, and loads at once above the fold', () => {
    renderWithSouk(<Image src="shoe.jpg" alt="" thumb priority width={80} height={80} />)
    const image = document.querySelector('img')
    expect(image).toHaveAttribute('src', '/uploads/thumb-shoe.jpg')
    expect(image).toHaveAttribute('loading', 'eager')
  })

  it('offers the thumbnail and the full picture as a srcset of their widths when given them', () => {
    renderWithSouk(
      <Image
        src="slide.png"
        alt=""
        width={1600}
        height={800}
        widths={{ thumb: 800, full: 1600 }}
        sizes="100vw"
      />,
    )
    const image = document.querySelector('img')
    expect(image).toHaveAttribute('src', '/uploads/slide.png')
    expect(image).toHaveAttribute('srcset', '/uploads/thumb-slide.png 800w, /uploads/slide.png 1600w')
    expect(image).toHaveAttribute('sizes', '100vw')
  })

  it('drops the srcset when it falls back to the placeholder', () => {
    renderWithSouk(<Image src="gone.png" alt="" width={10} height={10} widths={{ thumb: 5, full: 10 }} />)
    const image = document.querySelector('img') as HTMLImageElement
    fireEvent.error(image)
    expect(image).not.toHaveAttribute('srcset')
    expect(image.getAttribute('src')).toBe('/uploads/default.png')
  })

  it('falls back to the shop’s placeholder once when the file is missing', () => {
    renderWithSouk(<Image src="gone.jpg" alt="Gone" width={10} height={10} />)
    const image = screen.getByRole('img')
    fireEvent.error(image)
    expect(image.getAttribute('src')).toBe('/uploads/default.png')
    image.setAttribute('src', '/uploads/other.png')
    fireEvent.error(image)
    expect(image.getAttribute('src')).toBe('/uploads/other.png')
  })

  it('shows the placeholder for an empty file name', () => {
    renderWithSouk(<Image src="" alt="" width={10} height={10} />)
    expect(document.querySelector('img')).toHaveAttribute('src', '/uploads/default.png')
  })
})
