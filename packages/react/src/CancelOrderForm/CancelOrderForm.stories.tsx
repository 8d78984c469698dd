import { fakeFormError } from '@souk/core/testing'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { useSouk } from '../SoukProvider'
import { CancelOrderForm, type CancelOrderFormProps } from './CancelOrderForm'

/** The form as the order page wires it: the cancellation goes to `cancellation/cancel-order`. */
function Wired(props: CancelOrderFormProps) {
  const souk = useSouk()
  return (
    <div style={{ maxInlineSize: '32rem', minBlockSize: '30rem' }}>
      <CancelOrderForm
        {...props}
        onSubmit={async (input) => {
          props.onSubmit(input)
          await souk.client.orders.cancel({ order_id: 9, ...input })
        }}
      />
    </div>
  )
}

const meta = {
  title: 'Checkout/CancelOrderForm',
  component: CancelOrderForm,
  args: { order: { status: 1, cancelled: 0 }, onSubmit: fn(), onCancel: fn() },
  parameters: {
    souk: { routes: { 'POST cancellation/cancel-order': { result: { cancelled: true, order_id: 9 } } } },
  },
  render: (args) => <Wired {...args} />,
} satisfies Meta<typeof CancelOrderForm>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('combobox', { name: 'Why do you want to cancel?' }))
    await userEvent.click(canvas.getByRole('option', { name: 'I ordered the wrong item' }))
    await userEvent.type(canvas.getByRole('textbox', { name: 'Message' }), 'I meant the blue one.')
    await userEvent.click(canvas.getByRole('button', { name: 'Yes, cancel order' }))
    await expect(await canvas.findByText('Your order has been cancelled.')).toBeVisible()
    await expect(args.onSubmit).toHaveBeenCalledWith({
      title: 'I ordered the wrong item',
      message: 'I meant the blue one.',
    })
  },
}

export const Loading: Story = {
  parameters: {
    souk: {
      routes: { 'POST cancellation/cancel-order': { result: { cancelled: true, order_id: 9 } } },
      delayMs: 60_000,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('combobox', { name: 'Why do you want to cancel?' }))
    await userEvent.click(canvas.getByRole('option', { name: 'Other reason' }))
    await userEvent.type(canvas.getByRole('textbox', { name: 'Message' }), 'No longer needed.')
    await userEvent.click(canvas.getByRole('button', { name: 'Yes, cancel order' }))
    await expect(canvas.getByRole('button', { name: 'Loading…' })).toHaveAttribute('aria-busy', 'true')
  },
}

export const Empty: Story = {
  name: 'Empty (submitted blank)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Yes, cancel order' }))
    await expect(canvas.getByRole('combobox', { name: 'Why do you want to cancel?' })).toHaveFocus()
    await expect(canvas.getByText('Message is required')).toBeVisible()
  },
}

export const ErrorRefused: Story = {
  name: 'Error (refused)',
  parameters: {
    souk: {
      routes: {
        'POST cancellation/cancel-order': () => {
          throw fakeFormError("This order can't be cancelled any more.")
        },
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('combobox', { name: 'Why do you want to cancel?' }))
    await userEvent.click(canvas.getByRole('option', { name: 'I changed my mind' }))
    await userEvent.type(canvas.getByRole('textbox', { name: 'Message' }), 'Sorry.')
    await userEvent.click(canvas.getByRole('button', { name: 'Yes, cancel order' }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      "This order can't be cancelled any more.",
    )
  },
}

export const NotPending: Story = {
  name: 'Not offered (already confirmed)',
  args: { order: { status: 2, cancelled: 0 } },
}

export const LongText: Story = { name: 'Long text (Turkish)', globals: { language: 'tr' } }

export const RightToLeft: Story = { globals: { language: 'ar' } }

export const Dark: Story = { globals: { theme: 'dark' } }
