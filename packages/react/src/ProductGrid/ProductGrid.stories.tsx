import { makeFlashSaleCard, makeListingCard, productPicture } from '@souk/core/testing'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { ProductGrid } from './ProductGrid'

const products = Array.from({ length: 8 }, (_, index) =>
  index % 3 === 0
    ? makeFlashSaleCard({
        id: 500 + index,
        title: `Flash item ${index + 1}`,
        image: productPicture(index * 45),
      })
    : makeListingCard({
        id: 500 + index,
        title: `Product ${index + 1}`,
        selling: 20 + index * 5,
        offered: index % 2 ? 15 + index * 4 : 0,
        rating: (index % 5) + 0.5,
        review_count: index * 3,
        image: productPicture(index * 45),
      }),
)

const meta = {
  title: 'Product/ProductGrid',
  component: ProductGrid,
  args: { products, label: 'New arrivals', priorityCount: 4 },
} satisfies Meta<typeof ProductGrid>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'New arrivals' })
    await expect(within(list).getAllByRole('listitem')).toHaveLength(8)
  },
}

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('.souk-shimmer__card')).toHaveLength(21)
  },
}

/** A section whose other cards load as the shopper scrolls near it: their places are kept, as tall as a card. */
export const CardsToCome: Story = {
  name: 'Cards still to come',
  args: { products: products.slice(0, 3), reserve: 16 },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'New arrivals' })
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3)
    const places = [...canvasElement.querySelectorAll<HTMLElement>('.souk-product-grid__place')]
    await expect(places).toHaveLength(13)
    // A row of places alone is about as tall as a row of cards (a grid row stretches a place beside a card).
    const card = canvasElement.querySelector('.souk-product-grid__item')?.getBoundingClientRect() as DOMRect
    const alone = places.at(-1)?.getBoundingClientRect() as DOMRect
    await expect(alone.top).toBeGreaterThan(card.bottom)
    await expect(Math.abs(alone.height - card.height)).toBeLessThan(card.height * 0.12)
  },
}

export const Empty: Story = {
  args: { products: [], emptyAction: { label: 'See all products', href: '/all/fashion' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'No product found' })).toBeVisible()
  },
}

export const ErrorState: Story = {
  name: 'Error',
  args: { products: [], error: 'API is down.', onRetry: fn() },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}

export const LongText: Story = {
  args: {
    products: products.slice(0, 3).map((product) => ({
      ...product,
      title: `${product.title} — an exceptionally long product name that wraps over several lines in a narrow grid cell`,
    })),
  },
}

export const RightToLeft: Story = { globals: { language: 'ar' } }

export const Dark: Story = { globals: { theme: 'dark' } }
