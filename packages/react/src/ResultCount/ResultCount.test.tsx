import { makeCatalogPaginator, makeListingCards } from '@souk/core/testing'
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithSouk } from '../testing/renderWithSouk'
import { ResultCount } from './ResultCount'

const page = (number: number, total: number) =>
  makeCatalogPaginator(makeListingCards(Math.min(30, total - (number - 1) * 30)), { page: number, total })

describe('ResultCount', () => {
  it('says which products of how many are shown', () => {
    renderWithSouk(<ResultCount paginator={page(2, 95)} />)
    expect(screen.getByRole('status')).toHaveTextContent('Showing 31–60 of 95')
  })

  it('counts with the right plural when everything fits on one page', () => {
    const { rerender } = renderWithSouk(<ResultCount paginator={page(1, 1)} />)
    expect(screen.getByRole('status')).toHaveTextContent(/^1 product$/)
    rerender(<ResultCount paginator={page(1, 12)} />)
    expect(screen.getByRole('status')).toHaveTextContent(/^12 products$/)
  })

  it('uses the plural forms of the shopper’s language', () => {
    const { rerender } = renderWithSouk(<ResultCount paginator={page(1, 2)} />, { language: 'ar' })
    expect(screen.getByRole('status')).toHaveTextContent('منتجان')
    rerender(<ResultCount paginator={page(1, 5)} />)
    expect(screen.getByRole('status')).toHaveTextContent('5 منتجات')
  })

  it('says so when nothing was found', () => {
    renderWithSouk(<ResultCount paginator={page(1, 0)} />)
    expect(screen.getByRole('status')).toHaveTextContent('No product found')
  })

  it('is a polite live region that keeps its place while the count changes', () => {
    const { rerender } = renderWithSouk(<ResultCount paginator={page(1, 95)} />)
    const region = screen.getByRole('status')
    expect(region).toHaveAttribute('aria-live', 'polite')
    expect(region).toHaveTextContent('Showing 1–30 of 95')
    rerender(<ResultCount paginator={page(1, 95)} loading />)
    expect(screen.getByRole('status')).toBe(region)
    expect(region).toHaveTextContent('Loading…')
    rerender(<ResultCount paginator={page(4, 95)} />)
    expect(screen.getByRole('status')).toBe(region)
    expect(region).toHaveTextContent('Showing 91–95 of 95')
  })

  it('stays empty (but present) before the first page arrives', () => {
    renderWithSouk(<ResultCount paginator={null} />)
    expect(screen.getByRole('status')).toBeEmptyDOMElement()
  })
})
