import { canCancelOrder } from '@souk/core'
import { fakeFormError } from '@souk/core/testing'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderWithSouk } from '../testing/renderWithSouk'
import { CancelOrderForm } from './CancelOrderForm'

const pending = { status: 1, cancelled: 0 } as const

describe('CancelOrderForm', () => {
  it('requires a reason and a message, and focuses the reason', async () => {
    const onSubmit = vi.fn()
    renderWithSouk(<CancelOrderForm order={pending} onSubmit={onSubmit} />)
    await userEvent.click(screen.getByRole('button', { name: 'Yes, cancel order' }))
    const reason = screen.getByRole('combobox', { name: 'Why do you want to cancel?' })
    expect(reason).toHaveFocus()
    expect(reason).toHaveAttribute('aria-invalid', 'true')
    expect(reason).toHaveAccessibleDescription('Reason is required')
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveAccessibleDescription(
      'Message is required',
    )
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('focuses the message when only it is missing', async () => {
    renderWithSouk(<CancelOrderForm order={pending} onSubmit={() => {}} />)
    await userEvent.click(screen.getByRole('combobox', { name: 'Why do you want to cancel?' }))
    await userEvent.click(screen.getByRole('option', { name: 'Delivery takes too long' }))
    await userEvent.click(screen.getByRole('button', { name: 'Yes, cancel order' }))
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveFocus()
    expect(screen.getByRole('combobox', { name: 'Why do you want to cancel?' })).not.toHaveAttribute(
      'aria-invalid',
    )
  })

  it('submits the chosen reason as the title, through the fake route', async () => {
    const bodies: unknown[] = []
    const { souk } = renderWithSouk(
      <CancelOrderForm
        order={pending}
        onSubmit={(input) => souk.client.orders.cancel({ order_id: 9, ...input })}
      />,
      {
        routes: {
          'POST cancellation/cancel-order': ({ body }) => {
            bodies.push(body)
            return { result: { cancelled: true, order_id: 9 } }
          },
        },
      },
    )
    await userEvent.click(screen.getByRole('combobox', { name: 'Why do you want to cancel?' }))
    await userEvent.click(screen.getByRole('option', { name: 'I found a better price elsewhere' }))
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), ' Cheaper next door. ')
    await userEvent.click(screen.getByRole('button', { name: 'Yes, cancel order' }))
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Your order has been cancelled.'),
    )
    expect(bodies[0]).toMatchObject({
      order_id: 9,
      title: 'I found a better price elsewhere',
      message: 'Cheaper next door.',
    })
  })

  it('shows a refusal on the form', async () => {
    const { souk } = renderWithSouk(
      <CancelOrderForm
        order={pending}
        onSubmit={(input) => souk.client.orders.cancel({ order_id: 9, ...input })}
      />,
      {
        routes: {
          'POST cancellation/cancel-order': () => {
            throw fakeFormError("You can't cancel this order.")
          },
        },
      },
    )
    await userEvent.click(screen.getByRole('combobox', { name: 'Why do you want to cancel?' }))
    await userEvent.click(screen.getByRole('option', { name: 'Other reason' }))
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'Please')
    await userEvent.click(screen.getByRole('button', { name: 'Yes, cancel order' }))
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent("You can't cancel this order."))
  })

  it('is only offered while the order is pending and not cancelled', () => {
    expect(canCancelOrder(pending)).toBe(true)
    expect(canCancelOrder({ status: 2, cancelled: 0 })).toBe(false)
    expect(canCancelOrder({ status: 1, cancelled: 1 })).toBe(false)
    renderWithSouk(<CancelOrderForm order={{ status: 2, cancelled: 0 }} onSubmit={() => {}} />)
    expect(screen.getByText('Only pending orders can be cancelled.')).toBeInTheDocument()
    expect(screen.queryByRole('button')).toBeNull()
  })

  it('offers to keep the order', async () => {
    const onCancel = vi.fn()
    renderWithSouk(<CancelOrderForm order={pending} onSubmit={() => {}} onCancel={onCancel} />)
    await userEvent.click(screen.getByRole('button', { name: 'Keep my order' }))
    expect(onCancel).toHaveBeenCalledOnce()
  })
})
