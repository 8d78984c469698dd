import { makeCollection, makeCollectionCard, makeHomeData } from '@souk/core/testing'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { ProductCardItem } from '../ProductCard/ProductCard'
import { renderWithSouk } from '../testing/renderWithSouk'
import { Collections } from './Collections'

describe('Collections', () => {
  it('gives each collection a section titled by it, with its products and a link to its listing', () => {
    renderWithSouk(
      <Collections
        collections={[
          makeCollection({
            id: 4,
            title: 'Best sellers',
            slug: 'best-sellers',
            product_collections: [makeCollectionCard({ id: 40, title: 'Plain tee', slug: 'plain-tee' })],
          }),
        ]}
      />,
      { language: 'fr' },
    )
    const section = screen.getByRole('region', { name: 'Best sellers' })
    expect(within(section).getByRole('heading', { level: 2 })).toHaveTextContent('Best sellers')
    expect(within(section).getByRole('link', { name: 'Plain tee' })).toHaveAttribute(
      'href',
      '/fr/plain-tee/product/40',
    )
    const seeAll = within(section).getByRole('link', { description: 'Best sellers' })
    expect(seeAll).toHaveAttribute('href', '/fr/best-sellers/collection?collection=4')
  })

  it('shows each card’s price by core’s rule (offer, struck selling price)', () => {
    renderWithSouk(
      <Collections
        collections={[
          makeCollection({ product_collections: [makeCollectionCard({ selling: 50, offered: 40 })] }),
        ]}
      />,
    )
    expect(screen.getByText('Current price: $40.00')).toBeInTheDocument()
    expect(screen.getByText('Previous price: $50.00')).toBeInTheDocument()
  })

  it('hands each collection’s cards to renderProducts', () => {
    const renderProducts = vi.fn((_cards: ProductCardItem[]) => <p>grid</p>)
    const collection = makeCollection({
      product_collections: [makeCollectionCard({ id: 7, price: 5, end_time: null })],
    })
    renderWithSouk(<Collections collections={[collection]} renderProducts={renderProducts} />)
    expect(renderProducts).toHaveBeenCalledWith(
      [expect.objectContaining({ id: 7, price: 5, end_time: null, selling: 100 })],
      collection,
    )
    expect(screen.getByText('grid')).toBeInTheDocument()
  })

  it('keeps an empty collection’s title and link (the API caps cards over all collections)', () => {
    renderWithSouk(<Collections collections={makeHomeData().collections} />)
    const empty = screen.getByRole('region', { name: 'Coming soon' })
    expect(within(empty).queryByRole('list')).not.toBeInTheDocument()
    expect(within(empty).getByRole('link', { name: 'See all' })).toBeInTheDocument()
    expect(screen.getAllByRole('region')).toHaveLength(3)
  })

  it('renders nothing without collections, placeholders while loading and a retryable error', async () => {
    const onRetry = vi.fn()
    const { container, rerender } = renderWithSouk(<Collections collections={[]} />)
    expect(container).toBeEmptyDOMElement()
    rerender(<Collections collections={[]} loading />)
    expect(container.querySelectorAll('.souk-shimmer__card').length).toBeGreaterThan(0)
    rerender(<Collections collections={[]} error="Offline." onRetry={onRetry} />)
    expect(screen.getByRole('alert')).toHaveTextContent('Offline.')
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(onRetry).toHaveBeenCalledOnce()
  })
})
