import { makePickupPlace, makeProductDetail, makeShippingRuleWithPlaces } from '@souk/core/testing'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { ProductBadges } from './ProductBadges'

const everything = makeProductDetail({
  refundable: 1,
  warranty: 1,
  mind_change: 1,
  shipping_rule: makeShippingRuleWithPlaces({
    shipping_places: [makePickupPlace({ price: 0, pickup_point: 1 })],
  }),
})

const meta = {
  title: 'Product/ProductBadges',
  component: ProductBadges,
  args: { product: everything },
} satisfies Meta<typeof ProductBadges>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(5)
  },
}

export const Some: Story = {
  args: {
    product: makeProductDetail({
      warranty: 1,
      shipping_rule: makeShippingRuleWithPlaces({
        shipping_places: [makePickupPlace({ price: 5, pickup_point: 0 })],
      }),
    }),
  },
}

export const Empty: Story = { name: 'Empty (nothing shown)', args: { product: makeProductDetail() } }

export const LongText: Story = {
  args: { product: everything },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '14rem' }}>
        <Story />
      </div>
    ),
  ],
  globals: { language: 'fr' },
}

export const RightToLeft: Story = { globals: { language: 'ar' } }

export const Dark: Story = { globals: { theme: 'dark' } }
