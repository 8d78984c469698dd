import type { Souk } from '@souk/core'
import { makeBanner, makeChromeCommon, promoArtImage } from '@souk/core/testing'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { TopBanner } from './TopBanner'

const withBanner = (overrides: Parameters<typeof makeBanner>[0] = {}) => ({
  souk: {
    setup: (souk: Souk) => {
      const common = makeChromeCommon()
      souk.settings.setState({
        common: {
          ...common,
          top_banner: { ...(common.top_banner ?? makeBanner({ type: 8 })), ...overrides },
        },
      })
    },
  },
})

const meta = {
  title: 'Chrome/TopBanner',
  component: TopBanner,
  parameters: withBanner(),
} satisfies Meta<typeof TopBanner>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    // The headline, line and call to action are text over the strip's art.
    await expect(within(canvasElement).getByText('See the details')).toBeVisible()
  },
}

export const Closing: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Close banner' }))
    await expect(within(canvasElement).queryByRole('region')).toBeNull()
  },
}

export const NotClosable: Story = { parameters: withBanner({ closable: 2 }) }

export const Private: Story = { parameters: withBanner({ status: 2 }) }

export const LongText: Story = {
  parameters: withBanner({
    title:
      'Free delivery on every order over $50 from any of our two thousand independent sellers this week only',
    subtitle: 'Our sellers ship for free until Sunday, whatever the size of the parcel and wherever it goes',
    image: promoArtImage(1920, 120, 18),
  }),
}

export const RightToLeft: Story = {
  globals: { language: 'ar' },
  parameters: withBanner({
    title: 'توصيل مجاني هذا الأسبوع',
    subtitle: 'على كل طلب تزيد قيمته على 50 دولارًا حتى يوم الأحد',
    button: 'اعرف التفاصيل',
  }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('توصيل مجاني هذا الأسبوع')).toBeVisible()
  },
}

export const Dark: Story = { globals: { theme: 'dark' } }
