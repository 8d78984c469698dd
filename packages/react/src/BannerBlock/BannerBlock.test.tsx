import { makeBanner } from '@souk/core/testing'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderWithSouk } from '../testing/renderWithSouk'
import { BannerBlock } from './BannerBlock'

describe('BannerBlock', () => {
  it('is one link to the banner’s target showing its headline, line and call to action as text over its art', () => {
    renderWithSouk(
      <BannerBlock
        banner={makeBanner({
          id: 7,
          slug: 'summer',
          title: 'Summer sale',
          subtitle: 'Up to 40% off electronics',
          button: 'Shop now',
        })}
      />,
    )
    const link = screen.getByRole('link', { name: 'Summer sale Up to 40% off electronics Shop now' })
    expect(link).toHaveAttribute('href', '/summer/products?banner=7')
    expect(screen.getByText('Summer sale').tagName).toBe('P')
    expect(screen.getByText('Up to 40% off electronics')).toBeVisible()
    expect(screen.getByText('Shop now')).toBeVisible()
    // The call to action is text styled as a button: no control nests in the link.
    expect(link.querySelectorAll('a, button, input, select, textarea')).toHaveLength(0)
  })

  it('draws a home banner’s art at 5:2 as decoration, offered in two widths', () => {
    renderWithSouk(<BannerBlock banner={makeBanner({ type: 3, image: 'banner-3.png', title: 'Sound' })} />)
    const art = document.querySelector('img')
    expect(art).toHaveAttribute('alt', '')
    expect(art).toHaveAttribute('width', '1000')
    expect(art).toHaveAttribute('height', '400')
    expect(art).toHaveAttribute('srcset', '/uploads/thumb-banner-3.png 500w, /uploads/banner-3.png 1000w')
    expect(art?.getAttribute('sizes')).toContain('33vw')
  })

  it('draws the top banner’s art as a full-width strip', () => {
    renderWithSouk(<BannerBlock banner={makeBanner({ type: 8, image: 'banner-8.png' })} />)
    const art = document.querySelector('img')
    expect(art).toHaveAttribute('width', '1920')
    expect(art).toHaveAttribute('height', '120')
    expect(art).toHaveAttribute('sizes', '100vw')
  })

  it('makes the headline a heading of the level asked for, and leaves out an empty line and call to action', () => {
    renderWithSouk(
      <BannerBlock
        headingLevel={2}
        banner={makeBanner({ title: 'Gold that shines', subtitle: '', button: null })}
      />,
    )
    expect(screen.getByRole('heading', { level: 2, name: 'Gold that shines' })).toBeInTheDocument()
    expect(document.querySelector('.souk-promo__line')).toBeNull()
    expect(document.querySelector('.souk-promo__cta')).toBeNull()
  })

  it('goes to the banner’s own url when its source is a URL, in the current language', () => {
    renderWithSouk(<BannerBlock banner={makeBanner({ source_type: 6, url: '/flash-sale' })} />, {
      language: 'hi',
    })
    expect(screen.getByRole('link')).toHaveAttribute('href', '/hi/flash-sale')
  })

  it('renders nothing unless the banner is public', () => {
    const { container } = renderWithSouk(<BannerBlock banner={makeBanner({ status: 2 })} />)
    expect(container).toBeEmptyDOMElement()
  })

  it('has a close button only when the banner is closable', async () => {
    const onClose = vi.fn()
    const { unmount } = renderWithSouk(<BannerBlock banner={makeBanner({ closable: 1 })} onClose={onClose} />)
    await userEvent.click(screen.getByRole('button', { name: 'Close banner' }))
    expect(onClose).toHaveBeenCalledTimes(1)
    unmount()
    renderWithSouk(<BannerBlock banner={makeBanner({ closable: 2 })} onClose={onClose} />)
    expect(screen.queryByRole('button', { name: 'Close banner' })).toBeNull()
  })
})
