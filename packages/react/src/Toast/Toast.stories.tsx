import type { Souk } from '@souk/core'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { Toast, ToastRegion } from './Toast'

const meta = {
  title: 'Primitives/Toast',
  component: Toast,
  args: { open: true, message: 'Product added to cart successfully', onClose: fn() },
} satisfies Meta<typeof Toast>

export default meta
type Story = StoryObj<typeof meta>

export const Success: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Product added to cart successfully',
    )
  },
}

/** Errors are announced assertively under the 'Error' heading. */
export const ErrorToast: Story = {
  name: 'Error',
  args: { error: true, message: 'Payment has been cancelled' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('alert')).toHaveTextContent('ErrorPayment has been cancelled')
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }))
    await expect(args.onClose).toHaveBeenCalledOnce()
  },
}

export const Closed: Story = { args: { open: false } }

export const LongText: Story = {
  args: {
    error: true,
    message:
      'This product can not be shipped to Badakhshan Afghanistan. Please Uncheck the product first or change the shipping address',
  },
}

export const RightToLeft: Story = {
  args: { error: true, message: 'تم إلغاء الدفع' },
  globals: { language: 'ar' },
}

export const Dark: Story = {
  args: { error: true, message: 'Something went wrong' },
  globals: { theme: 'dark' },
}

/** The connected region: reads the Souk's toast store (the store hides it after 5000 ms). */
export const Connected: Story = {
  render: () => <ToastRegion />,
  parameters: { souk: { setup: (souk: Souk) => souk.toast.getState().show('Voucher applied.') } },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Notifications' })
    await expect(within(region).getByRole('status')).toHaveTextContent('Voucher applied.')
    await userEvent.click(within(region).getByRole('button', { name: 'Close' }))
    await expect(within(region).getByRole('status')).toBeEmptyDOMElement()
  },
}

export const ConnectedError: Story = {
  render: () => <ToastRegion />,
  parameters: {
    souk: { setup: (souk: Souk) => souk.toast.getState().showError('Unable to verify the payment') },
  },
  globals: { language: 'fr' },
}
