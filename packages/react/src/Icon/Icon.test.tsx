import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Icon } from './Icon'

describe('Icon', () => {
  it('is hidden from assistive technology when decorative', () => {
    const { container } = render(<Icon name="heart" />)
    const svg = container.querySelector('svg')
    expect(svg).toHaveAttribute('aria-hidden', 'true')
    expect(svg).toHaveAttribute('focusable', 'false')
    expect(screen.queryByRole('img')).toBeNull()
  })

  it('is an image with a name when labelled', () => {
    render(<Icon name="cart" label="Cart" />)
    expect(screen.getByRole('img', { name: 'Cart' })).toBeInTheDocument()
  })

  it('mirrors only the icons that point along the reading direction', () => {
    const { container } = render(
      <>
        <Icon name="chevronEnd" />
        <Icon name="star" />
      </>,
    )
    const [chevron, star] = container.querySelectorAll('svg')
    expect(chevron).toHaveClass('souk-flip-rtl')
    expect(star).not.toHaveClass('souk-flip-rtl')
  })

  it('fills its shape on request', () => {
    const { container } = render(<Icon name="heart" filled />)
    expect(container.querySelector('svg')).toHaveAttribute('fill', 'currentColor')
  })
})
