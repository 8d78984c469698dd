import { fakeFormError, makeSoldOutProduct, makeVariantProduct } from '@souk/core/testing'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderWithSouk } from '../testing/renderWithSouk'
import { AddToCart } from './AddToCart'
import { BuyNow } from './BuyNow'

/** A route whose answer waits until `release` is called, to look at the busy state. */
function heldRoute<T>(answer: T) {
  let release: () => void = () => {}
  const bodies: unknown[] = []
  const route = ({ body }: { body: unknown }) => {
    bodies.push(body)
    return new Promise<T>((resolve) => {
      release = () => resolve(answer)
    })
  }
  return { route, bodies, release: () => release() }
}

describe('AddToCart', () => {
  it('is a form to the cart action, which a press before hydration (or without JavaScript) posts', () => {
    const product = makeVariantProduct()
    const { container } = renderWithSouk(
      <AddToCart product={product} selection={{ 1: 11, 2: 22 }} onBuyNow={() => {}} />,
    )
    const form = container.querySelector('form')
    expect(form).toHaveAttribute('method', 'post')
    expect(form).toHaveAttribute('action', '/cart')
    const fields = [...(form?.querySelectorAll('input[type="hidden"]') ?? [])].map((input) => [
      input.getAttribute('name'),
      input.getAttribute('value'),
    ])
    expect(fields).toEqual([
      ['product_id', String(product.id)],
      ['choice', '1:11'],
      ['choice', '2:22'],
    ])
    expect(screen.getByRole('spinbutton')).toHaveAttribute('name', 'quantity')
    for (const [name, intent] of [
      ['Add to cart', 'add'],
      ['Buy now', 'buy-now'],
    ]) {
      const button = screen.getByRole('button', { name })
      expect(button).toHaveAttribute('type', 'submit')
      expect(button).toHaveAttribute('name', 'intent')
      expect(button).toHaveAttribute('value', intent)
    }
    // The quantity's own buttons only change the field.
    expect(screen.getByRole('button', { name: 'Increase quantity' })).toHaveAttribute('type', 'button')
  })

  it('asks for every attribute before adding, and sends nothing', async () => {
    const action = vi.fn(() => ({ id: 1 }))
    renderWithSouk(<AddToCart product={makeVariantProduct()} selection={{ 1: 11 }} />, {
      routes: { 'POST cart/action': action },
    })
    const add = screen.getByRole('button', { name: 'Add to cart' })
    await userEvent.click(add)
    expect(screen.getByText('Please select all required attributes.')).toBeInTheDocument()
    expect(add).toHaveAccessibleDescription('Please select all required attributes.')
    expect(action).not.toHaveBeenCalled()
  })

  it('adds the chosen variant: busy button, toast, count and announcement', async () => {
    const held = heldRoute({ id: 5, product_id: 1, inventory_id: 902, quantity: 2 })
    const onAdded = vi.fn()
    const product = makeVariantProduct()
    const { souk } = renderWithSouk(
      <AddToCart product={product} selection={{ 1: 11, 2: 22 }} onAdded={onAdded} />,
      {
        routes: { 'POST cart/action': held.route },
      },
    )
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity' }))
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }))
    const busy = screen.getByRole('button', { name: 'Loading…' })
    expect(busy).toHaveAttribute('aria-busy', 'true')
    expect(held.bodies[0]).toMatchObject({ product_id: product.id, inventory_id: 902, quantity: 2 })
    held.release()
    expect(await screen.findByText('Linen shirt was added to your cart.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Add to cart' })).not.toHaveAttribute('aria-busy')
    expect(souk.cart.getState().count).toBe(2)
    expect(souk.toast.getState()).toMatchObject({
      visible: true,
      error: false,
      message: 'Product added to cart successfully',
    })
    expect(onAdded).toHaveBeenCalledWith({ product_id: product.id, inventory_id: 902, quantity: 2 })
  })

  it('keeps the quantity within the stock of the chosen variant', async () => {
    renderWithSouk(<AddToCart product={makeVariantProduct()} selection={{ 1: 11, 2: 22 }} />)
    const quantity = screen.getByRole('spinbutton', { name: 'Quantity' })
    expect(quantity).toHaveAttribute('aria-valuemax', '2')
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity' }))
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity' }))
    expect(quantity).toHaveValue('2')
    expect(screen.getByText('Maximum quantity exceeds.')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Decrease quantity' }))
    await userEvent.click(screen.getByRole('button', { name: 'Decrease quantity' }))
    expect(quantity).toHaveValue('1')
    expect(screen.getByText('Must have minimum 1 item.')).toBeInTheDocument()
  })

  it('brings the quantity down to the stock of a variant that has less', async () => {
    const { rerender } = renderWithSouk(
      <AddToCart product={makeVariantProduct({ id: 3 })} selection={{ 1: 11, 2: 21 }} />,
    )
    for (let press = 0; press < 3; press++) {
      await userEvent.click(screen.getByRole('button', { name: 'Increase quantity' }))
    }
    expect(screen.getByRole('spinbutton')).toHaveValue('4')
    rerender(<AddToCart product={makeVariantProduct({ id: 3 })} selection={{ 1: 11, 2: 22 }} />)
    expect(screen.getByRole('spinbutton')).toHaveValue('2')
  })

  it('says a sold-out product is out of stock and cannot be added', () => {
    renderWithSouk(<AddToCart product={makeSoldOutProduct()} />)
    expect(screen.getByText('This product is out of stock.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeDisabled()
  })

  it('shows the API’s refusal as an error toast and does not report an add', async () => {
    const onAdded = vi.fn()
    const { souk } = renderWithSouk(
      <AddToCart product={makeVariantProduct()} selection={{ 1: 12, 2: 23 }} onAdded={onAdded} />,
      {
        routes: {
          'POST cart/action': () => {
            throw fakeFormError('The product quantity exceeds the inventory.')
          },
        },
      },
    )
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }))
    await vi.waitFor(() => expect(souk.toast.getState().error).toBe(true))
    expect(souk.toast.getState().message).toBe('The product quantity exceeds the inventory.')
    expect(souk.cart.getState().count).toBe(0)
    expect(onAdded).not.toHaveBeenCalled()
    expect(screen.getByRole('button', { name: 'Add to cart' })).not.toHaveAttribute('aria-busy')
  })

  it('buys now with the chosen quantity and hands over to the host', async () => {
    const buy = vi.fn((_body: unknown) => ({ id: 9 }))
    const onBuyNow = vi.fn()
    const product = makeVariantProduct()
    renderWithSouk(<AddToCart product={product} selection={{ 1: 12, 2: 23 }} onBuyNow={onBuyNow} />, {
      routes: { 'POST cart/buy-now': ({ body }) => buy(body), 'GET cart/by-user': [] },
    })
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity' }))
    await userEvent.click(screen.getByRole('button', { name: 'Buy now' }))
    await vi.waitFor(() =>
      expect(onBuyNow).toHaveBeenCalledWith({ product_id: product.id, inventory_id: 904, quantity: 2 }),
    )
    expect(buy).toHaveBeenCalledWith(expect.objectContaining({ inventory_id: 904, quantity: 2 }))
  })
})

describe('BuyNow', () => {
  it('checks the choice before buying', async () => {
    const onBuyNow = vi.fn()
    renderWithSouk(<BuyNow product={makeVariantProduct()} onBuyNow={onBuyNow} />)
    await userEvent.click(screen.getByRole('button', { name: 'Buy now' }))
    expect(screen.getByText('Please select all required attributes.')).toBeInTheDocument()
    expect(onBuyNow).not.toHaveBeenCalled()
  })

  it('shows busy while the cart makes the line the only selected one', async () => {
    const held = heldRoute({ id: 9 })
    const onBuyNow = vi.fn()
    renderWithSouk(
      <BuyNow product={makeVariantProduct()} selection={{ 1: 11, 2: 21 }} quantity={3} onBuyNow={onBuyNow} />,
      {
        routes: { 'POST cart/buy-now': held.route, 'GET cart/by-user': [] },
      },
    )
    await userEvent.click(screen.getByRole('button', { name: 'Buy now' }))
    expect(screen.getByRole('button', { name: 'Loading…' })).toHaveAttribute('aria-busy', 'true')
    expect(held.bodies[0]).toMatchObject({ inventory_id: 901, quantity: 3 })
    held.release()
    await vi.waitFor(() => expect(onBuyNow).toHaveBeenCalledWith(expect.objectContaining({ quantity: 3 })))
  })
})
