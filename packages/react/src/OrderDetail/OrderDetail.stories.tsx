import type { Souk } from '@souk/core'
import {
  makeCancellation,
  makeCountriesPhones,
  makeFullOrderDetail,
  makeLongAddress,
} from '@souk/core/testing'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { Button } from '../Button'
import { OrderDetail } from './OrderDetail'

const meta = {
  title: 'Checkout/OrderDetail',
  component: OrderDetail,
  args: {
    order: makeFullOrderDetail(),
    actions: (
      <>
        <Button variant="secondary" size="sm">
          Email me the order details
        </Button>
        <Button variant="danger" size="sm">
          Cancel order
        </Button>
      </>
    ),
  },
  parameters: {
    souk: { setup: (souk: Souk) => souk.settings.setState({ countries: makeCountriesPhones() }) },
  },
  render: (args) => (
    <div style={{ maxInlineSize: '60rem' }}>
      <OrderDetail {...args} />
    </div>
  ),
} satisfies Meta<typeof OrderDetail>

export default meta
type Story = StoryObj<typeof meta>

/** Confirmed, cash on delivery: a shirt delivered, three mugs picked up (one free), voucher TEN. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Buy 2 get 1 free · 1 free item')).toBeVisible()
    await expect(canvas.getByText('$162.00')).toBeVisible()
  },
}

export const Delivered: Story = {
  args: { order: makeFullOrderDetail({ status: 5, payment_done: 1, order_method: 3 }), actions: undefined },
}

export const Empty: Story = {
  name: 'Empty (no action available)',
  args: { order: makeFullOrderDetail({ status: 4, payment_done: 1, order_method: 4 }), actions: undefined },
}

export const Cancelled: Story = {
  name: 'Error (cancelled)',
  args: {
    order: makeFullOrderDetail({ cancelled: 1, cancellation: makeCancellation() }),
    actions: undefined,
  },
}

export const LongText: Story = {
  args: {
    order: makeFullOrderDetail({
      address: makeLongAddress({ id: 1 }),
      trans_id: 'TX-0000-1111-2222-3333-4444-5555-6666',
    }),
  },
}

export const RightToLeft: Story = { globals: { language: 'ar' }, args: { actions: undefined } }

export const Dark: Story = { globals: { theme: 'dark' } }
