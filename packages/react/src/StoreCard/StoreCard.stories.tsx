import type { Souk } from '@souk/core'
import { fakeFormError, makeCatalogPaginator, makeSellerStore, productPicture } from '@souk/core/testing'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { ToastRegion } from '../Toast'
import { StoreCard } from './StoreCard'

const signedIn = {
  routes: { 'GET user/store/following-list': () => makeCatalogPaginator([]), 'POST user/store/follow': true },
  setup: (souk: Souk) => souk.session.setState({ token: 'story-token', signedIn: true }),
}

const meta = {
  title: 'Product/StoreCard',
  component: StoreCard,
  args: { store: makeSellerStore({ id: 4, image: productPicture(120, 128) }), rating: 4.6 },
  parameters: { souk: signedIn },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '32rem' }}>
        <Story />
        <ToastRegion />
      </div>
    ),
  ],
} satisfies Meta<typeof StoreCard>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('link', { name: 'Atlas Crafts' })).toHaveAttribute(
      'href',
      '/shop/atlas-crafts',
    )
    const follow = canvas.getByRole('button', { name: 'Follow' })
    await userEvent.click(follow)
    await waitFor(() => expect(follow).toHaveAttribute('aria-pressed', 'true'))
  },
}

export const Following: Story = { args: { following: true } }

export const Loading: Story = {
  parameters: { souk: { ...signedIn, delayMs: 60_000 } },
  play: async ({ canvasElement }) => {
    const follow = within(canvasElement).getByRole('button', { name: 'Follow' })
    await userEvent.click(follow)
    await expect(follow).toHaveAttribute('aria-busy', 'true')
  },
}

export const Empty: Story = {
  name: 'Empty (no rating, no follow button)',
  args: { rating: undefined, showFollow: false },
}

export const ErrorToast: Story = {
  name: 'Error',
  parameters: {
    souk: {
      ...signedIn,
      routes: {
        'GET user/store/following-list': () => makeCatalogPaginator([]),
        'POST user/store/follow': () => {
          throw fakeFormError('This store cannot be followed.')
        },
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Follow' }))
    // The toast slides in: wait until it is fully shown.
    await waitFor(() => expect(canvas.getByText('This store cannot be followed.')).toBeVisible())
  },
}

export const LongText: Story = {
  args: {
    store: makeSellerStore({
      name: 'The Grand Bazaar of Hand-Made Ceramics, Textiles and Curiosities',
      image: null,
    }),
  },
}

export const RightToLeft: Story = {
  args: { store: makeSellerStore({ name: 'حرف الأطلس', image: productPicture(40, 128) }) },
  globals: { language: 'ar' },
}

export const Dark: Story = { args: { following: true }, globals: { theme: 'dark' } }
