import { fakeFormError, makeCollection, makeCollectionCard, makeHomeData } from '@souk/core/testing'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { Collections } from './Collections'
import { StoryCall } from './StoryCall'

const home = makeHomeData()

const meta = {
  title: 'Home/Collections',
  component: Collections,
  args: { collections: home.collections },
} satisfies Meta<typeof Collections>

export default meta
type Story = StoryObj<typeof meta>

const fromApi: Story['render'] = (args) => (
  <StoryCall call={(souk) => souk.client.catalog.home()}>
    {({ data, loading, error, retry }) => (
      <Collections
        {...args}
        collections={data?.collections ?? []}
        loading={loading}
        error={error}
        onRetry={retry}
      />
    )}
  </StoryCall>
)

/** One titled section per collection with its cards and a 'See all' link (an empty one keeps its link). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const section = within(canvasElement).getByRole('region', { name: 'Best sellers' })
    await expect(within(section).getByRole('link', { name: 'See all' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/best-sellers\/collection\?collection=\d+$/),
    )
  },
}

export const Loading: Story = {
  render: fromApi,
  parameters: { souk: { delayMs: 600_000, routes: { 'GET home': home } } },
}

export const Empty: Story = { args: { collections: [] } }

export const ErrorState: Story = {
  name: 'Error',
  render: fromApi,
  parameters: {
    souk: {
      routes: {
        'GET home': () => {
          throw fakeFormError('The collections could not be loaded.')
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
    collections: [
      makeCollection({
        title: 'Handpicked treasures from independent makers across the whole country this season',
        product_collections: [
          makeCollectionCard({
            title: 'An extraordinarily long product name that will not fit on two lines of a card at all',
          }),
          makeCollectionCard({ title: 'Short' }),
        ],
      }),
    ],
  },
}

export const RightToLeft: Story = {
  args: {
    collections: [
      makeCollection({
        title: 'الأكثر مبيعًا',
        product_collections: [
          makeCollectionCard({ title: 'قميص قطني', offered: 80 }),
          makeCollectionCard({ title: 'حقيبة جلدية', offered: 0 }),
        ],
      }),
    ],
  },
  globals: { language: 'ar' },
}

export const Dark: Story = { globals: { theme: 'dark' } }
