import { makeInventory, makeProductDetail, makeVariantProduct } from '@souk/core/testing'
import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderWithSouk } from '../testing/renderWithSouk'
import { AttributePicker } from './AttributePicker'

describe('AttributePicker', () => {
  it('shows one required radio group per attribute group, named by its title', () => {
    renderWithSouk(<AttributePicker product={makeVariantProduct()} />)
    const groups = screen.getAllByRole('radiogroup')
    expect(groups.map((group) => group.getAttribute('aria-required'))).toEqual(['true', 'true'])
    expect(within(screen.getByRole('radiogroup', { name: 'Colour' })).getAllByRole('radio')).toHaveLength(2)
    expect(within(screen.getByRole('radiogroup', { name: 'Size' })).getAllByRole('radio')).toHaveLength(3)
  })

  it('disables the values no in-stock variant carries with the other choices', async () => {
    renderWithSouk(<AttributePicker product={makeVariantProduct()} />)
    expect(screen.getByRole('radio', { name: 'L' })).toBeEnabled()
    await userEvent.click(screen.getByRole('radio', { name: 'Blue' }))
    // Blue/S does not exist and Blue/M is sold out.
    expect(screen.getByRole('radio', { name: 'S' })).toBeDisabled()
    expect(screen.getByRole('radio', { name: 'M' })).toBeDisabled()
    expect(screen.getByRole('radio', { name: 'L' })).toBeEnabled()
    await userEvent.click(screen.getByRole('radio', { name: 'Red' }))
    expect(screen.getByRole('radio', { name: 'S' })).toBeEnabled()
    expect(screen.getByRole('radio', { name: 'L' })).toBeDisabled()
  })

  it('reports the chosen variant once every group has a value, and null before', async () => {
    const onChange = vi.fn()
    renderWithSouk(<AttributePicker product={makeVariantProduct()} onChange={onChange} />)
    await userEvent.click(screen.getByRole('radio', { name: 'Red' }))
    expect(onChange).toHaveBeenLastCalledWith({ 1: 11 }, null)
    await userEvent.click(screen.getByRole('radio', { name: 'M' }))
    expect(onChange).toHaveBeenLastCalledWith(
      { 1: 11, 2: 22 },
      expect.objectContaining({ id: 902, quantity: 2 }),
    )
    expect(screen.getByRole('radio', { name: 'M' })).toBeChecked()
  })

  it('picks the only variant of a product without options at once and shows nothing', () => {
    const onChange = vi.fn()
    const inventory = makeInventory({ id: 77 })
    const { container } = renderWithSouk(
      <AttributePicker product={makeProductDetail({ inventory: [inventory] })} onChange={onChange} />,
    )
    expect(container).toBeEmptyDOMElement()
    expect(onChange).toHaveBeenCalledWith({}, inventory)
  })

  it('moves and chooses with the arrow keys, wrapping and skipping disabled values', async () => {
    const onChange = vi.fn()
    renderWithSouk(<AttributePicker product={makeVariantProduct()} onChange={onChange} />)
    await userEvent.click(screen.getByRole('radio', { name: 'Red' }))
    await userEvent.click(screen.getByRole('radio', { name: 'S' }))
    await userEvent.keyboard('{ArrowRight}')
    expect(screen.getByRole('radio', { name: 'M' })).toHaveFocus()
    expect(screen.getByRole('radio', { name: 'M' })).toBeChecked()
    // L is disabled with Red: the next value is S again.
    await userEvent.keyboard('{ArrowDown}')
    expect(screen.getByRole('radio', { name: 'S' })).toHaveFocus()
    expect(screen.getByRole('radio', { name: 'S' })).toBeChecked()
    await userEvent.keyboard('{ArrowLeft}')
    expect(screen.getByRole('radio', { name: 'M' })).toBeChecked()
    expect(onChange).toHaveBeenLastCalledWith({ 1: 11, 2: 22 }, expect.objectContaining({ id: 902 }))
  })

  it('swaps Left and Right in right-to-left languages', async () => {
    const product = makeVariantProduct()
    renderWithSouk(<AttributePicker product={product} />, { language: 'ar' })
    await userEvent.click(screen.getByRole('radio', { name: 'S' }))
    await userEvent.keyboard('{ArrowLeft}')
    expect(screen.getByRole('radio', { name: 'M' })).toHaveFocus()
    expect(screen.getByRole('radio', { name: 'M' })).toBeChecked()
    await userEvent.keyboard('{ArrowRight}')
    expect(screen.getByRole('radio', { name: 'S' })).toBeChecked()
  })

  it('starts over with Clear and puts focus on the first value', async () => {
    const onChange = vi.fn()
    renderWithSouk(<AttributePicker product={makeVariantProduct()} onChange={onChange} />)
    expect(screen.queryByRole('button', { name: 'Clear' })).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole('radio', { name: 'Blue' }))
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }))
    expect(onChange).toHaveBeenLastCalledWith({}, null)
    expect(screen.getByRole('radio', { name: 'Blue' })).not.toBeChecked()
    expect(screen.getByRole('radio', { name: 'S' })).toBeEnabled()
    await act(async () => {})
    expect(screen.getByRole('radio', { name: 'Red' })).toHaveFocus()
  })

  it('follows a controlled value', () => {
    renderWithSouk(<AttributePicker product={makeVariantProduct()} value={{ 1: 12, 2: 23 }} />)
    expect(screen.getByRole('radio', { name: 'Blue' })).toBeChecked()
    expect(screen.getByRole('radio', { name: 'L' })).toBeChecked()
  })
})
