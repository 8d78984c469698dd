import { type MobileWallet, type PaymentMethod, paymentChoices } from '@souk/core'
import { makeDisabledPaymentGateway, makePaymentGateway } from '@souk/core/testing'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { renderWithSouk } from '../testing/renderWithSouk'
import { PaymentMethods } from './PaymentMethods'

const names = () =>
  screen
    .getAllByRole('radio')
    .map((radio) => radio.closest('label')?.querySelector('.souk-payment-methods__name')?.textContent)

function Controlled({ onChange }: { onChange?: (method: PaymentMethod, wallet?: MobileWallet) => void }) {
  const [choice, setChoice] = useState<{ method: PaymentMethod | null; wallet?: MobileWallet }>({
    method: null,
  })
  return (
    <PaymentMethods
      gateway={makePaymentGateway()}
      value={choice.method}
      wallet={choice.wallet}
      onChange={(method, wallet) => {
        setChoice({ method, wallet })
        onChange?.(method, wallet)
      }}
    />
  )
}

describe('PaymentMethods', () => {
  it('lists every enabled method by name, each wallet of mobile transfer as its own choice', () => {
    renderWithSouk(<PaymentMethods gateway={makePaymentGateway()} value={null} onChange={() => {}} />)
    expect(screen.getByRole('radiogroup', { name: 'Payment method' })).toBeInTheDocument()
    expect(names()).toEqual([
      'Cash on delivery',
      'Bank transfer',
      'Razorpay',
      'Stripe',
      'PayPal',
      'Flutterwave',
      'Iyzico',
      'Payfast',
      'Enzona',
      'Transfermovil',
    ])
    expect(screen.getByRole('radio', { name: /Enzona/ })).toHaveAccessibleName('Enzona Mobile transfer')
  })

  it('hides the disabled methods and wallets', () => {
    renderWithSouk(
      <PaymentMethods
        gateway={makePaymentGateway({ stripe: 0, paypal: 0, enzona: 0, razorpay: 0, iyzico_payment: 0 })}
        value={null}
        onChange={() => {}}
      />,
    )
    expect(names()).toEqual(['Cash on delivery', 'Bank transfer', 'Flutterwave', 'Payfast', 'Transfermovil'])
    expect(paymentChoices(makePaymentGateway({ mobile_transfer: 0 })).some((choice) => choice.wallet)).toBe(
      false,
    )
  })

  it('says no payment method is available when none is enabled', () => {
    renderWithSouk(<PaymentMethods gateway={makeDisabledPaymentGateway()} value={null} onChange={() => {}} />)
    expect(screen.getByText('No payment method currently available')).toBeInTheDocument()
    expect(screen.queryByRole('radio')).toBeNull()
  })

  it('loads the gateway from payment-gateway when none is given', async () => {
    const { souk } = renderWithSouk(<PaymentMethods value={2} onChange={() => {}} />, {
      routes: { 'GET payment-gateway': makePaymentGateway({ bank: 0 }) },
    })
    expect(screen.getByText('Loading…')).toBeInTheDocument()
    await waitFor(() => expect(screen.getByRole('radio', { name: /Cash on delivery/ })).toBeChecked())
    expect(screen.queryByRole('radio', { name: /Bank transfer/ })).toBeNull()
    expect(souk.settings.getState().paymentGateway?.bank).toBe(0)
  })

  it('offers a retry when the gateway cannot be loaded', async () => {
    renderWithSouk(<PaymentMethods value={null} onChange={() => {}} />)
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong'))
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument()
  })

  it('hands the method and the wallet to onChange', async () => {
    const onChange = vi.fn()
    renderWithSouk(<Controlled onChange={onChange} />)
    await userEvent.click(screen.getByRole('radio', { name: /Transfermovil/ }))
    expect(onChange).toHaveBeenLastCalledWith(50, 'transfermovil')
    expect(screen.getByRole('radio', { name: /Transfermovil/ })).toBeChecked()
    expect(screen.getByRole('radio', { name: /Enzona/ })).not.toBeChecked()
    await userEvent.click(screen.getByRole('radio', { name: /Bank transfer/ }))
    expect(onChange).toHaveBeenLastCalledWith(7, undefined)
  })

  it('moves with the arrow keys, swapped in right-to-left text', () => {
    const onChange = vi.fn()
    renderWithSouk(<Controlled onChange={onChange} />, { language: 'ar' })
    const radios = screen.getAllByRole('radio')
    const first = radios[0] as HTMLElement
    first.focus()
    fireEvent.keyDown(first, { key: 'ArrowLeft' })
    expect(radios[1]).toHaveFocus()
    expect(onChange).toHaveBeenLastCalledWith(7, undefined)
    fireEvent.keyDown(radios[1] as HTMLElement, { key: 'ArrowRight' })
    expect(first).toHaveFocus()
    fireEvent.keyDown(first, { key: 'ArrowUp' })
    expect(radios[radios.length - 1]).toHaveFocus()
    expect(onChange).toHaveBeenLastCalledWith(50, 'transfermovil')
  })
})
