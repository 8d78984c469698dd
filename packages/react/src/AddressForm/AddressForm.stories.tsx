import type { AddressInput } from '@souk/core'
import { fakeFormError, makeAddress, makeCountriesPhones, makeLongAddress } from '@souk/core/testing'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { ToastRegion } from '../Toast'
import { AddressForm, type AddressFormProps } from './AddressForm'

const routes = {
  'GET countries-phones': makeCountriesPhones(),
  'POST user/address/action': ({ body }: { body: unknown }) => ({
    ...makeAddress({ id: 501 }),
    ...(body as AddressInput),
  }),
}

const meta = {
  title: 'Checkout/AddressForm',
  component: AddressForm,
  args: { onSaved: fn(), onCancel: fn() },
  parameters: { souk: { routes } },
  // The stories start on the shop's country: no language region to guess the shopper's from (the browser's
  // en-US would choose the United States; the machine's time zone is UTC, which names no country).
  beforeEach: () => {
    Object.defineProperty(navigator, 'languages', { configurable: true, get: () => [] })
    return () => {
      Reflect.deleteProperty(navigator, 'languages')
    }
  },
  render: (args: AddressFormProps) => (
    <div style={{ maxInlineSize: '40rem', minBlockSize: '40rem' }}>
      <AddressForm {...args} />
      <ToastRegion />
    </div>
  ),
} satisfies Meta<typeof AddressForm>

export default meta
type Story = StoryObj<typeof meta>

/** A new address in the default country (Afghanistan, Badakhshan); the phone gets the +93 dial code. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await waitFor(() =>
      expect(canvas.getByRole('combobox', { name: 'Country' })).toHaveTextContent('Afghanistan'),
    )
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), 'Ada Lovelace')
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'ada@example.com')
    await userEvent.type(canvas.getByRole('textbox', { name: 'Phone' }), '700 123 456')
    await userEvent.type(canvas.getByRole('textbox', { name: 'City' }), 'Fayzabad')
    await userEvent.type(canvas.getByRole('textbox', { name: 'ZIP / Postal code' }), '3701')
    await userEvent.type(canvas.getByRole('textbox', { name: 'Address line 1' }), '1 Bazaar Road')
    await userEvent.click(canvas.getByRole('button', { name: 'Save address' }))
    await waitFor(() =>
      expect(args.onSaved).toHaveBeenCalledWith(expect.objectContaining({ phone: '+93 700 123 456' })),
    )
    await expect(await canvas.findByText('Address added successfully.')).toBeVisible()
  },
}

export const Loading: Story = {
  name: 'Loading (countries on their way)',
  parameters: { souk: { routes, delayMs: 60_000 } },
}

export const Empty: Story = {
  name: 'Empty (submitted blank: every message)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await waitFor(() =>
      expect(canvas.getByRole('combobox', { name: 'Country' })).toHaveTextContent('Afghanistan'),
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Save address' }))
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveFocus()
    await expect(canvas.getByText('Name is required')).toBeVisible()
    await expect(canvas.getByText('Address line 1 is required')).toBeVisible()
  },
}

export const ErrorRefused: Story = {
  name: 'Error (the server refuses)',
  args: { address: makeAddress({ id: 7 }) },
  parameters: {
    souk: {
      routes: {
        ...routes,
        'POST user/address/action': () => {
          throw fakeFormError('The country must be 2 characters.')
        },
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await waitFor(() =>
      expect(canvas.getByRole('combobox', { name: 'Country' })).toHaveTextContent('United States'),
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Save address' }))
    await waitFor(() =>
      expect(canvasElement.querySelector('.souk-address-form__form-error')).toHaveTextContent(
        'The country must be 2 characters.',
      ),
    )
  },
}

export const LongText: Story = {
  name: 'Long text (editing)',
  args: { address: makeLongAddress({ country: 'FR', state: 'PAC' }) },
}

export const RightToLeft: Story = {
  globals: { language: 'ar' },
  args: {
    address: makeAddress({
      name: 'نورة العتيبي',
      country: 'SA',
      state: '01',
      city: 'الرياض',
      phone: '+966 50 123 4567',
    }),
  },
}

export const Dark: Story = { globals: { theme: 'dark' } }
