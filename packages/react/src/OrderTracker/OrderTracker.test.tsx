import type { OrderStatus } from '@souk/core'
import { makeCancellation, makeFullOrderDetail } from '@souk/core/testing'
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithSouk } from '../testing/renderWithSouk'
import { OrderTracker } from './OrderTracker'

const LABELS = ['Pending', 'Confirmed', 'Picked up', 'On the way', 'Delivered']

const states = () => screen.getAllByRole('listitem').map((item) => item.getAttribute('data-state'))

describe('OrderTracker', () => {
  it.each([
    [1, ['active', 'upcoming', 'upcoming', 'upcoming', 'upcoming']],
    [2, ['done', 'active', 'upcoming', 'upcoming', 'upcoming']],
    [3, ['done', 'done', 'active', 'upcoming', 'upcoming']],
    [4, ['done', 'done', 'done', 'active', 'upcoming']],
    [5, ['done', 'done', 'done', 'done', 'done']],
  ] as const)('marks the steps of status %i and the current one', (status, expected) => {
    renderWithSouk(<OrderTracker order={{ status: status as OrderStatus, cancelled: 0 }} />)
    expect(
      screen
        .getAllByRole('listitem')
        .map((item) => item.querySelector('.souk-order-tracker__label')?.textContent),
    ).toEqual(LABELS)
    expect(states()).toEqual(expected)
    const current = screen
      .getAllByRole('listitem')
      .filter((item) => item.getAttribute('aria-current') === 'step')
    expect(current).toHaveLength(1)
    expect(current[0]).toHaveTextContent(LABELS[status - 1] as string)
  })

  it('says each step state in words', () => {
    renderWithSouk(<OrderTracker order={{ status: 2, cancelled: 0 }} />)
    const [pending, confirmed, pickedUp] = screen.getAllByRole('listitem')
    expect(pending).toHaveTextContent('Pending, Completed')
    expect(confirmed).toHaveTextContent('Confirmed, In progress')
    expect(pickedUp).toHaveTextContent('Picked up, Upcoming')
  })

  it('shows Cancelled instead of the steps for a cancelled order', () => {
    renderWithSouk(<OrderTracker order={{ status: 1, cancelled: 1 }} />)
    expect(screen.queryByRole('list')).toBeNull()
    expect(screen.getByText('Cancelled')).toBeInTheDocument()
    expect(screen.getByText('This order has been cancelled.')).toBeInTheDocument()
  })

  it('shows Refunded when the cancellation was refunded', () => {
    renderWithSouk(
      <OrderTracker order={{ status: 1, cancelled: 1, cancellation: makeCancellation({ refunded: 1 }) }} />,
    )
    expect(screen.getByText('Refunded')).toBeInTheDocument()
    expect(screen.queryByText('Cancelled')).toBeNull()
  })

  it('estimates the delivery from the longest day_needed of the lines until delivered', () => {
    const order = makeFullOrderDetail({ status: 2 })
    const { rerender } = renderWithSouk(<OrderTracker order={order} />)
    expect(screen.getByText('Estimated delivery within 4 days')).toBeInTheDocument()
    rerender(<OrderTracker order={{ ...order, status: 5 }} />)
    expect(screen.queryByText(/Estimated delivery/)).toBeNull()
  })

  it('is named by its title', () => {
    renderWithSouk(<OrderTracker order={{ status: 3, cancelled: 0 }} hideTitle />)
    expect(screen.getByRole('region', { name: 'Order progress' })).toBeInTheDocument()
  })
})
