import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderWithSouk } from '../testing/renderWithSouk'
import { EmptyState } from './EmptyState'

describe('EmptyState', () => {
  it('shows a heading, a text and a decorative icon', () => {
    const { container } = renderWithSouk(
      <EmptyState
        icon={<svg />}
        title="Your cart is empty."
        text="Add something you like."
        headingLevel={3}
      />,
    )
    expect(screen.getByRole('heading', { level: 3, name: 'Your cart is empty.' })).toBeInTheDocument()
    expect(screen.getByText('Add something you like.')).toBeInTheDocument()
    expect(container.querySelector('.souk-empty__icon')).toHaveAttribute('aria-hidden', 'true')
    expect(screen.queryByRole('button')).toBeNull()
  })

  it('makes a ready-made action a button, or a link with an address', async () => {
    const onClick = vi.fn()
    const { rerender } = renderWithSouk(
      <EmptyState title="No order found" action={{ label: 'Try again', onClick }} />,
    )
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(onClick).toHaveBeenCalledOnce()
    rerender(<EmptyState title="No order found" action={{ label: 'Continue shopping', href: '/' }} />)
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/')
  })

  it('takes any element as its action', () => {
    renderWithSouk(<EmptyState title="No voucher found" action={<a href="/vouchers">See vouchers</a>} />)
    expect(screen.getByRole('link', { name: 'See vouchers' })).toBeInTheDocument()
  })
})
