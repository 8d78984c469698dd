import { makeBanner, makeHomeData } from '@souk/core/testing'
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithSouk } from '../testing/renderWithSouk'
import { HomeBanners } from './HomeBanners'

describe('HomeBanners', () => {
  it('shows the public banners of home slots 1 to 6 as image links, in slot order', () => {
    renderWithSouk(<HomeBanners banners={makeHomeData().banners} />)
    const links = screen.getAllByRole('link')
    expect(links.map((link) => link.textContent || link.querySelector('img')?.alt)).toEqual([
      'Banner slot 1',
      'Banner slot 2',
      'Banner slot 3',
      'Banner slot 4',
      'Banner slot 5',
      'Banner slot 6',
    ])
    expect(screen.queryByRole('link', { name: 'Review area banner' })).not.toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Private banner' })).not.toBeInTheDocument()
  })

  it('links each banner to its listing, or to its own url', () => {
    renderWithSouk(
      <HomeBanners
        banners={[
          makeBanner({ id: 8, type: 2, title: 'Shoes', slug: 'shoes', source_type: 1 }),
          makeBanner({ id: 9, type: 1, title: 'Partners', source_type: 6, url: 'https://partner.test' }),
        ]}
      />,
      { language: 'tr' },
    )
    expect(screen.getByRole('link', { name: 'Shoes' })).toHaveAttribute('href', '/tr/shoes/products?banner=8')
    expect(screen.getByRole('link', { name: 'Partners' })).toHaveAttribute('href', 'https://partner.test')
    expect(screen.getAllByRole('link')[0]).toHaveAccessibleName('Partners')
  })

  it('draws every banner’s art at 5:2, gives each headline a level-2 heading and offers no close button on the home page', () => {
    renderWithSouk(<HomeBanners banners={makeHomeData().banners} />)
    const images = document.querySelectorAll('img')
    expect(images).toHaveLength(6)
    for (const image of images) {
      expect(image).toHaveAttribute('width', '1000')
      expect(image).toHaveAttribute('height', '400')
    }
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(6)
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
  })

  it('shows only the slots asked for, so blocks can be spread over the page', () => {
    renderWithSouk(<HomeBanners banners={makeHomeData().banners} slots={[4, 3]} priority />)
    const links = screen.getAllByRole('link')
    expect(links).toHaveLength(2)
    expect(links[0]).toHaveAccessibleName('Banner slot 4')
    expect(links[0]?.querySelector('img')).toHaveAttribute('loading', 'eager')
    expect(links[1]?.querySelector('img')).toHaveAttribute('loading', 'lazy')
  })

  it('renders nothing without a banner for its slots, a placeholder while loading and an error', () => {
    const { container, rerender } = renderWithSouk(<HomeBanners banners={[makeBanner({ type: 8 })]} />)
    expect(container).toBeEmptyDOMElement()
    rerender(<HomeBanners banners={[]} loading />)
    expect(screen.getByText('Loading…')).toBeInTheDocument()
    rerender(<HomeBanners banners={[]} error="Offline." />)
    expect(screen.getByRole('alert')).toHaveTextContent('Offline.')
  })
})
