import { makeBundleDeal } from '@souk/core/testing'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { BundleDealBadge } from './BundleDealBadge'

const meta = {
  title: 'Product/BundleDealBadge',
  component: BundleDealBadge,
  args: { deal: makeBundleDeal({ buy: 2, free: 1 }) },
} satisfies Meta<typeof BundleDealBadge>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Buy 2 get 1 free')).toBeVisible()
  },
}

export const Empty: Story = { name: 'Empty (no deal: nothing shown)', args: { deal: null } }

export const LongText: Story = {
  args: { deal: makeBundleDeal({ buy: 12, free: 3 }) },
  globals: { language: 'fr' },
}

export const RightToLeft: Story = { globals: { language: 'ar' } }

export const Dark: Story = { globals: { theme: 'dark' } }
