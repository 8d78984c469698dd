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
    [3.5, ['100%', '100%', '100%', '50%', '0%']],
    [0, ['0%', '0%', '0%', '0%', '0%']],
    [7, ['100%', '100%', '100%', '100%', '100%']],
  ])('fills the stars for %s', (value, fills) => {
    const { container } = renderWithSouk(<Rating value={value} />)
    const stars = [...container.querySelectorAll<HTMLElement>('.souk-rating__star')]
    expect(stars.map((star) => star.style.getPropertyValue('--souk-star-fill'))).toEqual(fills)
  })

  it('speaks the shopper’s language', () => {
    renderWithSouk(<Rating value={4} />, { language: 'ar' })
    expect(screen.getByRole('img').getAttribute('aria-label')).toMatch(/[\u0600-\u06FF]/)
  })
})
