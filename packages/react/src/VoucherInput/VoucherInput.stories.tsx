import type { Souk } from '@souk/core'
import { fakeFormError, makeCheckoutLines } from '@souk/core/testing'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { ToastRegion } from '../Toast'
import { VoucherInput, type VoucherInputProps } from './VoucherInput'

const withLines = (souk: Souk) => souk.cart.setState({ lines: makeCheckoutLines(), status: 'ready' })

const meta = {
  title: 'Checkout/VoucherInput',
  component: VoucherInput,
  args: { onApplied: fn(), onRemoved: fn() },
  parameters: {
    souk: { routes: { 'POST voucher/validity': { offered: 10, voucher: 'TEN' } }, setup: withLines },
  },
  render: (args: VoucherInputProps) => (
    <div style={{ maxInlineSize: '24rem' }}>
      <VoucherInput {...args} />
      <ToastRegion />
    </div>
  ),
} satisfies Meta<typeof VoucherInput>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByRole('textbox', { name: 'Voucher code' }), 'ten')
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }))
    await expect(await canvas.findByText('TEN')).toBeVisible()
    await expect(args.onApplied).toHaveBeenCalledWith({ code: 'TEN', discount: 10 })
  },
}

export const Loading: Story = {
  parameters: {
    souk: { routes: { 'POST voucher/validity': { offered: 10, voucher: 'TEN' } }, delayMs: 60_000 },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByRole('textbox', { name: 'Voucher code' }), 'TEN')
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }))
    await expect(canvas.getByRole('button', { name: 'Loading…' })).toHaveAttribute('aria-busy', 'true')
  },
}

export const Empty: Story = {
  name: 'Empty (no code typed)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }))
    // The cart's actions come with its first call (a page's first load leaves them out).
    await waitFor(() =>
      expect(canvas.getByRole('textbox')).toHaveAccessibleDescription('Voucher code is required'),
    )
  },
}

export const ErrorRefused: Story = {
  name: 'Error (refused)',
  parameters: {
    souk: {
      routes: {
        'POST voucher/validity': () => {
          throw fakeFormError('Spend at least $200 to use this voucher.')
        },
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByRole('textbox', { name: 'Voucher code' }), 'BIG20')
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }))
    await expect(
      await canvas.findByText('Spend at least $200 to use this voucher.', {
        selector: '.souk-voucher-input__error',
      }),
    ).toBeVisible()
  },
}

export const LongText: Story = {
  name: 'Long text (applied)',
  parameters: {
    souk: {
      setup: (souk: Souk) =>
        souk.cart.setState({
          voucher: { code: 'WELCOME-BACK-SPRING-SUMMER-2024-EXTRA-SPECIAL', discount: 1234.56 },
        }),
    },
  },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Remove voucher' }))
    await expect(args.onRemoved).toHaveBeenCalledOnce()
  },
}

export const RightToLeft: Story = { globals: { language: 'ar' } }

export const Dark: Story = { globals: { theme: 'dark' } }
