import { SortBy } from '@souk/core'
import { fakeFormError, makeCategoryListingData } from '@souk/core/testing'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, within } from 'storybook/test'
import { StoryCall } from '../Collections/StoryCall'
import { SortSelect, type SortSelectProps } from './SortSelect'

/** The sort order held in state, as a listing page holds it. */
function Stateful(props: SortSelectProps) {
  const [value, setValue] = useState(props.value)
  return (
    <SortSelect
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next)
        props.onChange(next)
      }}
    />
  )
}

const meta = {
  title: 'Listing/SortSelect',
  component: SortSelect,
  args: { value: SortBy.FEATURED, onChange: fn() },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof SortSelect>

export default meta
type Story = StoryObj<typeof meta>

/** A select-only combobox: Down opens, arrows move, Enter picks. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const combobox = within(canvasElement).getByRole('combobox', { name: 'Sort by' })
    combobox.focus()
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}')
    await expect(args.onChange).toHaveBeenCalledWith('price_low_to_high')
    await expect(combobox).toHaveTextContent('Price: low to high')
  },
}

/** Disabled while the listing loads (the order is chosen from the listing call's state). */
export const Loading: Story = {
  render: (args) => (
    <StoryCall call={(souk) => souk.client.catalog.all({ category: 'fashion' })}>
      {({ loading, error }) => <Stateful {...args} disabled={loading} error={error} />}
    </StoryCall>
  ),
  parameters: { souk: { delayMs: 600_000, routes: { 'GET all': makeCategoryListingData() } } },
}

/** Nothing chosen yet: the 'Choose' placeholder. */
export const Empty: Story = { args: { value: null } }

export const ErrorState: Story = {
  name: 'Error',
  render: (args) => (
    <StoryCall
      call={(souk) => souk.client.catalog.all({ category: 'fashion', sortby: args.value ?? undefined })}
    >
      {({ loading, error }) => <Stateful {...args} disabled={loading} error={error} />}
    </StoryCall>
  ),
  parameters: {
    souk: {
      routes: {
        'GET all': () => {
          throw fakeFormError('This order is not available right now.')
        },
      },
    },
  },
  play: async ({ canvasElement }) => {
    const combobox = within(canvasElement).getByRole('combobox', { name: 'Sort by' })
    await expect(
      await within(canvasElement).findByText('This order is not available right now.'),
    ).toBeVisible()
    await expect(combobox).toHaveAccessibleDescription('This order is not available right now.')
  },
}

export const LongText: Story = {
  args: { label: 'Sort the products of this category by', value: SortBy.AVG_CUSTOMER_REVIEW },
}

export const RightToLeft: Story = { args: { value: SortBy.PRICE_HIGH_TO_LOW }, globals: { language: 'ar' } }

export const Dark: Story = { globals: { theme: 'dark' } }
