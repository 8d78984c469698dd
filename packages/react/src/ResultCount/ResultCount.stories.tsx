import {
  fakeFormError,
  makeCatalogPaginator,
  makeCategoryListingData,
  makeListingCards,
} from '@souk/core/testing'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { StoryCall } from '../Collections/StoryCall'
import { ResultCount } from './ResultCount'

const listing = makeCategoryListingData({}, { page: 2, total: 95 })

const meta = {
  title: 'Listing/ResultCount',
  component: ResultCount,
  args: { paginator: listing.result },
} satisfies Meta<typeof ResultCount>

export default meta
type Story = StoryObj<typeof meta>

const fromApi: Story['render'] = (args) => (
  <StoryCall call={(souk) => souk.client.catalog.all({ category: 'fashion', page: 2 })}>
    {({ data, loading }) => <ResultCount {...args} paginator={data?.result} loading={loading} />}
  </StoryCall>
)

/** A polite status: 'Showing 31–60 of 95'. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Showing 31–60 of 95')
  },
}

/** Everything on one page: the count with its plural. */
export const OnePage: Story = { args: { paginator: makeCatalogPaginator(makeListingCards(1)) } }

export const Loading: Story = {
  render: fromApi,
  parameters: { souk: { delayMs: 600_000, routes: { 'GET all': listing } } },
}

export const Empty: Story = { args: { paginator: makeCatalogPaginator([]) } }

/** The listing failed: no count (the listing shows the error). */
export const ErrorState: Story = {
  name: 'Error',
  render: fromApi,
  parameters: {
    souk: {
      routes: {
        'GET all': () => {
          throw fakeFormError('The products could not be loaded.')
        },
      },
    },
  },
}

export const LongText: Story = {
  args: { paginator: makeCatalogPaginator(makeListingCards(30), { page: 3334, total: 123_456_789 }) },
}

export const RightToLeft: Story = {
  args: { paginator: makeCatalogPaginator(makeListingCards(2)) },
  globals: { language: 'ar' },
}

export const Dark: Story = { globals: { theme: 'dark' } }
