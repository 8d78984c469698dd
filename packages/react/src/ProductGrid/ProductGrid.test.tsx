import { PRODUCT_SHIMMER_COUNT } from '@souk/core'
import { makeListingCard } from '@souk/core/testing'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderWithSouk } from '../testing/renderWithSouk'
import { ProductGrid, ProductGridView } from './ProductGrid'

describe('ProductGrid', () => {
  it('lists one card per product', () => {
    const products = [
      makeListingCard({ title: 'A' }),
      makeListingCard({ title: 'B' }),
      makeListingCard({ title: 'C' }),
    ]
    renderWithSouk(<ProductGrid products={products} label="New arrivals" />)
    const list = screen.getByRole('list', { name: 'New arrivals' })
    expect(within(list).getAllByRole('listitem')).toHaveLength(3)
    expect(
      within(list)
        .getAllByRole('article')
        .map((card) => card.getAttribute('aria-labelledby')),
    ).toHaveLength(3)
  })

  it('shows 21 placeholders while loading', () => {
    const { container } = renderWithSouk(<ProductGrid products={[]} loading />)
    expect(PRODUCT_SHIMMER_COUNT).toBe(21)
    expect(container.querySelectorAll('.souk-shimmer__card')).toHaveLength(21)
    expect(container.firstChild).toHaveAttribute('aria-busy', 'true')
    expect(screen.getByText('Loading…')).toBeInTheDocument()
  })

  it('says no product was found when the list is empty', () => {
    renderWithSouk(<ProductGrid products={[]} />)
    expect(screen.getByRole('heading', { name: 'No product found' })).toBeInTheDocument()
    expect(screen.queryByRole('list')).not.toBeInTheDocument()
  })

  it('keeps the places of the cards still to come, empty and hidden from assistive technologies', () => {
    const products = [makeListingCard({ title: 'A' }), makeListingCard({ title: 'B' })]
    const { container } = renderWithSouk(<ProductGrid products={products} reserve={5} label="Deals" />)
    const list = screen.getByRole('list', { name: 'Deals' })
    expect(within(list).getAllByRole('listitem')).toHaveLength(2)
    const places = container.querySelectorAll('.souk-product-grid__place')
    expect(places).toHaveLength(3)
    for (const place of places) {
      expect(place.tagName).toBe('LI')
      expect(place).toHaveAttribute('aria-hidden', 'true')
      expect(place).toBeEmptyDOMElement()
    }
  })

  it('keeps places rather than saying nothing was found when cards are still to come', () => {
    const { container } = renderWithSouk(<ProductGrid products={[]} reserve={4} label="Deals" />)
    expect(screen.queryByRole('heading', { name: 'No product found' })).not.toBeInTheDocument()
    expect(container.querySelectorAll('.souk-product-grid__place')).toHaveLength(4)
    // Not an empty list for assistive technologies: no list at all until a card comes.
    expect(screen.queryByRole('list')).not.toBeInTheDocument()
  })

  it('keeps no place once every card has come', () => {
    const products = [makeListingCard(), makeListingCard()]
    const { container } = renderWithSouk(<ProductGrid products={products} reserve={2} />)
    expect(container.querySelectorAll('.souk-product-grid__place')).toHaveLength(0)
  })

  it('shows an error with a retry button', async () => {
    const onRetry = vi.fn()
    renderWithSouk(<ProductGrid products={[]} error="API is down." onRetry={onRetry} />)
    expect(screen.getByRole('heading', { name: 'API is down.' })).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(onRetry).toHaveBeenCalledOnce()
  })

  it('loads only the first images with priority', () => {
    const products = [makeListingCard(), makeListingCard(), makeListingCard()]
    const { container } = renderWithSouk(<ProductGrid products={products} priorityCount={2} />)
    expect([...container.querySelectorAll('img')].map((image) => image.getAttribute('loading'))).toEqual([
      'eager',
      'eager',
      'lazy',
    ])
  })
})

describe('ProductGridView', () => {
  it('draws each card with the card it is given, the first one fetched first', () => {
    const seen: [string, boolean | 'high'][] = []
    renderWithSouk(
      <ProductGridView
        products={[makeListingCard({ id: 1, title: 'Plain tee' }), makeListingCard({ id: 2, title: 'Mug' })]}
        priorityCount={2}
        renderCard={(product, priority) => {
          seen.push([product.title, priority])
          return <p>{product.title}</p>
        }}
      />,
    )
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Plain tee', 'Mug'])
    expect(seen).toEqual([
      ['Plain tee', 'high'],
      ['Mug', true],
    ])
    // Only the card it was given: no wishlist or compare toggles.
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
  })
})
