import { makeOrderListItem, makeOrdersInEveryState } from '@souk/core/testing'
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithSouk } from '../testing/renderWithSouk'
import { OrderCard } from './OrderCard'

const fact = (label: string) => screen.getByText(label).nextElementSibling

describe('OrderCard', () => {
  it('shows code, date, method, total and statuses, linking to the order page', () => {
    const order = makeOrderListItem({ id: 31, order: '20240503AB12C31', total_amount: 245.5 })
    renderWithSouk(<OrderCard order={order} />)
    expect(screen.getByRole('link', { name: 'Order 20240503AB12C31' })).toHaveAttribute(
      'href',
      '/user/order/31',
    )
    expect(fact('Order date')).toHaveTextContent('05 Mar, 2024')
    expect(fact('Payment method')).toHaveTextContent('Cash on delivery')
    expect(fact('Order amount')).toHaveTextContent('$245.5')
    expect(fact('Payment status')).toHaveTextContent('Unpaid')
    expect(fact('Delivery status')).toHaveTextContent('Pending')
    expect(screen.getByText('2 items')).toBeInTheDocument()
    expect(screen.getByRole('img', { name: 'Linen shirt' })).toHaveAttribute('width', '48')
  })

  it('links in the current language', () => {
    renderWithSouk(<OrderCard order={makeOrderListItem({ id: 8 })} />, { language: 'fr' })
    expect(screen.getByRole('link')).toHaveAttribute('href', '/fr/user/order/8')
  })

  it('shows every delivery state, cancelled and refunded', () => {
    const orders = makeOrdersInEveryState()
    const { rerender } = renderWithSouk(<OrderCard order={orders[0] as (typeof orders)[number]} />)
    const seen = orders.map((order) => {
      rerender(<OrderCard order={order} />)
      return [fact('Delivery status')?.textContent, fact('Payment status')?.textContent]
    })
    expect(seen).toEqual([
      ['Pending', 'Unpaid'],
      ['Confirmed', 'Unpaid'],
      ['Picked up', 'Paid'],
      ['On the way', 'Paid'],
      ['Delivered', 'Paid'],
      ['Cancelled', 'Unpaid'],
      ['Refunded', 'Paid'],
    ])
  })
})
