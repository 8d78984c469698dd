import { makeCancellation, makeFullOrderDetail } from '@souk/core/testing'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { OrderTracker } from './OrderTracker'

const meta = {
  title: 'Checkout/OrderTracker',
  component: OrderTracker,
  args: { order: makeFullOrderDetail({ status: 2 }) },
} satisfies Meta<typeof OrderTracker>

export default meta
type Story = StoryObj<typeof meta>

/** Confirmed: pending is done, confirmed is the current step; delivery within 4 days. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const current = canvas
      .getAllByRole('listitem')
      .find((item) => item.getAttribute('aria-current') === 'step')
    await expect(current).toHaveTextContent('Confirmed')
    await expect(canvas.getByText('Estimated delivery within 4 days')).toBeVisible()
  },
}

export const Empty: Story = {
  name: 'Pending (nothing done yet)',
  args: { order: { status: 1, cancelled: 0 } },
}

export const OnTheWay: Story = { args: { order: makeFullOrderDetail({ status: 4 }) } }

export const Delivered: Story = { args: { order: makeFullOrderDetail({ status: 5 }) } }

export const Cancelled: Story = {
  name: 'Error (cancelled)',
  args: { order: { status: 1, cancelled: 1 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Cancelled')).toBeVisible()
  },
}

export const Refunded: Story = {
  args: { order: { status: 1, cancelled: 1, cancellation: makeCancellation({ refunded: 1 }) } },
}

export const LongText: Story = {
  name: 'Long text (Hindi, narrow)',
  globals: { language: 'hi' },
  render: (args) => (
    <div style={{ maxInlineSize: '20rem' }}>
      <OrderTracker {...args} />
    </div>
  ),
}

export const RightToLeft: Story = {
  globals: { language: 'ar' },
  args: { order: makeFullOrderDetail({ status: 3 }) },
}

export const Dark: Story = { globals: { theme: 'dark' }, args: { order: makeFullOrderDetail({ status: 4 }) } }
