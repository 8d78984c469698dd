import type { Souk } from '@souk/core'
import { fakeFormError, makeCatalogPaginator } from '@souk/core/testing'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { ToastRegion } from '../Toast'
import { CompareButton } from './CompareButton'

const signedIn = {
  routes: {
    'GET user/compare-list/all': () => makeCatalogPaginator([]),
    'POST user/compare-list/action': () => ({
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
  title: 'Product/CompareButton',
  component: CompareButton,
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
} satisfies Meta<typeof CompareButton>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Compare' })
    await userEvent.click(button)
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'))
    await expect(args.onChange).toHaveBeenCalledWith(true)
  },
}

export const Compared: Story = { args: { compared: true, showLabel: true } }

export const Loading: Story = {
  parameters: { souk: { ...signedIn, delayMs: 60_000 } },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Compare' })
    await userEvent.click(button)
    await expect(button).toHaveAttribute('aria-busy', 'true')
  },
}

export const Guest: Story = {
  name: 'Empty (a guest is sent to log in)',
  // Story parameters merge with the meta's: the guest is made explicitly.
  parameters: { souk: { setup: (souk: Souk) => souk.session.setState({ token: null, signedIn: false }) } },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Compare' }))
    await expect(args.onChange).not.toHaveBeenCalled()
  },
}

export const ErrorToast: Story = {
  name: 'Error (every message, joined)',
  parameters: {
    souk: {
      ...signedIn,
      routes: {
        'GET user/compare-list/all': () => makeCatalogPaginator([]),
        'POST user/compare-list/action': () => {
          throw fakeFormError('Compare list is full', 'Remove a product first')
        },
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Compare' }))
    // The toast slides in: wait until it is fully shown.
    await waitFor(() =>
      expect(canvas.getByText('Compare list is full, Remove a product first')).toBeVisible(),
    )
  },
}

export const LongText: Story = { args: { showLabel: true }, globals: { language: 'fr' } }

export const RightToLeft: Story = { args: { showLabel: true }, globals: { language: 'ar' } }

export const Dark: Story = { args: { compared: true, showLabel: true }, globals: { theme: 'dark' } }
