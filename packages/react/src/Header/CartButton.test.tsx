import { act, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { renderWithSouk } from '../testing/renderWithSouk'
import { CartButton } from './CartButton'

describe('CartButton', () => {
  it('links to the cart, named by the number of items', () => {
    renderWithSouk(<CartButton />)
    const link = screen.getByRole('link', { name: '0 items in cart' })
    expect(link).toHaveAttribute('href', '/cart')
  })

  it('uses the singular for one item and shows the count in the badge', () => {
    const { souk, container } = renderWithSouk(<CartButton />)
    act(() => souk.cart.setState({ count: 1 }))
    expect(screen.getByRole('link', { name: '1 item in cart' })).toBeInTheDocument()
    act(() => souk.cart.setState({ count: 3 }))
    expect(screen.getByRole('link', { name: '3 items in cart' })).toBeInTheDocument()
    expect(container.querySelector('.souk-cart-button__badge')).toHaveTextContent('3')
    expect(container.querySelector('.souk-cart-button__badge')).toHaveAttribute('aria-hidden', 'true')
  })

  it('caps the badge at 99+', () => {
    const { souk, container } = renderWithSouk(<CartButton />)
    act(() => souk.cart.setState({ count: 150 }))
    expect(container.querySelector('.souk-cart-button__badge')).toHaveTextContent('99+')
    expect(screen.getByRole('link', { name: '150 items in cart' })).toBeInTheDocument()
  })

  it('announces a change of the count, not the first one', () => {
    const { souk } = renderWithSouk(<CartButton />)
    const status = screen.getByRole('status')
    expect(status).toHaveTextContent('')
    act(() => souk.cart.setState({ count: 2 }))
    expect(status).toHaveTextContent('2 items in cart')
  })

  it('goes to the cart in the current language, or where it is told', () => {
    const { unmount } = renderWithSouk(<CartButton />, { language: 'ar' })
    expect(screen.getByRole('link')).toHaveAttribute('href', '/ar/cart')
    unmount()
    const onClick = vi.fn()
    renderWithSouk(<CartButton href="#drawer" onClick={onClick} />)
    screen.getByRole('link').click()
    expect(onClick).toHaveBeenCalledTimes(1)
    expect(screen.getByRole('link')).toHaveAttribute('href', '#drawer')
  })
})
