import {
  makeListingCard,
  makeProductDetail,
  makeSellerStore,
  makeTitledAttributeGroup,
  makeVariantProduct,
} from '@souk/core/testing'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
import { CompareTable } from './CompareTable'

const shirt = makeListingCard({ id: 11, title: 'Linen shirt', slug: 'linen-shirt' })
const phone = makeListingCard({ id: 12, title: 'Nordia phone', slug: 'nordia-phone' })

const meta = {
  title: 'Product/CompareTable',
  component: CompareTable,
  args: {
    rows: [
      { id: 1, product_id: 11, product: shirt },
      { id: 2, product_id: 12, product: phone },
    ],
    details: [
      makeVariantProduct({
        id: 11,
        brand: { id: 3, title: 'Atlas Linen' },
        store: makeSellerStore(),
        in_stock: true,
      }),
      makeProductDetail({
        id: 12,
        brand: null,
        store: null,
        in_stock: false,
        attribute: [makeTitledAttributeGroup(7, 'Storage', [[71, '128 GB']])],
      }),
    ],
    onRemove: fn(),
  },
} satisfies Meta<typeof CompareTable>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('rowheader', { name: 'Seller' })).toBeVisible()
    await expect(canvas.getByRole('rowheader', { name: 'Storage' })).toBeVisible()
  },
}
export const RightToLeft: Story = { globals: { language: 'ar' } }
export const Dark: Story = { globals: { theme: 'dark' } }
