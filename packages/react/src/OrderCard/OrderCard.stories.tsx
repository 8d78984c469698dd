import { makeOrderListItem, makeOrdersInEveryState } from '@souk/core/testing'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { OrderCard } from './OrderCard'

const orders = makeOrdersInEveryState()

const meta = {
  title: 'Checkout/OrderCard',
  component: OrderCard,
  args: { order: makeOrderListItem({ id: 31 }) },
  render: (args) => (
    <div style={{ maxInlineSize: '40rem' }}>
      <OrderCard {...args} />
    </div>
  ),
} satisfies Meta<typeof OrderCard>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('link', { name: /^Order / })).toHaveAttribute('href', '/user/order/31')
    await expect(canvas.getByText('Unpaid')).toBeVisible()
  },
}

/** Every state of the order list, as the orders page shows them. */
export const EveryState: Story = {
  render: () => (
    <ul style={{ display: 'grid', gap: '1rem', maxInlineSize: '40rem', padding: 0, listStyle: 'none' }}>
      {orders.map((order) => (
        <li key={order.id}>
          <OrderCard order={order} />
        </li>
      ))}
    </ul>
  ),
}

export const Empty: Story = {
  name: 'Empty (no lines sent)',
  args: { order: { ...makeOrderListItem(), ordered_products: [] } },
}

export const Cancelled: Story = {
  name: 'Error (cancelled)',
  args: { order: orders[5] as (typeof orders)[number] },
}

export const LongText: Story = {
  args: {
    order: makeOrderListItem({
      order: '20240503ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789',
      total_amount: 123456789.99,
    }),
  },
}

export const RightToLeft: Story = {
  globals: { language: 'ar' },
  args: { order: orders[4] as (typeof orders)[number] },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { order: orders[3] as (typeof orders)[number] },
}
