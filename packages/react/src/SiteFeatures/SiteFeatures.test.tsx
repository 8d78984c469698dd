import { makeHomeData, makeSiteFeature } from '@souk/core/testing'
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithSouk } from '../testing/renderWithSouk'
import { SiteFeatures } from './SiteFeatures'

describe('SiteFeatures', () => {
  it('lists the features in a section named for assistive technologies', () => {
    renderWithSouk(<SiteFeatures features={makeHomeData().site_features} />)
    const section = screen.getByRole('region', { name: 'Why shop with us' })
    expect(within(section).getAllByRole('listitem')).toHaveLength(4)
    expect(screen.getByRole('heading', { name: 'Why shop with us' })).toHaveClass('souk-visually-hidden')
  })

  it('renders the shop’s HTML detail inside the feature, with a decorative icon of fixed size', () => {
    renderWithSouk(
      <SiteFeatures
        features={[makeSiteFeature({ detail: '<p><strong>Free delivery</strong><br>Over $50</p>' })]}
      />,
    )
    const item = screen.getByRole('listitem')
    expect(within(item).getByText('Free delivery').tagName).toBe('STRONG')
    expect(item.querySelector('.souk-site-features__detail p')).toHaveTextContent('Free deliveryOver $50')
    const icon = item.querySelector('img')
    expect(icon).toHaveAttribute('alt', '')
    expect(icon).toHaveAttribute('width', '48')
    expect(icon).toHaveAttribute('height', '48')
  })

  it('leaves out private features and renders nothing without any', () => {
    const { container, rerender } = renderWithSouk(
      <SiteFeatures
        features={[makeSiteFeature({ detail: 'Shown' }), makeSiteFeature({ detail: 'Hidden', status: 2 })]}
      />,
    )
    expect(screen.getByText('Shown')).toBeInTheDocument()
    expect(screen.queryByText('Hidden')).not.toBeInTheDocument()
    rerender(<SiteFeatures features={[]} />)
    expect(container).toBeEmptyDOMElement()
  })

  it('can show its heading, and shows loading and error states', () => {
    const { rerender } = renderWithSouk(<SiteFeatures features={[]} showTitle title="Our promise" loading />)
    expect(screen.getByRole('heading', { name: 'Our promise' })).not.toHaveClass('souk-visually-hidden')
    expect(screen.getByRole('region', { name: 'Our promise' })).toHaveAttribute('aria-busy', 'true')
    rerender(<SiteFeatures features={[]} error="Offline." />)
    expect(screen.getByRole('alert')).toHaveTextContent('Offline.')
  })
})
