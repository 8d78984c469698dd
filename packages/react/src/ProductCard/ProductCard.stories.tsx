import type { Souk } from '@souk/core'
import {
  fakeFormError,
  makeCatalogPaginator,
  makeFlashSaleCard,
  makeListingCard,
  productPicture,
} from '@souk/core/testing'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { ToastRegion } from '../Toast'
import { ProductCard } from './ProductCard'

const card = makeListingCard({
  id: 31,
  slug: 'linen-shirt',
  title: 'Linen shirt',
  selling: 150,
  offered: 120,
  rating: 4.4,
  review_count: 18,
  image: productPicture(165),
})

const meta = {
  title: 'Product/ProductCard',
  component: ProductCard,
  args: { product: card },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '16rem' }}>
        <Story />
        <ToastRegion />
      </div>
    ),
  ],
} satisfies Meta<typeof ProductCard>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const links = canvas.getAllByRole('link')
    await expect(links).toHaveLength(1)
    await expect(links[0]).toHaveAttribute('href', '/linen-shirt/product/31')
    await expect(canvas.getByRole('button', { name: 'Wishlist' })).toHaveAttribute('aria-pressed', 'false')
  },
}

export const FlashSale: Story = {
  args: { product: makeFlashSaleCard({ title: 'Flash tee', image: productPicture(10), badge: 'Hot' }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Flash sale')).toBeVisible()
  },
}

export const NoReviews: Story = {
  args: { product: makeListingCard({ title: 'New mug', image: productPicture(40), selling: 12.5 }) },
}

export const Wishlisted: Story = {
  parameters: { souk: { setup: (souk: Souk) => souk.wishlist.getState().mark({ 31: true }) } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Wishlist' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
  },
}

export const Loading: Story = {
  name: 'Loading (a toggle in flight)',
  parameters: {
    souk: {
      delayMs: 60_000,
      routes: {
        'GET user/wishlist/all': () => makeCatalogPaginator([]),
        'POST user/wishlist/action': () => ({ id: 1 }),
      },
      setup: (souk: Souk) => souk.session.setState({ token: 'story-token', signedIn: true }),
    },
  },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Wishlist' })
    await userEvent.click(button)
    await expect(button).toHaveAttribute('aria-busy', 'true')
  },
}

export const ErrorToast: Story = {
  name: 'Error (compare list refuses)',
  parameters: {
    souk: {
      routes: {
        'GET user/compare-list/all': () => makeCatalogPaginator([]),
        'POST user/compare-list/action': () => {
          throw fakeFormError('You can compare at most 4 products.')
        },
      },
      setup: (souk: Souk) => souk.session.setState({ token: 'story-token', signedIn: true }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Compare' }))
    // The toast slides in: wait until it is fully shown.
    await waitFor(() => expect(canvas.getByText('You can compare at most 4 products.')).toBeVisible())
  },
}

export const LongText: Story = {
  args: {
    product: makeListingCard({
      title:
        'Hand-woven extra long organic linen shirt with mother-of-pearl buttons, relaxed fit, in twelve colours',
      badge: 'Limited edition of the season',
      selling: 1299999.99,
      offered: 999999.99,
      rating: 3.5,
      review_count: 123456,
      image: productPicture(280),
    }),
  },
}

export const RightToLeft: Story = {
  args: { product: { ...card, title: 'قميص كتان' } },
  globals: { language: 'ar' },
}

export const Dark: Story = {
  args: { product: makeFlashSaleCard({ title: 'Flash tee', image: productPicture(200) }) },
  globals: { theme: 'dark' },
}
