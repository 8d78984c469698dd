import type { CartLine, Souk } from '@souk/core'
import { makeCheckoutLines, makeCountriesPhones } from '@souk/core/testing'
import { act, fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderWithSouk } from '../testing/renderWithSouk'
import { ShippingOptions } from './ShippingOptions'

const US = { id: 1, country: 'US', state: 'CA' }

const fill = (souk: Souk, lines: CartLine[] = makeCheckoutLines()) =>
  act(() => {
    souk.cart.setState({ lines, status: 'ready', address: US })
    souk.settings.setState({ countries: makeCountriesPhones() })
  })

const group = (product: string) => within(screen.getByRole('group', { name: product }))

describe('ShippingOptions', () => {
  it('offers delivery for each selected line, and pickup only where the place has a pickup point', () => {
    const { souk } = renderWithSouk(<ShippingOptions />)
    fill(souk)
    const shirt = group('Linen shirt')
    expect(shirt.getAllByRole('radio')).toHaveLength(1)
    expect(shirt.getByRole('radio', { name: /Home delivery/ })).toBeChecked()
    expect(shirt.getByText('$8.00')).toBeInTheDocument()
    expect(shirt.getByText('Estimated delivery: 3 days')).toBeInTheDocument()

    const mug = group('Ceramic mug')
    expect(mug.getAllByRole('radio')).toHaveLength(2)
    const pickup = mug.getByRole('radio', { name: /Pick up in store/ })
    expect(pickup).toHaveAccessibleName(expect.stringContaining('8 Market Hall'))
    expect(mug.getByText('$1.00')).toBeInTheDocument()
    expect(mug.getByText('San Jose, California, 95113')).toBeInTheDocument()
    expect(mug.getByText('United States')).toBeInTheDocument()

    expect(group('Glass lamp').getByText('Product is unable to be shipped.')).toBeInTheDocument()
    expect(group('Glass lamp').queryByRole('radio')).toBeNull()
  })

  it('leaves out the lines that are not selected', () => {
    const [shirt, mug, lamp] = makeCheckoutLines() as [CartLine, CartLine, CartLine]
    const { souk } = renderWithSouk(<ShippingOptions />)
    fill(souk, [shirt, { ...mug, selected: 2 }, lamp])
    expect(screen.queryByRole('group', { name: 'Ceramic mug' })).toBeNull()
    expect(screen.getAllByRole('group')).toHaveLength(2)
  })

  it('chooses pickup by pointer and stores the shipping type', async () => {
    const { souk } = renderWithSouk(<ShippingOptions />)
    fill(souk)
    const mugId = souk.cart.getState().lines[1]?.id
    await userEvent.click(group('Ceramic mug').getByRole('radio', { name: /Pick up in store/ }))
    expect(souk.cart.getState().lines.find((line) => line.id === mugId)?.shipping_type).toBe(2)
    expect(group('Ceramic mug').getByRole('radio', { name: /Pick up in store/ })).toBeChecked()
  })

  it('moves and chooses with the arrow keys, wrapping around', () => {
    const { souk } = renderWithSouk(<ShippingOptions />)
    fill(souk)
    const mug = group('Ceramic mug')
    const delivery = mug.getByRole('radio', { name: /Home delivery/ })
    const pickup = mug.getByRole('radio', { name: /Pick up in store/ })
    delivery.focus()
    fireEvent.keyDown(delivery, { key: 'ArrowDown' })
    expect(pickup).toHaveFocus()
    expect(pickup).toBeChecked()
    expect(souk.cart.getState().lines[1]?.shipping_type).toBe(2)
    fireEvent.keyDown(pickup, { key: 'ArrowRight' })
    expect(delivery).toHaveFocus()
    expect(delivery).toBeChecked()
    fireEvent.keyDown(delivery, { key: 'ArrowUp' })
    expect(pickup).toBeChecked()
  })

  it('swaps Left and Right in Arabic', () => {
    const { souk } = renderWithSouk(<ShippingOptions />, { language: 'ar' })
    fill(souk)
    const [delivery, pickup] = screen.getAllByRole('radio').slice(1, 3) as [HTMLElement, HTMLElement]
    delivery.focus()
    fireEvent.keyDown(delivery, { key: 'ArrowLeft' })
    expect(pickup).toHaveFocus()
    expect(pickup).toBeChecked()
    fireEvent.keyDown(pickup, { key: 'ArrowRight' })
    expect(delivery).toHaveFocus()
    expect(delivery).toBeChecked()
  })

  it('asks for an address first', () => {
    const { souk } = renderWithSouk(<ShippingOptions />)
    act(() => souk.cart.setState({ lines: makeCheckoutLines(), status: 'ready' }))
    expect(screen.getByText('Please add an address first.')).toBeInTheDocument()
    expect(screen.queryByRole('radio')).toBeNull()
  })

  it('falls back to delivery when the place no longer offers pickup', () => {
    const [shirt] = makeCheckoutLines() as [CartLine]
    const { souk } = renderWithSouk(<ShippingOptions />)
    fill(souk, [{ ...shirt, shipping_type: 2 }])
    expect(souk.cart.getState().lines[0]?.shipping_type).toBe(1)
  })
})
