import { fakeFormError, makeCategoryListingData, makeSidebarLists } from '@souk/core/testing'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, within } from 'storybook/test'
import { StoryCall } from '../Collections/StoryCall'
import { EMPTY_FILTERS, Filters, type FiltersProps, type FiltersValue } from './Filters'

const lists = makeSidebarLists()

/** The filters with their value held in state, as a listing page holds them. */
function Stateful(props: FiltersProps) {
  const [value, setValue] = useState<FiltersValue>(props.value)
  return (
    <Filters
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
  title: 'Listing/Filters',
  component: Filters,
  args: { ...lists, value: EMPTY_FILTERS, onChange: fn(), layout: 'panel' },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof Filters>

export default meta
type Story = StoryObj<typeof meta>

const fromApi: Story['render'] = (args) => (
  <StoryCall call={(souk) => souk.client.catalog.all({ category: 'fashion', sidebar_data: true })}>
    {({ data, loading, error, retry }) => (
      <Stateful
        {...args}
        brands={data?.brands}
        collections={data?.collections}
        shipping={data?.shipping}
        loading={loading}
        error={error}
        onRetry={retry}
      />
    )}
  </StoryCall>
)

/** Brand, collection and delivery checkboxes, a minimum rating and a price range, each group a disclosure. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Atlas' }))
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...EMPTY_FILTERS, brand: [2] })
    await userEvent.click(canvas.getByRole('radio', { name: '4 stars & up' }))
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...EMPTY_FILTERS, brand: [2], rating: 4 })
    await userEvent.click(canvas.getByRole('button', { name: 'Collections' }))
    await expect(canvas.getByRole('button', { name: 'Collections' })).toHaveAttribute(
      'aria-expanded',
      'false',
    )
  },
}

/** Filters already set: counts on the groups, 'Clear all filters' enabled. */
export const WithFiltersSet: Story = {
  args: { value: { brand: [1, 3], collection: [], shipping: [3], rating: 3, min: 10, max: 120 } },
}

/** A minimum above the maximum is explained and not applied. */
export const InvalidPriceRange: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByRole('spinbutton', { name: 'Min' }), '90')
    await userEvent.type(canvas.getByRole('spinbutton', { name: 'Max' }), '20')
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }))
    await expect(canvas.getByRole('alert')).toBeVisible()
    await expect(args.onChange).not.toHaveBeenCalled()
  },
}

/** On small screens (and with `layout: 'drawer'`): a 'Filters' button opens the panel in a modal drawer. */
export const Drawer: Story = {
  args: { layout: 'drawer', value: { ...EMPTY_FILTERS, brand: [1] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Filters 1' }))
    const drawer = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Filters' })
    await expect(within(drawer).getByRole('checkbox', { name: 'Nordwind' })).toBeChecked()
  },
}

export const Loading: Story = {
  render: fromApi,
  parameters: { souk: { delayMs: 600_000, routes: { 'GET all': makeCategoryListingData() } } },
}

/** A listing without sidebar lists: only the rating and price groups. */
export const Empty: Story = { args: { brands: null, collections: null, shipping: null } }

export const ErrorState: Story = {
  name: 'Error',
  render: fromApi,
  parameters: {
    souk: {
      routes: {
        'GET all': () => {
          throw fakeFormError('The filters could not be loaded.')
        },
      },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('could not be loaded')
  },
}

export const LongText: Story = {
  args: {
    brands: [
      { id: 1, title: 'The Extraordinarily Long Named Manufacturing Company of Fine Goods and Wares' },
      { id: 2, title: 'Donaudampfschifffahrtsgesellschaftskapitänsmützen' },
      ...Array.from({ length: 10 }, (_, index) => ({ id: index + 3, title: `Brand number ${index + 3}` })),
    ],
  },
}

export const RightToLeft: Story = {
  args: {
    brands: [
      { id: 1, title: 'نورد' },
      { id: 2, title: 'أطلس' },
    ],
    collections: [{ id: 1, title: 'الأكثر مبيعًا' }],
    shipping: [{ id: 1, title: 'توصيل عادي' }],
    value: { ...EMPTY_FILTERS, rating: 2 },
  },
  globals: { language: 'ar' },
}

export const Dark: Story = {
  args: { value: { ...EMPTY_FILTERS, brand: [2], rating: 4 } },
  globals: { theme: 'dark' },
}
