import type { Souk } from '@souk/core'
import { makeCartLine, makeCartProduct } from '@souk/core/testing'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { StickyCartBar } from './StickyCartBar'

const withLines = (selling: number[], extra: Partial<Parameters<Souk['cart']['setState']>[0]> = {}) => ({
  souk: {
    setup: (souk: Souk) => {
      const lines = selling.map((price, index) =>
        makeCartLine({ quantity: index + 1, flash_product: makeCartProduct({ selling: price }) }),
      )
      souk.cart.setState({ lines, count: lines.reduce((sum, line) => sum + line.quantity, 0), ...extra })
    },
  },
})

const meta = {
  title: 'Chrome/StickyCartBar',
  component: StickyCartBar,
  args: { onCheckout: fn(), smallScreensOnly: false },
  parameters: withLines([49.9, 15]),
} satisfies Meta<typeof StickyCartBar>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Proceed to checkout' }))
    await expect(args.onCheckout).toHaveBeenCalledOnce()
  },
}

export const Empty: Story = { parameters: withLines([]) }

export const Loading: Story = { parameters: withLines([49.9], { pending: [1] }) }

export const LongText: Story = {
  parameters: withLines([129999.99, 87450.5, 999.95]),
  globals: { language: 'fr' },
}

export const RightToLeft: Story = { globals: { language: 'ar' } }

export const Dark: Story = { globals: { theme: 'dark' } }

/** On the checkout step: the button places the order and is busy while it is placed. */
export const PlacingOrder: Story = {
  args: { checkoutLabel: 'Place order', busy: true, busyLabel: 'Processing your order…' },
}
