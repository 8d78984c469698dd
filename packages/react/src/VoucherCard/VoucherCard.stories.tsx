import { makeVoucher } from '@souk/core/testing'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { VoucherCard } from './VoucherCard'

const meta = {
  title: 'Product/VoucherCard',
  component: VoucherCard,
  args: {
    voucher: makeVoucher({
      title: 'Ten off your order',
      code: 'TEN',
      type: 1,
      price: 10,
      min_spend: 50,
      start_time: '2024-01-01 00:00:00',
      end_time: '2024-12-31 23:59:59',
    }),
  },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '30rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof VoucherCard>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('$10.00 off')).toBeVisible()
    await expect(canvas.getByText('Min. spend $50.00')).toBeVisible()
  },
}

export const PercentWithCap: Story = {
  args: {
    voucher: makeVoucher({
      title: 'Spring sale',
      code: 'SPRING15',
      type: 2,
      price: 15,
      capped_price: 25,
      min_spend: 0,
    }),
  },
}

export const StoreVoucher: Story = {
  args: { voucher: makeVoucher({ store_id: 4 }), store: { name: 'Atlas Crafts', slug: 'atlas-crafts' } },
}

export const Empty: Story = {
  name: 'Empty (no dates, no minimum)',
  args: { voucher: makeVoucher({ min_spend: 0, start_time: '', end_time: '' }) },
}

export const LongText: Story = {
  args: {
    voucher: makeVoucher({
      title: 'A voucher with an unusually long title for the loyal customers of the winter collection',
      code: 'WINTERCOLLECTIONLOYALTY2024',
      type: 2,
      price: 12.5,
      capped_price: 1000,
      min_spend: 12345.67,
    }),
    store: { name: 'The Grand Bazaar of Hand-Made Ceramics and Curiosities' },
  },
}

export const RightToLeft: Story = { globals: { language: 'ar' } }

export const Dark: Story = {
  args: { store: { name: 'Atlas Crafts', slug: 'atlas-crafts' } },
  globals: { theme: 'dark' },
}
