import { makeBanner } from '@souk/core/testing'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderWithSouk } from '../testing/renderWithSouk'
import { BannerBlock } from './BannerBlock'

describe('BannerBlock', () => {
  it('shows the banner image (100×500) as a link to the banner’s target', () => {
    renderWithSouk(<BannerBlock banner={makeBanner({ id: 7, slug: 'summer', title: 'Summer sale' })} />)
    const link = screen.getByRole('link', { name: 'Summer sale' })
    expect(link).toHaveAttribute('href', '/summer/products?banner=7')
    const image = screen.getByRole('img', { name: 'Summer sale' })
    expect(image).toHaveAttribute('width', '500')
    expect(image).toHaveAttribute('height', '100')
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
