import type { Souk } from '@souk/core'
import { makeBanner, makeChromeCommon, svgDataUrl } from '@souk/core/testing'
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

export const Default: Story = {}

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
    image: svgDataUrl('Free delivery this week', { width: 500, height: 100, color: '#b4481c' }),
  }),
}

export const RightToLeft: Story = { globals: { language: 'ar' } }

export const Dark: Story = { globals: { theme: 'dark' } }
