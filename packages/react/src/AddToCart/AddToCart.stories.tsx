import type { VariantSelection } from '@souk/core'
import { fakeFormError, makeProductDetail, makeSoldOutProduct, makeVariantProduct } from '@souk/core/testing'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { AttributePicker } from '../AttributePicker'
import { useCart } from '../hooks/useStores'
import { ToastRegion } from '../Toast'
import { AddToCart, type AddToCartProps } from './AddToCart'
import { BuyNow } from './BuyNow'

const routes = {
  'POST cart/action': ({ body }: { body: unknown }) => ({ id: 1, ...(body as object) }),
  'POST cart/buy-now': ({ body }: { body: unknown }) => ({ id: 1, ...(body as object) }),
  'GET cart/by-user': [],
}

/** A product page's purchase block: the picker feeds the selection, the cart count shows below. */
function PurchaseBlock(props: AddToCartProps) {
  const [selection, setSelection] = useState<VariantSelection>(props.selection ?? {})
  const count = useCart((state) => state.count)
  return (
    <div style={{ display: 'grid', gap: '1rem', maxInlineSize: '28rem' }}>
      <AttributePicker product={props.product} value={selection} onChange={setSelection} />
      <AddToCart {...props} selection={selection} />
      <p>Cart: {count}</p>
      <ToastRegion />
    </div>
  )
}

const meta = {
  title: 'Product/AddToCart',
  component: AddToCart,
  args: { product: makeVariantProduct({ id: 7 }), onAdded: fn(), onBuyNow: fn() },
  parameters: { souk: { routes } },
  render: (args) => <PurchaseBlock {...args} />,
} satisfies Meta<typeof AddToCart>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Add to cart' }))
    await expect(canvas.getByText('Please select all required attributes.')).toBeVisible()
    await userEvent.click(canvas.getByRole('radio', { name: 'Red' }))
    await userEvent.click(canvas.getByRole('radio', { name: 'S' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Increase quantity' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Add to cart' }))
    await expect(await canvas.findByText('Cart: 2')).toBeVisible()
    // The toast slides in: wait until it is fully shown.
    await waitFor(() => expect(canvas.getByText('Product added to cart successfully')).toBeVisible())
    await waitFor(() =>
      expect(args.onAdded).toHaveBeenCalledWith({ product_id: 7, inventory_id: 901, quantity: 2 }),
    )
  },
}

export const Loading: Story = {
  name: 'Loading (busy while the cart answers)',
  args: { selection: { 1: 11, 2: 21 } },
  parameters: { souk: { routes, delayMs: 60_000 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Add to cart' }))
    await expect(canvas.getByRole('button', { name: 'Loading…' })).toHaveAttribute('aria-busy', 'true')
  },
}

export const Empty: Story = {
  name: 'Empty (sold out)',
  args: { product: makeSoldOutProduct({ title: 'Plain tee' }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('This product is out of stock.')).toBeVisible()
  },
}

export const ErrorToast: Story = {
  name: 'Error (the cart refuses)',
  args: { product: makeProductDetail({ title: 'Plain tee' }) },
  parameters: {
    souk: {
      routes: {
        'POST cart/action': () => {
          throw fakeFormError('The product quantity exceeds the inventory.')
        },
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Add to cart' }))
    // The toast slides in: wait until it is fully shown.
    await waitFor(() => expect(canvas.getByText('The product quantity exceeds the inventory.')).toBeVisible())
  },
}

export const LongText: Story = {
  args: {
    product: makeProductDetail({
      title: 'An extraordinarily long product name that the cart announcement reads out in full',
    }),
  },
  globals: { language: 'fr' },
}

export const RightToLeft: Story = { args: { selection: { 1: 12, 2: 23 } }, globals: { language: 'ar' } }

export const Dark: Story = { args: { selection: { 1: 11, 2: 22 } }, globals: { theme: 'dark' } }

/** `BuyNow` on its own, as a sticky bar would use it. */
export const BuyNowAlone: Story = {
  args: { product: makeProductDetail({ id: 8, title: 'Plain tee' }) },
  render: (args) => (
    <>
      <BuyNow product={args.product} quantity={2} onBuyNow={args.onBuyNow} />
      <ToastRegion />
    </>
  ),
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Buy now' }))
    await waitFor(() =>
      expect(args.onBuyNow).toHaveBeenCalledWith(expect.objectContaining({ product_id: 8, quantity: 2 })),
    )
  },
}
