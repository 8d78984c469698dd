import { fakeFormError, makeBanner, makeHomeData, promoArtImage } from '@souk/core/testing'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { StoryCall } from '../Collections/StoryCall'
import { HomeBanners } from './HomeBanners'

const home = makeHomeData()

const meta = {
  title: 'Home/HomeBanners',
  component: HomeBanners,
  args: { banners: home.banners },
} satisfies Meta<typeof HomeBanners>

export default meta
type Story = StoryObj<typeof meta>

const fromApi: Story['render'] = (args) => (
  <StoryCall call={(souk) => souk.client.catalog.home()}>
    {({ data, loading, error, retry }) => (
      <HomeBanners {...args} banners={data?.banners ?? []} loading={loading} error={error} onRetry={retry} />
    )}
  </StoryCall>
)

/** Slots 1 to 6; the review-area and private banners of the same reply are left out. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole('link')
    await expect(links).toHaveLength(6)
    await expect(links[5]).toHaveAttribute('href', 'https://example.com/partners')
  },
}

/** Two slots of one block, as placed between other home sections. */
export const TwoSlots: Story = { args: { slots: [1, 2] } }

export const Loading: Story = {
  render: fromApi,
  parameters: { souk: { delayMs: 600_000, routes: { 'GET home': home } } },
}

export const Empty: Story = { args: { banners: [] } }

export const ErrorState: Story = {
  name: 'Error',
  render: fromApi,
  parameters: {
    souk: {
      routes: {
        'GET home': () => {
          throw fakeFormError('The banners could not be loaded.')
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
    banners: [
      makeBanner({
        type: 1,
        title: 'A banner whose title is a whole sentence about the summer sale on every category of the shop',
        subtitle: 'And a line under it about the prices, the sellers and the delivery',
        button: 'Shop the summer sale',
        image: promoArtImage(1000, 400, 40),
      }),
    ],
  },
}

export const RightToLeft: Story = {
  args: {
    banners: [
      makeBanner({
        type: 1,
        title: 'تقنية بسعر أقل',
        subtitle: 'تخفيضات الصيف: خصم يصل إلى 40٪ على الإلكترونيات',
        button: 'تسوّق الآن',
        image: promoArtImage(1000, 400, 40),
      }),
      makeBanner({
        type: 2,
        title: 'توصيل مجاني هذا الأسبوع',
        subtitle: 'على كل طلب تزيد قيمته على 50 دولارًا',
        button: 'اعرف التفاصيل',
        image: promoArtImage(1000, 400, 200),
      }),
    ],
  },
  globals: { language: 'ar' },
}

export const Dark: Story = { globals: { theme: 'dark' } }
