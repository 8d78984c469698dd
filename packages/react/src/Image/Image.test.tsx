import { IMAGE_WIDTHS } from '@souk/core'
import { makeCommon } from '@souk/core/testing'
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

  it('loads at once but is not fetched first when merely above the fold', () => {
    renderWithSouk(<Image src="shoe.jpg" alt="" priority width={80} height={80} />)
    expect(document.querySelector('img')).not.toHaveAttribute('fetchpriority')
  })

  it('is fetched first, and at once, when it is the page’s largest picture', () => {
    renderWithSouk(<Image src="shoe.jpg" alt="" priority="high" width={600} height={600} />)
    const image = document.querySelector('img')
    expect(image).toHaveAttribute('fetchpriority', 'high')
    expect(image).toHaveAttribute('loading', 'eager')
  })

  it('shows the placeholder for an empty file name', () => {
    renderWithSouk(<Image src="" alt="" width={10} height={10} />)
    expect(document.querySelector('img')).toHaveAttribute('src', '/uploads/default.png')
  })
})

describe('Image from an API that serves width variants', () => {
  const withWidths = { initial: { common: makeCommon({ img_widths: IMAGE_WIDTHS }) } }

  it('offers its variants as a srcset sized to its shown width, keeping the PNG as src and its exact size', () => {
    renderWithSouk(<Image src="product-1.png" thumb alt="Mug" width={300} height={300} />, withWidths)
    const image = screen.getByRole('img', { name: 'Mug' })
    expect(image).toHaveAttribute('src', '/uploads/thumb-product-1.png')
    expect(image).toHaveAttribute(
      'srcset',
      '/uploads/w160-product-1.png 160w, /uploads/w320-product-1.png 320w, /uploads/w640-product-1.png 640w',
    )
    expect(image).toHaveAttribute('sizes', '(max-width: 300px) 100vw, 300px')
    expect(image).toHaveAttribute('width', '300')
    expect(image).toHaveAttribute('height', '300')
    expect(image).toHaveAttribute('loading', 'lazy')
    expect(image).not.toHaveAttribute('fetchpriority')
  })

  it('keeps sizes the caller gives', () => {
    renderWithSouk(<Image src="a.jpg" alt="" width={300} height={300} sizes="50vw" />, withWidths)
    expect(document.querySelector('img')).toHaveAttribute('sizes', '50vw')
  })

  it('offers no variants of an SVG icon, an absolute URL or a promotion given its own widths', () => {
    renderWithSouk(
      <>
        <Image src="feature-1.svg" alt="" width={48} height={48} />
        <Image src="https://cdn.test/a.png" alt="" width={48} height={48} />
        <Image src="slide.png" alt="" width={1600} height={800} widths={{ thumb: 800, full: 1600 }} />
      </>,
      withWidths,
    )
    const [icon, external, slide] = [...document.querySelectorAll('img')]
    expect(icon).not.toHaveAttribute('srcset')
    expect(external).not.toHaveAttribute('srcset')
    expect(slide).toHaveAttribute('srcset', '/uploads/thumb-slide.png 800w, /uploads/slide.png 1600w')
  })

  it('drops its variants when it falls back to the placeholder', () => {
    renderWithSouk(<Image src="gone.png" alt="" width={10} height={10} />, withWidths)
    const image = document.querySelector('img') as HTMLImageElement
    fireEvent.error(image)
    expect(image).not.toHaveAttribute('srcset')
    expect(image.getAttribute('src')).toBe('/uploads/default.png')
  })
})
