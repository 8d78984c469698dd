import { formatPrice } from '@souk/core'
import { makeCancellation, makeCountriesPhones, makeFullOrderDetail } from '@souk/core/testing'
import { act, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithSouk } from '../testing/renderWithSouk'
import { OrderDetail } from './OrderDetail'

const row = (label: string) =>
  screen.getByText(label).closest('.souk-price-breakdown__row')?.querySelector('dd')?.textContent

describe('OrderDetail', () => {
  it('shows the lines with images, attributes, quantities, prices and free units', () => {
    const order = makeFullOrderDetail()
    renderWithSouk(<OrderDetail order={order} />)
    const items = within(screen.getByRole('region', { name: 'Ordered items' }))
    const [shirt, mug] = items.getAllByRole('listitem') as [HTMLElement, HTMLElement]
    expect(within(shirt).getByRole('link', { name: 'Linen shirt' })).toHaveAttribute(
      'href',
      '/linen-shirt/product/1',
    )
    expect(within(shirt).getByText('Colour').nextElementSibling).toHaveTextContent('Blue')
    expect(within(shirt).getByText('Qty: 1')).toBeInTheDocument()
    expect(within(shirt).getByText('$120.00')).toBeInTheDocument()
    expect(within(shirt).getByText('Home delivery')).toBeInTheDocument()
    expect(shirt.querySelector('img')).toHaveAttribute('height', '72')
    expect(within(mug).getByText('Qty: 3')).toBeInTheDocument()
    expect(within(mug).getByText('Pick up in store')).toBeInTheDocument()
    expect(within(mug).getByText('Buy 2 get 1 free · 1 free item')).toBeInTheDocument()
  })

  it('shows the calculated totals of the server', () => {
    const order = makeFullOrderDetail()
    const { souk } = renderWithSouk(<OrderDetail order={order} />)
    const money = (amount: number) => formatPrice(amount, souk.settings.getState().common?.setting)
    expect(order.calculated).toEqual({
      subtotal: 165,
      shipping_price: 10,
      bundle_offer: 15,
      tax: 12,
      voucher_price: 10,
      total_price: 162,
    })
    expect(row('Subtotal')).toBe(money(165))
    expect(row('Bundle discount')).toBe(money(-15))
    expect(row('Tax')).toBe(money(12))
    expect(row('Shipping cost')).toBe(money(10))
    expect(row('Voucher discount')).toBe(money(-10))
    expect(row('Total')).toBe(money(162))
  })

  it('shows the order facts, the address, the tracker and the actions', () => {
    const order = makeFullOrderDetail({ payment_done: 1, trans_id: 'TX-1', order_method: 7 })
    const { souk } = renderWithSouk(
      <OrderDetail order={order} actions={<button type="button">Email me</button>} />,
    )
    act(() => souk.settings.setState({ countries: makeCountriesPhones() }))
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(`Order ${order.order}`)
    expect(screen.getByText('Payment method').nextElementSibling).toHaveTextContent('Bank transfer')
    expect(screen.getByText('Payment status').nextElementSibling).toHaveTextContent('Paid')
    expect(screen.getByText('Transaction ID').nextElementSibling).toHaveTextContent('TX-1')
    expect(screen.getByText('Delivery status').nextElementSibling).toHaveTextContent('Confirmed')
    const shipTo = within(screen.getByRole('region', { name: 'Ship to' }))
    expect(shipTo.getByText('Ada Lovelace')).toBeInTheDocument()
    expect(shipTo.getByText('San Jose, California, 95112')).toBeInTheDocument()
    expect(screen.getByRole('region', { name: 'Order progress' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Email me' })).toBeInTheDocument()
  })

  it('names the country and the state of the address as the shipping step does, loading the list itself', async () => {
    renderWithSouk(<OrderDetail order={makeFullOrderDetail()} />, {
      routes: { 'GET countries-phones': makeCountriesPhones() },
    })
    const shipTo = within(screen.getByRole('region', { name: 'Ship to' }))
    expect(await shipTo.findByText('San Jose, California, 95112')).toBeInTheDocument()
    expect(shipTo.getByText('United States')).toBeInTheDocument()
    expect(shipTo.queryByText('US')).toBeNull()
  })

  it('shows the cancellation reason of a cancelled order', () => {
    const order = makeFullOrderDetail({ cancelled: 1, cancellation: makeCancellation() })
    renderWithSouk(<OrderDetail order={order} />)
    const reason = within(screen.getByRole('region', { name: 'Cancellation reason' }))
    expect(reason.getByText('I changed my mind')).toBeInTheDocument()
    expect(reason.getByText('I found the same shirt in a shop near me.')).toBeInTheDocument()
    expect(screen.getByText('Delivery status').nextElementSibling).toHaveTextContent('Cancelled')
  })
})
