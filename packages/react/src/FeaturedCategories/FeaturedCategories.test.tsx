import { makeCategory, makeFeaturedCategories } from '@souk/core/testing'
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithSouk } from '../testing/renderWithSouk'
import { FeaturedCategories } from './FeaturedCategories'

describe('FeaturedCategories', () => {
  it('links each category, named by its title, to its listing', () => {
    renderWithSouk(
      <FeaturedCategories categories={[makeCategory({ title: 'Home & garden', slug: 'home-garden' })]} />,
      {
        language: 'ar',
      },
    )
    const section = screen.getByRole('region')
    expect(section).not.toHaveAccessibleName('Featured categories')
    const link = within(section).getByRole('link', { name: 'Home & garden' })
    expect(link).toHaveAttribute('href', '/ar/all/home-garden')
    const image = link.querySelector('img')
    expect(image).toHaveAttribute('alt', '')
    expect(image).toHaveAttribute('width', '96')
    expect(image).toHaveAttribute('height', '96')
    expect(within(section).getAllByRole('link')[0]).toHaveAttribute('href', '/ar/categories')
  })

  it('links a featured sub-category under its category, /all/{category}/{sub}', () => {
    renderWithSouk(
      <FeaturedCategories
        categories={[
          makeCategory({ title: 'Phones', slug: 'phones-tablets', parent: 1, parent_slug: 'electronics' }),
        ]}
        showAllLink={false}
      />,
    )
    expect(screen.getByRole('link', { name: 'Phones' })).toHaveAttribute(
      'href',
      '/all/electronics/phones-tablets',
    )
  })

  it('shows at most 12', () => {
    renderWithSouk(<FeaturedCategories categories={makeFeaturedCategories(14)} showAllLink={false} />)
    expect(screen.getAllByRole('link')).toHaveLength(12)
  })

  it('renders nothing without categories, and loading and error states', () => {
    const { container, rerender } = renderWithSouk(<FeaturedCategories categories={[]} />)
    expect(container).toBeEmptyDOMElement()
    rerender(<FeaturedCategories categories={[]} loading />)
    expect(screen.getByRole('region', { name: 'Featured categories' })).toHaveAttribute('aria-busy', 'true')
    rerender(<FeaturedCategories categories={[]} error="Offline." />)
    expect(screen.getByRole('alert')).toHaveTextContent('Offline.')
    expect(screen.queryByRole('link', { name: 'See all' })).not.toBeInTheDocument()
  })
})
