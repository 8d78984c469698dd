import { fakeFormError, makePaymentGateway } from '@souk/core/testing'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderWithSouk } from '../testing/renderWithSouk'
import { BankTransferForm } from './BankTransferForm'

const detail = (label: string) => screen.getByText(label).nextElementSibling

describe('BankTransferForm', () => {
  it('shows the bank details and the amount due', () => {
    renderWithSouk(
      <BankTransferForm
        gateway={makePaymentGateway()}
        amount={166}
        orderCode="2024ABC"
        onSubmit={() => {}}
      />,
    )
    expect(screen.getByRole('heading', { name: 'Bank transfer details' })).toBeInTheDocument()
    expect(detail('Bank name')).toHaveTextContent('First Souk Bank')
    expect(detail('Account holder name')).toHaveTextContent('Souk Marketplace Ltd.')
    expect(detail('Account number')).toHaveTextContent('GB29 NWBK 6016 1331 9268 19')
    expect(detail('Branch name')).toHaveTextContent('Market Street')
    expect(detail('Amount due')).toHaveTextContent('$166.00 Order number: 2024ABC')
  })

  it('requires the transaction id and focuses the field', async () => {
    const onSubmit = vi.fn()
    renderWithSouk(<BankTransferForm gateway={makePaymentGateway()} onSubmit={onSubmit} />)
    await userEvent.click(screen.getByRole('button', { name: 'Submit for verification' }))
    const field = screen.getByRole('textbox', { name: 'Transaction ID' })
    expect(field).toHaveAccessibleDescription('Transaction ID is required')
    expect(field).toHaveAttribute('aria-invalid', 'true')
    expect(field).toHaveFocus()
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('submits the transaction id through the fake route and confirms it', async () => {
    const bodies: unknown[] = []
    const { souk } = renderWithSouk(
      <BankTransferForm
        gateway={makePaymentGateway()}
        onSubmit={(transId) => souk.client.orders.transaction({ id: 42, trans_id: transId })}
      />,
      {
        routes: {
          'POST order/transaction': ({ body }) => {
            bodies.push(body)
            return 1
          },
        },
      },
    )
    await userEvent.type(screen.getByRole('textbox', { name: 'Transaction ID' }), '  TX-991 ')
    await userEvent.click(screen.getByRole('button', { name: 'Submit for verification' }))
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Payment data submitted successfully'),
    )
    expect(bodies[0]).toMatchObject({ id: 42, trans_id: 'TX-991' })
    expect(screen.queryByRole('textbox')).toBeNull()
  })

  it('shows a refusal under the field', async () => {
    const { souk } = renderWithSouk(
      <BankTransferForm
        gateway={makePaymentGateway()}
        onSubmit={(transId) => souk.client.orders.transaction({ id: 42, trans_id: transId })}
      />,
      {
        routes: {
          'POST order/transaction': () => {
            throw fakeFormError('Invalid order.')
          },
        },
      },
    )
    const field = screen.getByRole('textbox', { name: 'Transaction ID' })
    await userEvent.type(field, 'TX')
    await userEvent.click(screen.getByRole('button', { name: 'Submit for verification' }))
    await waitFor(() => expect(field).toHaveAccessibleDescription('Invalid order.'))
    expect(screen.getByRole('status')).toBeEmptyDOMElement()
  })

  it('shows the wallet account for a mobile transfer', () => {
    renderWithSouk(<BankTransferForm gateway={makePaymentGateway()} wallet="enzona" onSubmit={() => {}} />)
    expect(screen.getByRole('heading', { name: 'Confirm your payment' })).toBeInTheDocument()
    expect(
      screen.getByText('Send the total amount with Enzona, then enter the transaction ID.'),
    ).toBeInTheDocument()
    expect(detail('Mobile transfer')).toHaveTextContent('Enzona')
    expect(detail('Account number')).toHaveTextContent('9205 1299 7000 1234')
    expect(screen.queryByText('Bank name')).toBeNull()
  })

  it('loads the bank details when none are given', async () => {
    renderWithSouk(<BankTransferForm onSubmit={() => {}} />, {
      routes: { 'GET payment-gateway': makePaymentGateway({ bank_name: 'Atlas Bank' }) },
    })
    await waitFor(() => expect(detail('Bank name')).toHaveTextContent('Atlas Bank'))
  })
})
