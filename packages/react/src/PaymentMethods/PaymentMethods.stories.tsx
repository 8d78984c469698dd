import type { MobileWallet, PaymentMethod } from '@souk/core'
import { fakeFormError, makeDisabledPaymentGateway, makePaymentGateway } from '@souk/core/testing'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, within } from 'storybook/test'
import { PaymentMethods, type PaymentMethodsProps } from './PaymentMethods'

/** The list holding its own choice, as the checkout page does. */
function Stateful(props: PaymentMethodsProps) {
  const [choice, setChoice] = useState<{
    method: PaymentMethod | null | undefined
    wallet?: MobileWallet | null
  }>({
    method: props.value,
    wallet: props.wallet,
  })
  return (
    <div style={{ maxInlineSize: '48rem' }}>
      <PaymentMethods
        {...props}
        value={choice.method}
        wallet={choice.wallet}
        onChange={(method, wallet) => {
          setChoice({ method, wallet })
          props.onChange(method, wallet)
        }}
      />
    </div>
  )
}

const meta = {
  title: 'Checkout/PaymentMethods',
  component: PaymentMethods,
  args: { value: null, onChange: fn() },
  parameters: { souk: { routes: { 'GET payment-gateway': makePaymentGateway() } } },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof PaymentMethods>

export default meta
type Story = StoryObj<typeof meta>

/** Loaded from `payment-gateway`; the arrow keys move through the methods. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('radio', { name: /Cash on delivery/ }))
    await userEvent.keyboard('{ArrowDown}')
    await expect(canvas.getByRole('radio', { name: /Bank transfer/ })).toBeChecked()
    await expect(args.onChange).toHaveBeenLastCalledWith(7, undefined)
  },
}

export const Loading: Story = {
  parameters: { souk: { routes: { 'GET payment-gateway': makePaymentGateway() }, delayMs: 60_000 } },
}

export const Empty: Story = {
  name: 'Empty (no method enabled)',
  args: { gateway: makeDisabledPaymentGateway() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No payment method currently available')).toBeVisible()
  },
}

export const ErrorLoading: Story = {
  name: 'Error (the gateway cannot be loaded)',
  parameters: {
    souk: {
      routes: {
        'GET payment-gateway': () => {
          throw fakeFormError('The payment service is not answering.')
        },
      },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Try again' })).toBeVisible()
  },
}

export const SomeDisabled: Story = {
  name: 'Some methods disabled',
  args: {
    gateway: makePaymentGateway({ stripe: 0, paypal: 0, iyzico_payment: 0, enzona: 0 }),
    value: 50,
    wallet: 'transfermovil',
  },
}

export const LongText: Story = {
  name: 'Long text (French, narrow)',
  globals: { language: 'fr' },
  args: { gateway: makePaymentGateway(), value: 2 },
  render: (args) => (
    <div style={{ maxInlineSize: '16rem' }}>
      <Stateful {...args} />
    </div>
  ),
}

export const RightToLeft: Story = {
  globals: { language: 'ar' },
  args: { gateway: makePaymentGateway(), value: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const radios = canvas.getAllByRole('radio')
    ;(radios[0] as HTMLElement).focus()
    await userEvent.keyboard('{ArrowLeft}')
    await expect(radios[1]).toBeChecked()
  },
}

export const Dark: Story = { globals: { theme: 'dark' }, args: { gateway: makePaymentGateway(), value: 7 } }
