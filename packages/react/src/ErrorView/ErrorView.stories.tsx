import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { ErrorView } from './ErrorView'

const meta = {
  title: 'Chrome/ErrorView',
  component: ErrorView,
  args: { onReload: fn() },
} satisfies Meta<typeof ErrorView>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Reload page' }))
    await expect(args.onReload).toHaveBeenCalledOnce()
  },
}

export const NotFound: Story = { args: { statusCode: 404, message: 'This page could not be found' } }

export const LongText: Story = {
  args: {
    statusCode: 503,
    message:
      'The shop is being updated right now. Your cart and your wishlist are safe; please try again in a few minutes, or contact the seller if your order is urgent.',
  },
}

export const Minimal: Story = { args: { variant: 'minimal' } }

export const RightToLeft: Story = { globals: { language: 'ar' } }

export const Dark: Story = { globals: { theme: 'dark' } }
