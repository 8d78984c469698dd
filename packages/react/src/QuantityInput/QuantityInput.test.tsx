import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { renderWithSouk } from '../testing/renderWithSouk'
import { QuantityInput } from './QuantityInput'

/** A quantity field holding its own value, reporting every change. */
function Quantity({
  start = 1,
  stock,
  onChange,
}: {
  start?: number
  stock?: number
  onChange?: (q: number) => void
}) {
  const [value, setValue] = useState(start)
  return (
    <QuantityInput
      value={value}
      stock={stock}
      onChange={(quantity) => {
        setValue(quantity)
        onChange?.(quantity)
      }}
    />
  )
}

describe('QuantityInput (spinbutton)', () => {
  it('is a spinbutton from 1 to the stock, named “Quantity”', () => {
    renderWithSouk(<QuantityInput value={2} stock={5} onChange={() => {}} />)
    const spin = screen.getByRole('spinbutton', { name: 'Quantity' })
    expect(spin).toHaveValue('2')
    expect(spin).toHaveAttribute('aria-valuenow', '2')
    expect(spin).toHaveAttribute('aria-valuemin', '1')
    expect(spin).toHaveAttribute('aria-valuemax', '5')
    expect(spin).not.toHaveAttribute('aria-invalid')
  })

  it('adds and removes one with its buttons', async () => {
    const onChange = vi.fn()
    renderWithSouk(<Quantity start={2} stock={5} onChange={onChange} />)
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity' }))
    expect(screen.getByRole('spinbutton')).toHaveValue('3')
    await userEvent.click(screen.getByRole('button', { name: 'Decrease quantity' }))
    await userEvent.click(screen.getByRole('button', { name: 'Decrease quantity' }))
    expect(onChange.mock.calls.map(([quantity]) => quantity)).toEqual([3, 2, 1])
  })

  it('refuses to go above the stock with “Maximum quantity exceeds.” tied to the field', async () => {
    const onChange = vi.fn()
    renderWithSouk(<Quantity start={3} stock={3} onChange={onChange} />)
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity' }))
    expect(onChange).not.toHaveBeenCalled()
    const spin = screen.getByRole('spinbutton')
    expect(spin).toHaveValue('3')
    expect(spin).toHaveAttribute('aria-invalid', 'true')
    expect(spin).toHaveAccessibleDescription('Maximum quantity exceeds.')
  })

  it('refuses to go below 1 with “Must have minimum 1 item.”, cleared by a valid change', async () => {
    const onChange = vi.fn()
    renderWithSouk(<Quantity start={1} stock={3} onChange={onChange} />)
    await userEvent.click(screen.getByRole('button', { name: 'Decrease quantity' }))
    expect(onChange).not.toHaveBeenCalled()
    expect(screen.getByRole('spinbutton')).toHaveAccessibleDescription('Must have minimum 1 item.')
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity' }))
    expect(onChange).toHaveBeenCalledWith(2)
    expect(screen.getByRole('spinbutton')).not.toHaveAttribute('aria-invalid')
    expect(screen.queryByText('Must have minimum 1 item.')).toBeNull()
  })

  it('follows the spinbutton keys: arrows, Page Up/Down, Home and End', async () => {
    const onChange = vi.fn()
    renderWithSouk(<Quantity start={2} stock={40} onChange={onChange} />)
    screen.getByRole('spinbutton').focus()
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowDown}{PageUp}{End}{Home}{PageDown}')
    expect(onChange.mock.calls.map(([quantity]) => quantity)).toEqual([3, 4, 3, 13, 40, 1])
    expect(screen.getByRole('spinbutton')).toHaveAccessibleDescription('Must have minimum 1 item.')
  })

  it('checks typed quantities as they are typed and sends a valid one on Enter or leaving the field', async () => {
    const onChange = vi.fn()
    renderWithSouk(<Quantity start={2} stock={9} onChange={onChange} />)
    const spin = screen.getByRole('spinbutton')
    await userEvent.clear(spin)
    expect(spin).not.toHaveAttribute('aria-invalid')
    await userEvent.type(spin, '0')
    expect(spin).toHaveAccessibleDescription('Must have minimum 1 item.')
    await userEvent.clear(spin)
    await userEvent.type(spin, '12')
    expect(spin).toHaveAccessibleDescription('Maximum quantity exceeds.')
    await userEvent.keyboard('{Enter}')
    expect(onChange).not.toHaveBeenCalled()
    await userEvent.clear(spin)
    await userEvent.type(spin, '7')
    expect(spin).not.toHaveAttribute('aria-invalid')
    expect(onChange).not.toHaveBeenCalled()
    await userEvent.keyboard('{Enter}')
    expect(onChange).toHaveBeenLastCalledWith(7)
    await userEvent.clear(spin)
    await userEvent.type(spin, '5')
    await userEvent.tab()
    expect(onChange.mock.calls.map(([quantity]) => quantity)).toEqual([7, 5])
    expect(spin).toHaveValue('5')
  })

  it('ignores presses while busy, keeping its buttons focusable', async () => {
    const onChange = vi.fn()
    renderWithSouk(<QuantityInput value={2} stock={5} busy onChange={onChange} />)
    const increase = screen.getByRole('button', { name: 'Increase quantity' })
    expect(increase).toHaveAttribute('aria-disabled', 'true')
    expect(increase).toBeEnabled()
    await userEvent.click(increase)
    await userEvent.click(screen.getByRole('button', { name: 'Decrease quantity' }))
    screen.getByRole('spinbutton').focus()
    await userEvent.keyboard('{ArrowUp}')
    expect(onChange).not.toHaveBeenCalled()
    expect(screen.getByRole('spinbutton')).toHaveAttribute('readonly')
  })

  it('shows the messages in the shopper’s language', async () => {
    renderWithSouk(<QuantityInput value={1} stock={1} onChange={() => {}} />, { language: 'fr' })
    await userEvent.click(screen.getByRole('button', { name: 'Augmenter la quantité' }))
    expect(screen.getByRole('spinbutton')).toHaveAccessibleDescription('La quantité maximale est dépassée.')
  })

  it('restores the quantity when left empty', async () => {
    const onChange = vi.fn()
    renderWithSouk(<Quantity start={4} onChange={onChange} />)
    await userEvent.clear(screen.getByRole('spinbutton'))
    await userEvent.tab()
    expect(screen.getByRole('spinbutton')).toHaveValue('4')
    expect(onChange).not.toHaveBeenCalled()
  })

  it('takes a new value from outside', () => {
    const { rerender } = renderWithSouk(<QuantityInput value={2} onChange={() => {}} />)
    rerender(<QuantityInput value={6} onChange={() => {}} />)
    expect(screen.getByRole('spinbutton')).toHaveValue('6')
    expect(screen.getByRole('spinbutton')).toHaveAttribute('aria-valuenow', '6')
    expect(screen.getByRole('spinbutton')).not.toHaveAttribute('aria-valuemax')
  })
})
