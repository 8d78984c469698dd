import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { Button } from '../Button'
import { Shimmer } from '../Shimmer'
import { Dialog, type DialogProps } from './Dialog'

/** A button opening the dialog, as a host page would. */
function WithOpener(props: DialogProps) {
  const [open, setOpen] = useState(props.open)
  const close = () => {
    setOpen(false)
    props.onClose()
  }
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Delete address
      </Button>
      <Dialog
        {...props}
        open={open}
        onClose={close}
        footer={
          props.footer ?? (
            <>
              <Button variant="ghost" onClick={close}>
                Cancel
              </Button>
              <Button variant="danger" onClick={close}>
                Delete
              </Button>
            </>
          )
        }
      />
    </>
  )
}

const meta = {
  title: 'Primitives/Dialog',
  component: Dialog,
  args: {
    open: false,
    onClose: fn(),
    title: 'Delete address',
    description: 'Are you sure you want to delete this address?',
    children: <p>12 Rue de la Paix, 75002 Paris, France</p>,
  },
  render: (args) => <WithOpener {...args} />,
} satisfies Meta<typeof Dialog>

export default meta
type Story = StoryObj<typeof meta>

/** Focus moves in, Tab cycles inside, Escape closes and focus returns to the opener. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body)
    const opener = page.getByRole('button', { name: 'Delete address' })
    await userEvent.click(opener)
    const dialog = await page.findByRole('dialog', { name: 'Delete address' })
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' })
    await waitFor(() => expect(cancel).toHaveFocus())
    await userEvent.tab()
    await userEvent.tab()
    await expect(within(dialog).getByRole('button', { name: 'Close dialog' })).toHaveFocus()
    await userEvent.keyboard('{Escape}')
    await expect(args.onClose).toHaveBeenCalledOnce()
    await expect(opener).toHaveFocus()
  },
}

export const Open: Story = { args: { open: true } }

export const Loading: Story = { args: { open: true, children: <Shimmer variant="line" count={3} /> } }

export const WithError: Story = {
  args: {
    open: true,
    title: 'Cancel order',
    description: undefined,
    children: (
      <p role="alert" style={{ color: 'var(--souk-color-danger)', margin: 0 }}>
        Only pending orders can be cancelled.
      </p>
    ),
  },
}

export const LongText: Story = {
  args: {
    open: true,
    size: 'lg',
    title: 'Terms and conditions of the marketplace, the sellers and the delivery partners',
    description: undefined,
    children: (
      <div>
        {Array.from({ length: 14 }, (_, index) => `section-${index + 1}`).map((key, index) => (
          <p key={key}>
            Section {index + 1}. Every seller ships from their own warehouse; delivery times and return rules
            depend on the seller and are shown on each product page before you order.
          </p>
        ))}
      </div>
    ),
  },
}

export const RightToLeft: Story = {
  args: {
    open: true,
    title: 'حذف العنوان',
    description: 'هل أنت متأكد من حذف هذا العنوان؟',
    children: <p>شارع الملك فهد، الرياض</p>,
  },
  globals: { language: 'ar' },
}

export const Dark: Story = { args: { open: true }, globals: { theme: 'dark' } }
