import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { Dropdown, type DropdownOption, type DropdownProps } from './Dropdown'

const countries: DropdownOption[] = [
  { value: 'af', label: 'Afghanistan' },
  { value: 'dz', label: 'Algeria' },
  { value: 'fr', label: 'France' },
  { value: 'de', label: 'Germany' },
  { value: 'gh', label: 'Ghana' },
  { value: 'in', label: 'India' },
  { value: 'ma', label: 'Morocco' },
  { value: 'sa', label: 'Saudi Arabia' },
  { value: 'tr', label: 'Türkiye' },
  { value: 'ae', label: 'United Arab Emirates' },
  { value: 'gb', label: 'United Kingdom' },
  { value: 'us', label: 'United States' },
]

/** A dropdown holding its own value (stories show it as a host would use it). */
function Stateful(props: DropdownProps) {
  const [value, setValue] = useState(props.value)
  return (
    <div style={{ maxInlineSize: '20rem', minBlockSize: '28rem' }}>
      <Dropdown
        {...props}
        value={value}
        onChange={(next) => {
          setValue(next)
          props.onChange(next)
        }}
      />
    </div>
  )
}

const meta = {
  title: 'Primitives/Dropdown',
  component: Dropdown,
  args: { label: 'Country', options: countries, value: null, onChange: fn() },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof Dropdown<string>>

export default meta
type Story = StoryObj<typeof meta>

/** Keyboard: Down Arrow opens, arrows move, typeahead jumps, Enter selects. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    const combobox = canvas.getByRole('combobox', { name: 'Country' })
    await expect(combobox).toHaveTextContent('Choose')
    combobox.focus()
    await userEvent.keyboard('{ArrowDown}')
    await expect(combobox).toHaveAttribute('aria-expanded', 'true')
    await userEvent.keyboard('{ArrowDown}{ArrowDown}')
    await userEvent.keyboard('m')
    await userEvent.keyboard('{Enter}')
    await expect(args.onChange).toHaveBeenCalledWith('ma')
    await expect(combobox).toHaveTextContent('Morocco')
    await expect(combobox).toHaveFocus()
  },
}

export const Selected: Story = { args: { value: 'tr' } }

export const Open: Story = {
  args: { value: 'fr' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('combobox', { name: 'Country' }))
  },
}

/** The search box filters the options; Enter picks the first match. */
export const Searchable: Story = {
  args: { searchable: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('combobox', { name: 'Country' }))
    const search = canvas.getByRole('combobox', { name: 'Search' })
    await waitFor(() => expect(search).toHaveFocus())
    await userEvent.type(search, 'united')
    await expect(canvas.getAllByRole('option')).toHaveLength(3)
    await userEvent.keyboard('{ArrowDown}{Enter}')
    await expect(args.onChange).toHaveBeenCalledWith('gb')
  },
}

export const Loading: Story = {
  args: { options: [], loading: true },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('combobox', { name: 'Country' }))
  },
}

export const Empty: Story = {
  args: { options: [], searchable: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('combobox', { name: 'Country' }))
    await expect(canvas.getByRole('status')).toHaveTextContent('No matches')
  },
}

export const WithError: Story = { args: { error: 'Please select a country.', required: true } }

export const Disabled: Story = { args: { disabled: true, value: 'fr' } }

export const LongText: Story = {
  args: {
    label: 'Delivery option for the items sold by this seller',
    value: 'long',
    options: [
      {
        value: 'long',
        label: 'Express delivery to your door within two working days, signature required on arrival',
      },
      { value: 'short', label: 'Standard' },
    ],
  },
}

export const RightToLeft: Story = {
  args: {
    label: 'الدولة',
    options: [
      { value: 'eg', label: 'مصر' },
      { value: 'sa', label: 'السعودية' },
      { value: 'ma', label: 'المغرب' },
    ],
    value: 'sa',
    searchable: true,
  },
  globals: { language: 'ar' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('combobox', { name: 'الدولة' }))
  },
}

export const Dark: Story = {
  args: { value: 'in' },
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('combobox', { name: 'Country' }))
  },
}
