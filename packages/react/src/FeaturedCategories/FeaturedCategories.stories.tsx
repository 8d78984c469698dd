import { fakeFormError, makeCategory, makeHomeData } from '@souk/core/testing'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { StoryCall } from '../Collections/StoryCall'
import { FeaturedCategories } from './FeaturedCategories'

const home = makeHomeData()

const meta = {
  title: 'Home/FeaturedCategories',
  component: FeaturedCategories,
  args: { categories: home.featured_categories },
} satisfies Meta<typeof FeaturedCategories>

export default meta
type Story = StoryObj<typeof meta>

const fromApi: Story['render'] = (args) => (
  <StoryCall call={(souk) => souk.client.catalog.home()}>
    {({ data, loading, error, retry }) => (
      <FeaturedCategories
        {...args}
        categories={data?.featured_categories ?? []}
        loading={loading}
        error={error}
        onRetry={retry}
      />
    )}
  </StoryCall>
)

/** Twelve categories, each an image and a title linking to its listing. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('link', { name: 'Home & garden' })).toHaveAttribute(
      'href',
      '/all/home-garden',
    )
  },
}

export const Loading: Story = {
  render: fromApi,
  parameters: { souk: { delayMs: 600_000, routes: { 'GET home': home } } },
}

export const Empty: Story = { args: { categories: [] } }

export const ErrorState: Story = {
  name: 'Error',
  render: fromApi,
  parameters: {
    souk: {
      routes: {
        'GET home': () => {
          throw fakeFormError('The categories could not be loaded.')
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
    categories: [
      makeCategory({ title: 'Kitchen, dining and everything you need for entertaining guests at home' }),
      makeCategory({ title: 'Haushaltsgerätezubehörersatzteile' }),
      makeCategory({ title: 'Toys' }),
    ],
  },
}

export const RightToLeft: Story = {
  args: {
    categories: [
      makeCategory({ title: 'أزياء', slug: 'fashion' }),
      makeCategory({ title: 'إلكترونيات', slug: 'electronics' }),
      makeCategory({ title: 'المنزل والحديقة', slug: 'home-garden' }),
    ],
  },
  globals: { language: 'ar' },
}

export const Dark: Story = { globals: { theme: 'dark' } }
