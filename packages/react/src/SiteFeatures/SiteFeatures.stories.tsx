import { fakeFormError, makeHomeData, makeSiteFeature } from '@souk/core/testing'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { StoryCall } from '../Collections/StoryCall'
import { SiteFeatures } from './SiteFeatures'

const home = makeHomeData()

const meta = {
  title: 'Home/SiteFeatures',
  component: SiteFeatures,
  args: { features: home.site_features },
} satisfies Meta<typeof SiteFeatures>

export default meta
type Story = StoryObj<typeof meta>

const fromApi: Story['render'] = (args) => (
  <StoryCall call={(souk) => souk.client.catalog.home()}>
    {({ data, loading, error, retry }) => (
      <SiteFeatures
        {...args}
        features={data?.site_features ?? []}
        loading={loading}
        error={error}
        onRetry={retry}
      />
    )}
  </StoryCall>
)

/** The shop's HTML details in a responsive row, under a visually hidden heading. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const section = within(canvasElement).getByRole('region', { name: 'Why shop with us' })
    await expect(within(section).getAllByRole('listitem')).toHaveLength(4)
  },
}

export const WithTitle: Story = { args: { showTitle: true } }

export const Loading: Story = {
  render: fromApi,
  parameters: { souk: { delayMs: 600_000, routes: { 'GET home': home } } },
}

export const Empty: Story = { args: { features: [] } }

export const ErrorState: Story = {
  name: 'Error',
  render: fromApi,
  parameters: {
    souk: {
      routes: {
        'GET home': () => {
          throw fakeFormError('The home page could not be loaded.')
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
    features: [
      makeSiteFeature({
        detail:
          '<p><strong>Delivery to every corner of the country, including the islands</strong><br>Orders placed before noon on a working day leave our partners’ warehouses the very same afternoon</p>',
      }),
      makeSiteFeature({ detail: '<p><strong>Supercalifragilisticexpialidociousreturns</strong></p>' }),
    ],
  },
}

export const RightToLeft: Story = {
  args: {
    features: [
      makeSiteFeature({ detail: '<p><strong>توصيل مجاني</strong><br>للطلبات فوق 50 دولارًا</p>' }),
      makeSiteFeature({ detail: '<p><strong>إرجاع سهل</strong><br>30 يومًا لتغيير رأيك</p>' }),
      makeSiteFeature({ detail: '<p><strong>دفع آمن</strong><br>بطاقات وباي بال</p>' }),
    ],
  },
  globals: { language: 'ar' },
}

export const Dark: Story = { globals: { theme: 'dark' } }
