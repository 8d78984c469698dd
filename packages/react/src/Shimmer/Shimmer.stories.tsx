import { FLASH_SALE_SHIMMER_COUNT } from '@souk/core'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { Shimmer } from './Shimmer'

const meta = {
  title: 'Primitives/Shimmer',
  component: Shimmer,
} satisfies Meta<typeof Shimmer>

export default meta
type Story = StoryObj<typeof meta>

/** The product grid placeholder: 21 cards, one 'Loading…' for assistive technologies. */
export const ProductGrid: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('.souk-shimmer__card')).toHaveLength(21)
    await expect(within(canvasElement).getAllByText('Loading…')).toHaveLength(1)
  },
}

export const FlashSaleGrid: Story = { args: { count: FLASH_SALE_SHIMMER_COUNT } }

export const Card: Story = {
  args: { variant: 'card' },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '14rem' }}>
        <Story />
      </div>
    ),
  ],
}

export const Lines: Story = { args: { variant: 'line', count: 4 } }

export const Block: Story = { args: { variant: 'block' } }

export const Empty: Story = { args: { count: 0 } }

export const RightToLeft: Story = { args: { variant: 'line' }, globals: { language: 'ar' } }

export const Dark: Story = { globals: { theme: 'dark' } }
