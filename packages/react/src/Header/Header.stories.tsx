import type { Souk } from '@souk/core'
import {
  makeChromeCommon,
  makeSearchSuggestions,
  makeSetting,
  makeSignedInProfile,
  makeSiteSetting,
} from '@souk/core/testing'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
import { Header } from './Header'

const meta = {
  title: 'Chrome/Header',
  component: Header,
  args: { onNavigate: fn(), onLanguageChange: fn(), onLoggedOut: fn() },
  parameters: {
    souk: {
      setup: (souk: Souk) => souk.settings.setState({ common: makeChromeCommon() }),
      routes: { 'GET search': makeSearchSuggestions(), 'GET user/logout': null },
    },
  },
} satisfies Meta<typeof Header>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getAllByRole('link', { name: 'Become a seller' })[0]).toBeVisible()
    await expect(canvas.getByRole('link', { name: '0 items in cart' })).toBeVisible()
  },
}

export const SignedIn: Story = {
  parameters: {
    souk: {
      setup: (souk: Souk) => {
        souk.settings.setState({ common: makeChromeCommon() })
        souk.session.setState({
          token: 'story-token',
          signedIn: true,
          profile: makeSignedInProfile(),
          status: 'ready',
        })
        souk.cart.setState({ count: 3 })
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('link', { name: 'My profile' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: '3 items in cart' })).toBeVisible()
  },
}

export const Loading: Story = {
  parameters: {
    souk: { setup: (souk: Souk) => souk.settings.setState({ common: null, status: 'loading' }) },
  },
}

export const OneLanguageNoPhoneNoBanner: Story = {
  name: 'One language, no phone, no banner',
  parameters: {
    souk: {
      setup: (souk: Souk) => {
        const common = makeChromeCommon()
        souk.settings.setState({
          common: {
            ...common,
            languages: common.languages.slice(0, 1),
            setting: makeSetting({ phone: null, vendor_registration: 0 }),
            top_banner: null,
            header_links: { left: [], right: [] },
          },
        })
      },
    },
  },
}

export const LongText: Story = {
  parameters: {
    souk: {
      setup: (souk: Souk) => {
        const common = makeChromeCommon()
        souk.settings.setState({
          common: {
            ...common,
            site_setting: {
              ...common.site_setting,
              ...makeSiteSetting({ site_name: 'Souk — the marketplace of independent sellers and makers' }),
              header_logo: common.site_setting.header_logo,
            },
            setting: makeSetting({
              email: 'customer.service.department@independent-sellers-marketplace.example',
              phone: '+44 (0) 20 7946 0000 ext. 1234',
            }),
            header_links: {
              left: [
                {
                  ...common.header_links.left[0],
                  id: 1,
                  title: 'Track your order from any seller, anywhere',
                } as never,
                {
                  ...common.header_links.left[0],
                  id: 3,
                  title: 'Gift cards and vouchers',
                  url: '/page/gift-cards',
                } as never,
              ],
              right: common.header_links.right,
            },
          },
        })
        souk.cart.setState({ count: 128 })
      },
    },
  },
}

export const RightToLeft: Story = { globals: { language: 'ar' } }

export const Dark: Story = { globals: { theme: 'dark' } }
