import type { CartLine as CartLineData, Souk } from '@souk/core'
import {
  fakeFormError,
  makeBundleDeal,
  makeCartInventory,
  makeCartLine,
  makeCartProduct,
  makeCheckoutLines,
  makeCountriesPhones,
  makeShippingPlace,
  makeShippingRule,
} from '@souk/core/testing'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { CartSummary } from '../CartSummary'
import { renderWithSouk } from '../testing/renderWithSouk'
import { CartLine, CartLineView } from './CartLine'

const fill = (souk: Souk, lines: CartLineData[]) =>
  act(() => {
    souk.cart.setState({ lines, count: lines.reduce((sum, line) => sum + line.quantity, 0), status: 'ready' })
  })

describe('CartLine', () => {
  it('unticks and ticks a line through cart/change', async () => {
    const line = makeCartLine()
    const bodies: unknown[] = []
    const { souk } = renderWithSouk(<CartLine lineId={line.id} />, {
      routes: {
        'POST cart/change': ({ body }) => {
          bodies.push(body)
          return true
        },
      },
    })
    fill(souk, [line])
    const checkbox = screen.getByRole('checkbox', { name: 'Select Plain tee' })
    expect(checkbox).toBeChecked()
    await userEvent.click(checkbox)
    await waitFor(() => expect(bodies).toHaveLength(1))
    expect(bodies[0]).toMatchObject({ checked: [], unchecked: [line.id] })
    expect(souk.cart.getState().lines[0]?.selected).toBe(2)
    expect(checkbox).not.toBeChecked()
    await userEvent.click(checkbox)
    await waitFor(() => expect(bodies).toHaveLength(2))
    expect(bodies[1]).toMatchObject({ checked: [line.id], unchecked: [] })
    expect(checkbox).toBeChecked()
  })

  it('sends a quantity change as a delta and announces it', async () => {
    const line = makeCartLine({ quantity: 1 })
    const bodies: { quantity: number }[] = []
    const { souk } = renderWithSouk(<CartLine lineId={line.id} />, {
      routes: {
        'POST cart/action': ({ body }) => {
          bodies.push(body as { quantity: number })
          return { id: line.id, quantity: 2 }
        },
      },
    })
    fill(souk, [line])
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity' }))
    await waitFor(() => expect(souk.cart.getState().lines[0]?.quantity).toBe(2))
    expect(bodies).toEqual([expect.objectContaining({ quantity: 1, inventory_id: line.inventory_id })])
    expect(souk.cart.getState().count).toBe(2)
    expect(screen.getByRole('spinbutton', { name: 'Quantity of Plain tee' })).toHaveValue('2')
    await waitFor(() => expect(screen.getByText('Quantity of Plain tee changed to 2.')).toBeInTheDocument())
  })

  it('keeps the quantity within 1 and the stock, with the spec messages and no request', async () => {
    const line = makeCartLine({
      quantity: 2,
      updated_inventory: { ...makeCartLine().updated_inventory, quantity: 2 },
    })
    const action = vi.fn(() => ({}))
    const { souk } = renderWithSouk(<CartLine lineId={line.id} />, { routes: { 'POST cart/action': action } })
    fill(souk, [line])
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity' }))
    expect(screen.getByText('Maximum quantity exceeds.')).toBeInTheDocument()
    const field = screen.getByRole('spinbutton')
    await userEvent.clear(field)
    await userEvent.type(field, '0')
    expect(screen.getByText('Must have minimum 1 item.')).toBeInTheDocument()
    expect(field).toHaveAttribute('aria-invalid', 'true')
    expect(action).not.toHaveBeenCalled()
    expect(souk.cart.getState().lines[0]?.quantity).toBe(2)
  })

  it('puts the quantity back after the cart refuses, keeping focus on the button', async () => {
    const line = makeCartLine({ quantity: 1 })
    const { souk } = renderWithSouk(<CartLine lineId={line.id} />, {
      routes: {
        'POST cart/action': () => {
          throw fakeFormError('quantity exceeds')
        },
      },
    })
    fill(souk, [line])
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity' }))
    await waitFor(() => expect(souk.toast.getState().message).toBe('quantity exceeds'))
    await waitFor(() => expect(screen.getByRole('spinbutton')).toHaveValue('1'))
    expect(screen.getByRole('button', { name: 'Increase quantity' })).toHaveFocus()
  })

  it('removes a line, lowers the count and announces the removal', async () => {
    const [first, second] = [makeCartLine({ quantity: 3 }), makeCartLine({ quantity: 1 })] as const
    const removed: string[] = []
    const { souk } = renderWithSouk(
      <>
        <CartLine lineId={first.id} />
        <CartLine lineId={second.id} />
        <CartSummary />
      </>,
      {
        routes: {
          'DELETE cart/delete/:id': ({ params }) => {
            removed.push(params.id ?? '')
            return first
          },
        },
      },
    )
    fill(souk, [first, second])
    expect(souk.cart.getState().count).toBe(4)
    const buttons = screen.getAllByRole('button', { name: 'Remove Plain tee' })
    await userEvent.click(buttons[0] as HTMLElement)
    await waitFor(() => expect(souk.cart.getState().lines).toHaveLength(1))
    expect(removed).toEqual([String(first.id)])
    expect(souk.cart.getState().count).toBe(1)
    expect(screen.getAllByRole('article')).toHaveLength(1)
    await waitFor(() =>
      expect(
        screen.getByText(/Plain tee was removed from your cart\. Cart total is now \$100\./),
      ).toBeInTheDocument(),
    )
  })

  it('marks its controls busy while the store has a request for it', () => {
    const line = makeCartLine()
    const { souk } = renderWithSouk(<CartLine lineId={line.id} />)
    fill(souk, [line])
    act(() => souk.cart.setState({ pending: [line.id] }))
    expect(screen.getByRole('button', { name: 'Remove Plain tee' })).toHaveAttribute('aria-busy', 'true')
    expect(screen.getByRole('spinbutton')).toHaveAttribute('readonly')
  })

  it('says that the line can not be shipped to the chosen address, with place names', () => {
    const rule = makeShippingRule()
    const line = makeCartLine({
      shipping_place: null,
      flash_product: makeCartProduct({
        title: 'Glass lamp',
        shipping_rule: {
          ...rule,
          shipping_places: [makeShippingPlace({ country: 'FR', shipping_rule: rule })],
        },
      }),
    })
    const { souk } = renderWithSouk(<CartLineView line={line} address={{ country: 'US', state: 'CA' }} />)
    act(() => souk.settings.setState({ countries: makeCountriesPhones() }))
    const message = screen.getByText(/^This product can not be shipped to California United States\./)
    expect(message).toHaveTextContent('Please Uncheck the product first or change the shipping address')
    const checkbox = screen.getByRole('checkbox', { name: 'Select Glass lamp' })
    expect(checkbox).toHaveAccessibleDescription(/can not be shipped to California United States/)
  })

  it('says how to get a bundle deal the line has not reached yet', () => {
    const mug = makeCartLine({
      quantity: 2,
      flash_product: makeCartProduct({ title: 'Ceramic mug', selling: 15, bundle_deal: makeBundleDeal() }),
    })
    renderWithSouk(<CartLineView line={mug} />)
    expect(screen.getByText('Buy 2, get 1 free: add 3 to the cart')).toBeInTheDocument()
    expect(screen.queryByText(/free item/)).not.toBeInTheDocument()
  })

  it('shows the variant, the unit price and the bundle deal with its free units', () => {
    const [shirt] = makeCheckoutLines()
    const mug = makeCartLine({
      quantity: 3,
      flash_product: makeCartProduct({ title: 'Ceramic mug', selling: 15, bundle_deal: makeBundleDeal() }),
    })
    renderWithSouk(
      <>
        <CartLineView line={shirt as CartLineData} />
        <CartLineView line={mug} />
      </>,
    )
    const [shirtLine, mugLine] = screen.getAllByRole('article') as [HTMLElement, HTMLElement]
    expect(within(shirtLine).getByRole('link', { name: 'Linen shirt' })).toHaveAttribute(
      'href',
      `/linen-shirt/product/${shirt?.flash_product?.id}`,
    )
    expect(within(shirtLine).getByText('Colour').nextElementSibling).toHaveTextContent('Blue')
    expect(within(shirtLine).getByText('Size').nextElementSibling).toHaveTextContent('M')
    expect(within(shirtLine).getByText('Unit price').nextElementSibling).toHaveTextContent('$120')
    expect(within(mugLine).getByText(/Buy 2 get 1 free/)).toHaveTextContent('Buy 2 get 1 free 1 free item')
  })

  it('calls its callbacks when presentational', async () => {
    const line = makeCartLine()
    const onSelectedChange = vi.fn()
    const onRemove = vi.fn()
    const onQuantityChange = vi.fn()
    renderWithSouk(
      <CartLineView
        line={line}
        onSelectedChange={onSelectedChange}
        onRemove={onRemove}
        onQuantityChange={onQuantityChange}
        announcement="Hello"
      />,
    )
    await userEvent.click(screen.getByRole('checkbox'))
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity' }))
    await userEvent.click(screen.getByRole('button', { name: 'Remove Plain tee' }))
    expect(onSelectedChange).toHaveBeenCalledWith(false)
    expect(onQuantityChange).toHaveBeenCalledWith(2)
    expect(onRemove).toHaveBeenCalledOnce()
    expect(screen.getByRole('status')).toHaveTextContent('Hello')
  })

  it('posts its quantity and its removal as forms to the cart action before hydration', () => {
    const line = makeCartLine({ id: 41, quantity: 2, updated_inventory: makeCartInventory({ quantity: 5 }) })
    const { container } = renderWithSouk(<CartLineView line={line} />)
    const forms = [...container.querySelectorAll('form')]
    expect(forms.map((form) => [form.getAttribute('method'), form.getAttribute('action')])).toEqual([
      ['post', '/cart'],
      ['post', '/cart'],
    ])
    const hidden = (form: Element | undefined) =>
      [...(form?.querySelectorAll('input[type="hidden"]') ?? [])].map((input) => input.getAttribute('value'))
    expect(hidden(forms[0])).toEqual(['quantity', '41'])
    expect(hidden(forms[1])).toEqual(['remove', '41'])
    // − and + submit the quantity they make; the field sends the typed one.
    const decrease = screen.getByRole('button', { name: 'Decrease quantity' })
    expect([
      decrease.getAttribute('type'),
      decrease.getAttribute('name'),
      decrease.getAttribute('value'),
    ]).toEqual(['submit', 'set_quantity', '1'])
    expect(screen.getByRole('button', { name: 'Increase quantity' })).toHaveAttribute('value', '3')
    expect(screen.getByRole('spinbutton')).toHaveAttribute('name', 'quantity')
    expect(within(forms[1] as HTMLElement).getByRole('button')).toHaveAttribute('type', 'submit')
  })

  it('renders nothing once its line is gone', () => {
    const { container } = renderWithSouk(<CartLine lineId={123456} />)
    expect(container).toBeEmptyDOMElement()
  })
})
