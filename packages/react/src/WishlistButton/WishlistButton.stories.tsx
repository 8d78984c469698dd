import type { Souk } from '@souk/core'
import { fakeFormError, makeCatalogPaginator } from '@souk/core/testing'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { ToastRegion } from '../Toast'
import { WishlistButton } from './WishlistButton'

const signedIn = {
  routes: {
    'GET user/wishlist/all': () => makeCatalogPaginator([]),
    'POST user/wishlist/action': () => ({
      id: 1,
      user_id: 7,
      product_id: 42,
      created_at: '',
      updated_at: '',
    }),
  },
  setup: (souk: Souk) => souk.session.setState({ token: 'story-token', signedIn: true }),
}

const meta = {
  title: 'Product/WishlistButton',
  component: WishlistButton,
  args: { productId: 42, onChange: fn() },
  parameters: { souk: signedIn },
  decorators: [
    (Story) => (
      <>
        <Story />
        <ToastRegion />
      </>
    ),
  ],
} satisfies Meta<typeof WishlistButton>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Wishlist' })
    await expect(button).toHaveAttribute('aria-pressed', 'false')
    await userEvent.click(button)
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'))
    await expect(args.onChange).toHaveBeenCalledWith(true)
  },
}

export const Wishlisted: Story = { args: { wishlisted: 12 } }

export const WithLabel: Story = { args: { showLabel: true, wishlisted: 12 } }

export const Loading: Story = {
  parameters: { souk: { ...signedIn, delayMs: 60_000 } },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Wishlist' })
    await userEvent.click(button)
    await expect(button).toHaveAttribute('aria-busy', 'true')
  },
}

export const Guest: Story = {
  name: 'Empty (a guest is sent to log in)',
  // Story parameters merge with the meta's: the guest is made explicitly.
  parameters: { souk: { setup: (souk: Souk) => souk.session.setState({ token: null, signedIn: false }) } },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Wishlist' }))
    await expect(args.onChange).not.toHaveBeenCalled()
  },
}

export const ErrorToast: Story = {
  name: 'Error',
  parameters: {
    souk: {
      ...signedIn,
      routes: {
        'GET user/wishlist/all': () => makeCatalogPaginator([]),
        'POST user/wishlist/action': () => {
          throw fakeFormError('The wishlist is not available right now.')
        },
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Wishlist' }))
    // The toast slides in: wait until it is fully shown.
    await waitFor(() => expect(canvas.getByText('The wishlist is not available right now.')).toBeVisible())
  },
}

export const LongText: Story = { args: { showLabel: true }, globals: { language: 'hi' } }

export const RightToLeft: Story = { args: { showLabel: true }, globals: { language: 'ar' } }

export const Dark: Story = { args: { wishlisted: 1, showLabel: true }, globals: { theme: 'dark' } }
