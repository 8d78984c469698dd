import { makeCartLine, makeCartProduct } from '@souk/core/testing'
import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderWithSouk } from '../testing/renderWithSouk'
import { StickyCartBar } from './StickyCartBar'

const lines = () => [
  makeCartLine({ quantity: 2, flash_product: makeCartProduct({ selling: 50 }) }),
  makeCartLine({ quantity: 1, flash_product: makeCartProduct({ selling: 30 }) }),
  makeCartLine({ quantity: 4, selected: 2, flash_product: makeCartProduct({ selling: 10 }) }),
]

describe('StickyCartBar', () => {
  it('shows how many items are selected and their total, from the cart store', () => {
    const { souk } = renderWithSouk(<StickyCartBar onCheckout={vi.fn()} />)
    act(() => souk.cart.setState({ lines: lines(), count: 7 }))
    const bar = screen.getByRole('region', { name: 'Order summary' })
    expect(bar).toHaveTextContent('3 items selected')
    expect(bar).toHaveTextContent('Total $130')
  })

  it('checks out with its button', async () => {
    const onCheckout = vi.fn()
    const { souk } = renderWithSouk(<StickyCartBar onCheckout={onCheckout} />)
    act(() => souk.cart.setState({ lines: lines(), count: 7 }))
    await userEvent.click(screen.getByRole('button', { name: 'Proceed to checkout' }))
    expect(onCheckout).toHaveBeenCalledTimes(1)
  })

  it('cannot check out while nothing is selected', () => {
    renderWithSouk(<StickyCartBar onCheckout={vi.fn()} />)
    expect(screen.getByText('0 items selected')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Proceed to checkout' })).toBeDisabled()
  })

  it('is busy while a cart request is in flight', () => {
    const { souk } = renderWithSouk(<StickyCartBar onCheckout={vi.fn()} />)
    act(() => souk.cart.setState({ lines: lines(), pending: [1] }))
    expect(screen.getByRole('button', { name: 'Loading…' })).toHaveAttribute('aria-busy', 'true')
  })

  it('says what its step does, and shows its busy label while the page request runs', async () => {
    const onCheckout = vi.fn()
    const { souk, rerender } = renderWithSouk(
      <StickyCartBar onCheckout={onCheckout} checkoutLabel="Place order" busyLabel="Processing…" />,
    )
    act(() => souk.cart.setState({ lines: lines(), count: 7 }))
    expect(screen.getByRole('button', { name: 'Place order' })).toBeEnabled()
    rerender(
      <StickyCartBar onCheckout={onCheckout} checkoutLabel="Place order" busyLabel="Processing…" busy />,
    )
    await userEvent.click(screen.getByRole('button', { name: 'Processing…' }))
    expect(onCheckout).not.toHaveBeenCalled()
  })

  it('is marked for small screens only unless told otherwise', () => {
    const { unmount } = renderWithSouk(<StickyCartBar />)
    expect(screen.getByRole('region')).toHaveAttribute('data-small-only')
    unmount()
    renderWithSouk(<StickyCartBar smallScreensOnly={false} />)
    expect(screen.getByRole('region')).not.toHaveAttribute('data-small-only')
  })
})
