import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { StockStatus } from './StockStatus'

const product = { in_stock: true, inventory: [{ quantity: 8 }, { quantity: 2 }] } as never

const meta = {
  title: 'Product/StockStatus',
  component: StockStatus,
  args: { product, inventory: null },
} satisfies Meta<typeof StockStatus>

export default meta
type Story = StoryObj<typeof meta>

export const InStock: Story = {}

export const OnlyAFewLeft: Story = {
  args: { inventory: { quantity: 2 } as never },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/2/)).toHaveAttribute('data-state', 'low')
  },
}

export const OutOfStock: Story = {
  args: { inventory: { quantity: 0 } as never },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-state="out"]')).not.toBeNull()
  },
}
