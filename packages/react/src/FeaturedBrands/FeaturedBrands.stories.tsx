import { fakeFormError, makeBrand, makeHomeData } from '@souk/core/testing'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { StoryCall } from '../Collections/StoryCall'
import { FeaturedBrands } from './FeaturedBrands'

const home = makeHomeData()

const meta = {
  title: 'Home/FeaturedBrands',
  component: FeaturedBrands,
  args: { brands: home.featured_brands },
} satisfies Meta<typeof FeaturedBrands>

export default meta
type Story = StoryObj<typeof meta>

const fromApi: Story['render'] = (args) => (
  <StoryCall call={(souk) => souk.client.catalog.home()}>
    {({ data, loading, error, retry }) => (
      <FeaturedBrands
        {...args}
        brands={data?.featured_brands ?? []}
        loading={loading}
        error={error}
        onRetry={retry}
      />
    )}
  </StoryCall>
)

/** Fifteen brand logos, each named by its brand and linking to the brand's listing. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getAllByRole('img')).toHaveLength(15)
    await expect(canvas.getByRole('link', { name: 'Atlas' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/atlas\/brand\?brand=\d+$/),
    )
  },
}

export const Loading: Story = {
  render: fromApi,
  parameters: { souk: { delayMs: 600_000, routes: { 'GET home': home } } },
}

export const Empty: Story = { args: { brands: [] } }

export const ErrorState: Story = {
  name: 'Error',
  render: fromApi,
  parameters: {
    souk: {
      routes: {
        'GET home': () => {
          throw fakeFormError('The brands could not be loaded.')
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
    brands: [makeBrand({ title: 'The Extraordinarily Long Named Manufacturing Company of Fine Goods' })],
    title: 'Brands our customers keep coming back for, season after season, year after year',
  },
}

export const RightToLeft: Story = {
  args: { brands: [makeBrand({ title: 'نورد' }), makeBrand({ title: 'أطلس' })] },
  globals: { language: 'ar' },
}

export const Dark: Story = { globals: { theme: 'dark' } }
