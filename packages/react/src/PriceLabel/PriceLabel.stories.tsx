import { makeListingCard } from '@souk/core/testing'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { PriceLabel } from './PriceLabel'

const meta = {
  title: 'Primitives/PriceLabel',
  component: PriceLabel,
  args: { item: makeListingCard({ selling: 150, offered: 100 }) },
} satisfies Meta<typeof PriceLabel>

export default meta
type Story = StoryObj<typeof meta>

export const Discounted: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('33% off')).toBeVisible()
  },
}

export const FullPrice: Story = { args: { item: makeListingCard({ selling: 49.9 }) } }

export const FlashSale: Story = {
  args: { item: makeListingCard({ selling: 100, offered: 90, price: 59, end_time: '2099-01-01 00:00:00' }) },
}

export const Large: Story = { args: { size: 'lg' } }

export const RightToLeft: Story = { globals: { language: 'ar' } }

export const Dark: Story = { globals: { theme: 'dark' } }
