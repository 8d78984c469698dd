import { fakeFormError, makePaymentGateway } from '@souk/core/testing'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { useSouk } from '../SoukProvider'
import { BankTransferForm, type BankTransferFormProps } from './BankTransferForm'

/** The verification screen as the page wires it: the id goes to `order/transaction`. */
function Wired(props: BankTransferFormProps) {
  const souk = useSouk()
  return (
    <BankTransferForm
      {...props}
      onSubmit={async (transId) => {
        props.onSubmit(transId)
        await souk.client.orders.transaction({ id: 42, trans_id: transId })
      }}
    />
  )
}

const meta = {
  title: 'Checkout/BankTransferForm',
  component: BankTransferForm,
  args: { onSubmit: fn(), amount: 166, orderCode: '20240503XY9Z142' },
  parameters: {
    souk: { routes: { 'GET payment-gateway': makePaymentGateway(), 'POST order/transaction': 1 } },
  },
  render: (args) => <Wired {...args} />,
} satisfies Meta<typeof BankTransferForm>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('First Souk Bank')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Submit for verification' }))
    await expect(canvas.getByRole('textbox', { name: 'Transaction ID' })).toHaveAccessibleDescription(
      'Transaction ID is required',
    )
    await userEvent.type(canvas.getByRole('textbox', { name: 'Transaction ID' }), 'TX-88412')
    await userEvent.click(canvas.getByRole('button', { name: 'Submit for verification' }))
    await expect(await canvas.findByText('Payment data submitted successfully')).toBeVisible()
    await expect(args.onSubmit).toHaveBeenCalledWith('TX-88412')
  },
}

export const Loading: Story = {
  parameters: { souk: { routes: { 'GET payment-gateway': makePaymentGateway() }, delayMs: 60_000 } },
}

export const Empty: Story = {
  name: 'Empty (bank details missing)',
  args: {
    gateway: makePaymentGateway({
      bank_name: null,
      account_name: null,
      account_number: null,
      branch_name: null,
    }),
  },
}

export const ErrorRefused: Story = {
  name: 'Error (refused)',
  args: { gateway: makePaymentGateway() },
  parameters: {
    souk: {
      routes: {
        'POST order/transaction': () => {
          throw fakeFormError('This order does not belong to you.')
        },
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByRole('textbox', { name: 'Transaction ID' }), 'TX-1')
    await userEvent.click(canvas.getByRole('button', { name: 'Submit for verification' }))
    await expect(await canvas.findByText('This order does not belong to you.')).toBeVisible()
  },
}

export const MobileWallet: Story = {
  name: 'Mobile transfer (Transfermovil)',
  args: { gateway: makePaymentGateway(), wallet: 'transfermovil' },
}

export const LongText: Story = {
  args: {
    amount: 98765432.1,
    gateway: makePaymentGateway({
      bank_name: 'The First Cooperative Bank of Independent Makers, Sellers and Craftspeople',
      account_name: 'Souk Marketplace International Holdings Limited Liability Company',
      account_number: 'GB29 NWBK 6016 1331 9268 19 0000 0000 0000 1234',
      branch_name: 'Old Market Street and Riverside Crossing, Second Floor',
    }),
  },
}

export const RightToLeft: Story = { globals: { language: 'ar' }, args: { gateway: makePaymentGateway() } }

export const Dark: Story = { globals: { theme: 'dark' }, args: { gateway: makePaymentGateway() } }
