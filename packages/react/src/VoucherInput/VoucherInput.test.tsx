import { fakeFormError, makeCheckoutLines } from '@souk/core/testing'
import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderWithSouk } from '../testing/renderWithSouk'
import { VoucherInput } from './VoucherInput'

describe('VoucherInput', () => {
  it('is a form to the cart action with the voucher intent (posted before hydration)', () => {
    const { container } = renderWithSouk(<VoucherInput />)
    const form = container.querySelector('form')
    expect(form).toHaveAttribute('method', 'post')
    expect(form).toHaveAttribute('action', '/cart')
    expect(form?.querySelector('input[type="hidden"]')).toHaveAttribute('name', 'intent')
    expect(form?.querySelector('input[type="hidden"]')).toHaveAttribute('value', 'voucher')
    expect(screen.getByRole('textbox', { name: 'Voucher code' })).toHaveAttribute('name', 'voucher')
  })

  it('applies a code through voucher/validity and shows it with its discount', async () => {
    const bodies: unknown[] = []
    const onApplied = vi.fn()
    const { souk } = renderWithSouk(<VoucherInput onApplied={onApplied} />, {
      routes: {
        'POST voucher/validity': ({ body }) => {
          bodies.push(body)
          return { offered: '12.5', voucher: 'SPRING15' }
        },
      },
    })
    act(() => souk.cart.setState({ lines: makeCheckoutLines(), status: 'ready' }))
    await userEvent.type(screen.getByRole('textbox', { name: 'Voucher code' }), 'spring15')
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }))
    await waitFor(() => expect(souk.cart.getState().voucher).toEqual({ code: 'SPRING15', discount: 12.5 }))
    expect(bodies[0]).toMatchObject({ voucher: 'spring15' })
    expect(screen.getByText('SPRING15')).toBeInTheDocument()
    expect(screen.getByText('\u2066-$12.50\u2069')).toBeInTheDocument()
    expect(screen.queryByRole('textbox')).toBeNull()
    expect(onApplied).toHaveBeenCalledWith({ code: 'SPRING15', discount: 12.5 })
  })

  it('shows a refusal under the field as well as in the toast', async () => {
    const { souk } = renderWithSouk(<VoucherInput />, {
      routes: {
        'POST voucher/validity': () => {
          throw fakeFormError('This voucher has expired.')
        },
      },
    })
    const field = screen.getByRole('textbox', { name: 'Voucher code' })
    await userEvent.type(field, 'OLD')
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }))
    await waitFor(() => expect(field).toHaveAccessibleDescription('This voucher has expired.'))
    expect(field).toHaveAttribute('aria-invalid', 'true')
    expect(field).toHaveFocus()
    expect(souk.toast.getState()).toMatchObject({ error: true, message: 'This voucher has expired.' })
    expect(souk.cart.getState().voucher).toBeNull()
    await userEvent.type(field, 'X')
    expect(field).not.toHaveAttribute('aria-invalid')
  })

  it('asks for a code before calling the API', async () => {
    const validity = vi.fn(() => ({ offered: 1, voucher: 'X' }))
    renderWithSouk(<VoucherInput />, { routes: { 'POST voucher/validity': validity } })
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }))
    await waitFor(() =>
      expect(screen.getByRole('textbox')).toHaveAccessibleDescription('Voucher code is required'),
    )
    expect(validity).not.toHaveBeenCalled()
  })

  it('is busy while the code is checked', async () => {
    let release: (value: unknown) => void = () => {}
    renderWithSouk(<VoucherInput />, {
      routes: { 'POST voucher/validity': () => new Promise((resolve) => (release = resolve)) },
    })
    await userEvent.type(screen.getByRole('textbox'), 'TEN')
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }))
    expect(screen.getByRole('button', { name: 'Loading…' })).toHaveAttribute('aria-busy', 'true')
    await act(async () => release({ offered: 10, voucher: 'TEN' }))
    await waitFor(() => expect(screen.getByRole('button', { name: 'Remove voucher' })).toBeInTheDocument())
  })

  it('removes the applied voucher and gives focus back to the field', async () => {
    const onRemoved = vi.fn()
    const { souk } = renderWithSouk(<VoucherInput onRemoved={onRemoved} />)
    act(() => souk.cart.setState({ voucher: { code: 'TEN', discount: 10 } }))
    await userEvent.click(screen.getByRole('button', { name: 'Remove voucher' }))
    expect(souk.cart.getState().voucher).toBeNull()
    expect(onRemoved).toHaveBeenCalledOnce()
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Voucher code' })).toHaveFocus())
  })
})
