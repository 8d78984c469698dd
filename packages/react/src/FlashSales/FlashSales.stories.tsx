import { fakeFormError, fixtureApiTime, makeFlashCard, makeFlashSale, makeHomeData } from '@souk/core/testing'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, waitFor, within } from 'storybook/test'
import { StoryCall } from '../Collections/StoryCall'
import { FlashSales } from './FlashSales'

const home = makeHomeData()

const meta = {
  title: 'Home/FlashSales',
  component: FlashSales,
  args: { sales: home.flash_sales, onSaleEnd: fn() },
} satisfies Meta<typeof FlashSales>

export default meta
type Story = StoryObj<typeof meta>

const fromApi: Story['render'] = (args) => (
  <StoryCall call={(souk) => souk.client.catalog.home()}>
    {({ data, loading, error, retry }) => (
      <FlashSales {...args} sales={data?.flash_sales ?? []} loading={loading} error={error} onRetry={retry} />
    )}
  </StoryCall>
)

/** Each running sale with its countdown, its products at the flash price and a link to the sale's page. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const section = within(canvasElement).getByRole('region', { name: 'Weekend flash sale' })
    await expect(within(section).getByRole('timer')).toHaveTextContent('Ends in')
    await expect(within(section).getByText('Current price: $60.00')).toBeInTheDocument()
  },
}

/** Reaches zero: the products go (their flash price no longer holds) and onSaleEnd is called. */
export const Ending: Story = {
  render: function EndingSoon(args) {
    // The end is fixed when the story first renders, 2.5 s ahead.
    const [sales] = useState(() => [
      makeFlashSale({ title: 'Last-minute deals', end_time: fixtureApiTime(2500) }),
    ])
    return <FlashSales {...args} sales={sales} />
  },
  play: async ({ args, canvasElement }) => {
    const section = within(canvasElement).getByRole('region', { name: 'Last-minute deals' })
    await waitFor(() => expect(section).toHaveTextContent('This sale has ended.'), { timeout: 5000 })
    await expect(within(section).queryAllByRole('listitem')).toHaveLength(0)
    await expect(args.onSaleEnd).toHaveBeenCalledOnce()
  },
}

/** 21 placeholder cards while the sales load. */
export const Loading: Story = {
  render: fromApi,
  parameters: { souk: { delayMs: 600_000, routes: { 'GET home': home } } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('.souk-shimmer__card')).toHaveLength(21)
  },
}

export const Empty: Story = { args: { sales: [] } }

export const ErrorState: Story = {
  name: 'Error',
  render: fromApi,
  parameters: {
    souk: {
      routes: {
        'GET home': () => {
          throw fakeFormError('The flash sales could not be loaded.')
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
    sales: [
      makeFlashSale({
        title: 'The biggest end-of-season clearance flash sale of the year on every category of the shop',
        public_products: [
          makeFlashCard({
            title: 'A product name so long that it needs to be cut after two lines of text on a card',
          }),
        ],
      }),
    ],
  },
}

export const RightToLeft: Story = {
  args: {
    sales: [
      makeFlashSale({
        title: 'تخفيضات نهاية الأسبوع',
        public_products: [
          makeFlashCard({ title: 'قميص كتان' }),
          makeFlashCard({ title: 'كوب خزفي', price: 9 }),
        ],
      }),
    ],
  },
  globals: { language: 'ar' },
}

export const Dark: Story = { globals: { theme: 'dark' } }
