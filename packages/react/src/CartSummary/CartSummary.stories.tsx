import type { CartLine, Souk } from '@souk/core'
import { fakeFormError, makeCartLine, makeCheckoutLines, makeCountriesPhones } from '@souk/core/testing'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { ToastRegion } from '../Toast'
import { VoucherInput } from '../VoucherInput'
import { CartSummary, type CartSummaryProps } from './CartSummary'

const US = { id: 1, country: 'US', state: 'CA' }

/** Fills the story's cart (shipped to San Jose, California unless `address` is null). */
function fill(lines: CartLine[], extra: Partial<ReturnType<Souk['cart']['getState']>> = {}) {
  return (souk: Souk) => {
    souk.cart.setState({
      lines,
      count: lines.reduce((sum, line) => sum + line.quantity, 0),
      status: 'ready',
      address: US,
      ...extra,
    })
    souk.settings.setState({ countries: makeCountriesPhones() })
  }
}

const twoLines = makeCheckoutLines().slice(0, 2)

const meta = {
  title: 'Checkout/CartSummary',
  component: CartSummary,
  args: { onCheckout: fn() },
  parameters: {
    souk: {
      routes: { 'POST cart/change': true, 'POST voucher/validity': { offered: 10, voucher: 'TEN' } },
      setup: fill(twoLines, { voucher: { code: 'TEN', discount: 10 } }),
    },
  },
  render: (args: CartSummaryProps) => (
    <div style={{ maxInlineSize: '24rem' }}>
      <CartSummary {...args}>
        <VoucherInput />
      </CartSummary>
      <ToastRegion />
    </div>
  ),
} satisfies Meta<typeof CartSummary>

export default meta
type Story = StoryObj<typeof meta>

/** Subtotal 165, one free mug (−15), tax 12, shipping 14, voucher −10: total 166. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('$166.00')).toBeVisible()
    await expect(canvas.getByText('\u2066-$15.00\u2069')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Proceed to checkout' }))
    await expect(args.onCheckout).toHaveBeenCalledOnce()
  },
}

export const Loading: Story = {
  parameters: { souk: { setup: (souk: Souk) => souk.cart.setState({ status: 'loading' }) } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Proceed to checkout' })).toBeDisabled()
  },
}

export const Empty: Story = {
  name: 'Empty (nothing selected)',
  parameters: { souk: { setup: fill([makeCartLine({ selected: 2 })], { address: null }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('button', { name: 'Proceed to checkout' })).toBeDisabled()
    await expect(
      canvas.getByText("You don't have any product selected. Please a select a product first."),
    ).toBeVisible()
  },
}

export const ErrorBlocked: Story = {
  name: 'Error (a line cannot ship; select all refused)',
  args: { requireAddress: true },
  parameters: {
    souk: {
      routes: {
        'POST cart/change': () => {
          throw fakeFormError('The cart could not be updated.')
        },
      },
      setup: fill([...twoLines, makeCheckoutLines()[2] as CartLine, makeCartLine({ selected: 2 })]),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      canvas.getByText(/This product can not be shipped to California United States/),
    ).toBeVisible()
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select all' }))
    // The cart's actions come with its first call (a page's first load leaves them out).
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('The cart could not be updated.'))
  },
}

export const LongText: Story = {
  parameters: {
    souk: {
      setup: fill(
        [
          makeCartLine({
            quantity: 40,
            flash_product: {
              ...(twoLines[0]?.flash_product as NonNullable<CartLine['flash_product']>),
              selling: 98765.43,
            },
          }),
        ],
        { voucher: { code: 'WELCOME-BACK-SPRING-SUMMER-2024-EXTRA', discount: 1500.5 } },
      ),
    },
  },
}

export const RightToLeft: Story = { globals: { language: 'ar' } }

export const Dark: Story = { globals: { theme: 'dark' } }

/** The checkout step: the button places the order and says so while it runs. */
export const PlacingOrder: Story = {
  args: {
    hideSelectAll: true,
    checkoutLabel: 'Place order',
    busy: true,
    busyLabel: 'Processing your order…',
  },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: /Processing your order/ })
    await expect(button).toHaveAttribute('aria-busy', 'true')
    await userEvent.click(button)
    await expect(args.onCheckout).not.toHaveBeenCalled()
  },
}
