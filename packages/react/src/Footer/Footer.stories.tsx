import type { Souk } from '@souk/core'
import { fakeFormError, makeChromeCommon, makeLongFooterCommon, svgDataUrl } from '@souk/core/testing'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { Footer } from './Footer'

const withCommon = (common: ReturnType<typeof makeChromeCommon> | null) => ({
  souk: { setup: (souk: Souk) => souk.settings.setState({ common }) },
})

const meta = {
  title: 'Chrome/Footer',
  component: Footer,
  args: { year: 2025 },
  parameters: {
    souk: {
      setup: (souk: Souk) => souk.settings.setState({ common: makeChromeCommon() }),
      routes: { 'POST email-subscription': true },
    },
  },
} satisfies Meta<typeof Footer>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const Loading: Story = { parameters: withCommon(null) }

export const Empty: Story = {
  parameters: withCommon(
    makeChromeCommon({ categories: [], services: [], about: [], payment: [], social: [] }),
  ),
}

export const NewsletterError: Story = {
  parameters: {
    souk: {
      routes: {
        'POST email-subscription': () => {
          throw fakeFormError('The email has already been taken.')
        },
      },
    },
  },
}

export const LongText: Story = {
  parameters: withCommon(
    (() => {
      const common = makeLongFooterCommon()
      return {
        ...common,
        site_setting: { ...common.site_setting, footer_logo: svgDataUrl('Souk', { color: '#1b1f24' }) },
        payment: common.payment.map((link) => ({
          ...link,
          image: svgDataUrl(link.title.slice(0, 4), { width: 48, height: 30 }),
        })),
        social: common.social.map((link) => ({
          ...link,
          image: svgDataUrl(link.title.slice(0, 1), { width: 24, height: 24 }),
        })),
      }
    })(),
  ),
}

export const RightToLeft: Story = { globals: { language: 'ar' } }

export const Dark: Story = { globals: { theme: 'dark' } }
