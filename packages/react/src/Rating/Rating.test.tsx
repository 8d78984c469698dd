import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithSouk } from '../testing/renderWithSouk'
import { Rating } from './Rating'

describe('Rating', () => {
  it('names the rating out of 5', () => {
    renderWithSouk(<Rating value={4.46} count={12} />)
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument()
    expect(screen.getByText('(12)')).toBeInTheDocument()
  })

  it.each([
    [3.5, '70%'],
    [4.46, '89.2%'],
    [0, '0%'],
    [7, '100%'],
  ])('fills the row of stars for %s', (value, fill) => {
    const { container } = renderWithSouk(<Rating value={value} />)
    const stars = container.querySelector<HTMLElement>('.souk-rating__stars')
    expect(stars?.style.getPropertyValue('--souk-star-fill')).toBe(fill)
  })

  it('draws the stars with CSS: one element, no image or SVG per star', () => {
    const { container } = renderWithSouk(<Rating value={3} />)
    expect(container.querySelectorAll('svg, img')).toHaveLength(0)
    expect(container.querySelector('.souk-rating__stars')?.childElementCount).toBe(0)
  })

  it('speaks the shopper’s language', () => {
    renderWithSouk(<Rating value={4} />, { language: 'ar' })
    expect(screen.getByRole('img').getAttribute('aria-label')).toMatch(/[\u0600-\u06FF]/)
  })
})
