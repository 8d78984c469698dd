import { FLASH_SALE_SHIMMER_COUNT, PRODUCT_SHIMMER_COUNT } from '@souk/core'
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithSouk } from '../testing/renderWithSouk'
import { Shimmer } from './Shimmer'

describe('Shimmer', () => {
  it('draws the spec’s 21 product placeholders, hidden from assistive technologies', () => {
    const { container } = renderWithSouk(<Shimmer />)
    expect(container.querySelectorAll('.souk-shimmer__card')).toHaveLength(PRODUCT_SHIMMER_COUNT)
    expect(PRODUCT_SHIMMER_COUNT).toBe(21)
    expect(container.querySelector('.souk-shimmer__shapes')).toHaveAttribute('aria-hidden', 'true')
  })

  it('says “Loading…” once, visually hidden', () => {
    const { container } = renderWithSouk(<Shimmer count={FLASH_SALE_SHIMMER_COUNT} />)
    expect(screen.getAllByText('Loading…')).toHaveLength(1)
    expect(screen.getByText('Loading…')).toHaveClass('souk-visually-hidden')
    expect(container.textContent).toBe('Loading…')
  })

  it('draws lines and blocks', () => {
    const { container, rerender } = renderWithSouk(<Shimmer variant="line" />)
    expect(container.querySelectorAll('.souk-shimmer__line')).toHaveLength(3)
    rerender(<Shimmer variant="line" count={5} />)
    expect(container.querySelectorAll('.souk-shimmer__line')).toHaveLength(5)
    rerender(<Shimmer variant="block" />)
    expect(container.querySelectorAll('.souk-shimmer__block')).toHaveLength(1)
  })

  it('speaks the shopper’s language and takes its own text', () => {
    const { rerender } = renderWithSouk(<Shimmer variant="card" />, { language: 'fr' })
    expect(screen.getByText('Chargement…')).toBeInTheDocument()
    rerender(<Shimmer variant="card" label="Loading reviews" />)
    expect(screen.getByText('Loading reviews')).toBeInTheDocument()
  })
})
