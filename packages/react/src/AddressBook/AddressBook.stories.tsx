import type { Address, AddressInput } from '@souk/core'
import {
  fakeFormError,
  makeAddress,
  makeAddresses,
  makeAddressPage,
  makeCountriesPhones,
  makeLongAddress,
} from '@souk/core/testing'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { ToastRegion } from '../Toast'
import { AddressBook, type AddressBookProps } from './AddressBook'

const routesFor = (addresses: Address[]) => ({
  'GET countries-phones': makeCountriesPhones(),
  'GET user/address/all': makeAddressPage(addresses),
  'POST user/address/action': ({ body }: { body: unknown }) => ({
    ...makeAddress({ id: 900 }),
    ...(body as AddressInput),
  }),
  'DELETE user/address/delete/:id': {},
})

/** The book holding the chosen address, as the shipping page does when it passes `onSelect`. */
function Choosing(props: AddressBookProps) {
  const [value, setValue] = useState<number | null>(null)
  return (
    <AddressBook
      {...props}
      value={value}
      onSelect={(address) => {
        setValue(address.id)
        props.onSelect?.(address)
      }}
    />
  )
}

const meta = {
  title: 'Checkout/AddressBook',
  component: AddressBook,
  parameters: { souk: { routes: routesFor(makeAddresses()) } },
  render: (args: AddressBookProps) => (
    <div style={{ maxInlineSize: '60rem' }}>
      <AddressBook {...args} />
      <ToastRegion />
    </div>
  ),
} satisfies Meta<typeof AddressBook>

export default meta
type Story = StoryObj<typeof meta>

/** Three addresses; delete asks first. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(3))
    const [, camille] = canvas.getAllByRole('listitem')
    await userEvent.click(within(camille as HTMLElement).getByRole('button', { name: 'Delete address' }))
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Delete address' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(2))
  },
}

export const Choose: Story = {
  name: 'Choosing (shipping step)',
  args: { onSelect: fn() },
  render: (args: AddressBookProps) => <Choosing {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    const radios = await canvas.findAllByRole('radio')
    await userEvent.click(radios[0] as HTMLElement)
    await userEvent.keyboard('{ArrowDown}')
    await expect(radios[1]).toBeChecked()
    await expect(args.onSelect).toHaveBeenCalledTimes(2)
  },
}

export const AddInDialog: Story = {
  name: 'Adding (dialog)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(3))
    await userEvent.click(canvas.getByRole('button', { name: 'Add a new address' }))
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Add a new address' })
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveFocus())
  },
}

export const Loading: Story = {
  parameters: { souk: { routes: routesFor(makeAddresses()), delayMs: 60_000 } },
}

export const Empty: Story = {
  parameters: { souk: { routes: routesFor([]) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No address found')).toBeVisible()
  },
}

export const ErrorLoading: Story = {
  name: 'Error (the list cannot be loaded)',
  parameters: {
    souk: {
      routes: {
        'GET user/address/all': () => {
          throw fakeFormError('Please log in to continue.')
        },
      },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Try again' })).toBeVisible()
  },
}

export const LongText: Story = {
  parameters: { souk: { routes: routesFor([makeLongAddress(), makeAddress({ default: 0 })]) } },
}

export const RightToLeft: Story = { globals: { language: 'ar' } }

export const Dark: Story = { globals: { theme: 'dark' } }
