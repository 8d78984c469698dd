import { makeBrand, makeFeaturedBrands } from '@souk/core/testing'
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithSouk } from '../testing/renderWithSouk'
import { FeaturedBrands } from './FeaturedBrands'

describe('FeaturedBrands', () => {
  it('links each brand logo to the brand’s listing, named by the brand', () => {
    renderWithSouk(<FeaturedBrands brands={[makeBrand({ id: 3, title: 'Cedar & Co', slug: 'cedar-co' })]} />)
    const section = screen.getByRole('region', { name: 'Featured brands' })
    const link = within(section).getByRole('link', { name: 'Cedar & Co' })
    expect(link).toHaveAttribute('href', '/cedar-co/brand?brand=3')
    expect(within(link).getByRole('img')).toHaveAttribute('alt', 'Cedar & Co')
    expect(within(section).getByRole('link', { name: 'See all' })).toHaveAttribute('href', '/brands')
  })

  it('shows at most 15', () => {
    renderWithSouk(<FeaturedBrands brands={makeFeaturedBrands(20)} showAllLink={false} />)
    expect(screen.getAllByRole('link')).toHaveLength(15)
  })

  it('takes another heading, and renders nothing without brands', () => {
    const { container, rerender } = renderWithSouk(
      <FeaturedBrands brands={makeFeaturedBrands(2)} title="Our brands" headingLevel={3} />,
    )
    expect(screen.getByRole('heading', { level: 3, name: 'Our brands' })).toBeInTheDocument()
    rerender(<FeaturedBrands brands={[]} />)
    expect(container).toBeEmptyDOMElement()
  })
})
