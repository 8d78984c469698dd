import { type CartLine, formatPrice, type Souk, selectCartTotals } from '@souk/core'
import { makeCartLine, makeCheckoutLines, makeCountriesPhones } from '@souk/core/testing'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderWithSouk } from '../testing/renderWithSouk'
import { CartSummary } from './CartSummary'

const fill = (souk: Souk, lines: CartLine[], extra: Partial<ReturnType<Souk['cart']['getState']>> = {}) =>
  act(() => {
    souk.cart.setState({
      lines,
      count: lines.reduce((sum, line) => sum + line.quantity, 0),
      status: 'ready',
      ...extra,
    })
  })

/** The amount shown in the row whose label is `label`. */
const row = (label: string) =>
  screen.getByText(label).closest('.souk-price-breakdown__row')?.querySelector('dd')

describe('CartSummary', () => {
  it('shows the totals core computes for the selected lines, address and voucher', () => {
    const lines = makeCheckoutLines().slice(0, 2)
    const address = { id: 1, country: 'US', state: 'CA' }
    const voucher = { code: 'TEN', discount: 10 }
    const { souk } = renderWithSouk(<CartSummary />)
    fill(souk, lines, { address, voucher })
    const totals = selectCartTotals(lines, { address, voucherDiscount: 10 })
    // Shirt 120 + 10 % tax + 8 shipping; mugs 3 × 15 with one free, shipping 6; voucher 10.
    expect(totals).toMatchObject({
      subtotal: 165,
      bundleDiscount: 15,
      tax: 12,
      shipping: 14,
      voucher: 10,
      total: 166,
    })
    const money = (amount: number) => formatPrice(amount, souk.settings.getState().common?.setting)
    expect(row('Subtotal')).toHaveTextContent(money(totals.subtotal))
    expect(row('Bundle discount')).toHaveTextContent(money(-totals.bundleDiscount))
    expect(row('Tax')).toHaveTextContent(money(totals.tax))
    expect(row('Shipping')).toHaveTextContent(money(totals.shipping))
    expect(row('Voucher discount')).toHaveTextContent(money(-totals.voucher))
    expect(screen.getByText('(TEN)')).toBeInTheDocument()
    expect(row('Total')).toHaveTextContent(money(totals.total))
    expect(screen.getByText('4 items selected')).toBeInTheDocument()
  })

  it('says shipping is calculated at the next step while no address is known', () => {
    const { souk } = renderWithSouk(<CartSummary />)
    fill(souk, makeCheckoutLines().slice(0, 1))
    expect(row('Shipping')).toHaveTextContent('Calculated at the next step')
    expect(screen.getByRole('button', { name: 'Proceed to checkout' })).toBeEnabled()
  })

  it('ticks every line through cart/change with select all, then unticks them', async () => {
    const lines = [makeCartLine(), makeCartLine({ selected: 2 }), makeCartLine()]
    const bodies: { checked: number[]; unchecked: number[] }[] = []
    const { souk } = renderWithSouk(<CartSummary />, {
      routes: {
        'POST cart/change': ({ body }) => {
          bodies.push(body as (typeof bodies)[number])
          return true
        },
      },
    })
    fill(souk, lines)
    const selectAll = screen.getByRole('checkbox', { name: 'Select all' })
    expect(selectAll).not.toBeChecked()
    expect((selectAll as HTMLInputElement).indeterminate).toBe(true)
    await userEvent.click(selectAll)
    await waitFor(() => expect(bodies).toHaveLength(1))
    expect(bodies[0]?.checked).toEqual(lines.map((line) => line.id))
    expect(selectAll).toBeChecked()
    expect(screen.getByText('3 items selected')).toBeInTheDocument()
    await userEvent.click(selectAll)
    await waitFor(() => expect(bodies).toHaveLength(2))
    expect(bodies[1]?.unchecked).toEqual(lines.map((line) => line.id))
    expect(screen.getByText('0 items selected')).toBeInTheDocument()
  })

  it('disables checkout with the reason when no product is selected', () => {
    const onCheckout = vi.fn()
    const { souk } = renderWithSouk(<CartSummary onCheckout={onCheckout} />)
    fill(souk, [makeCartLine({ selected: 2 })])
    const button = screen.getByRole('button', { name: 'Proceed to checkout' })
    expect(button).toBeDisabled()
    expect(button).toHaveAccessibleDescription(
      "You don't have any product selected. Please a select a product first.",
    )
  })

  it('goes on to checkout when the selection can ship', async () => {
    const onCheckout = vi.fn()
    const { souk } = renderWithSouk(<CartSummary onCheckout={onCheckout} />)
    fill(souk, makeCheckoutLines().slice(0, 2), { address: { id: 1, country: 'US', state: 'CA' } })
    await userEvent.click(screen.getByRole('button', { name: 'Proceed to checkout' }))
    expect(onCheckout).toHaveBeenCalledOnce()
  })

  it('shows its busy label and ignores presses while the checkout request runs', async () => {
    const onCheckout = vi.fn()
    const { souk } = renderWithSouk(<CartSummary onCheckout={onCheckout} busy busyLabel="Placing…" />)
    fill(souk, makeCheckoutLines().slice(0, 2), { address: { id: 1, country: 'US', state: 'CA' } })
    const button = screen.getByRole('button', { name: /Placing…/ })
    await userEvent.click(button)
    expect(onCheckout).not.toHaveBeenCalled()
  })

  it('blocks checkout when a selected line cannot go to the address, naming the place', () => {
    const { souk } = renderWithSouk(<CartSummary requireAddress />)
    act(() => souk.settings.setState({ countries: makeCountriesPhones() }))
    fill(souk, makeCheckoutLines(), { address: { id: 1, country: 'US', state: 'CA' } })
    expect(screen.getByRole('button', { name: 'Proceed to checkout' })).toBeDisabled()
    expect(
      screen.getByText(/This product can not be shipped to California United States/),
    ).toBeInTheDocument()
  })

  it('asks for an address first on the shipping step only', () => {
    const { souk } = renderWithSouk(<CartSummary requireAddress />)
    fill(souk, [makeCartLine()])
    const summary = screen.getByRole('region', { name: 'Order summary' })
    expect(within(summary).getByRole('button', { name: 'Proceed to checkout' })).toBeDisabled()
    expect(within(summary).getByText('Please add an address first.')).toBeInTheDocument()
  })

  it('shows placeholders while the cart loads', () => {
    const { souk } = renderWithSouk(<CartSummary />)
    act(() => souk.cart.setState({ status: 'loading' }))
    expect(screen.getByText('Loading…')).toBeInTheDocument()
    expect(screen.queryByRole('checkbox')).toBeNull()
    expect(screen.getByRole('button', { name: 'Proceed to checkout' })).toBeDisabled()
  })
})
