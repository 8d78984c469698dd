import type { Souk } from '@souk/core'
import { makeBanner, makeChromeCommon, svgDataUrl } from '@souk/core/testing'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { PopupBanner } from './PopupBanner'

const withBanner = (overrides: Parameters<typeof makeBanner>[0] = {}) => ({
  souk: {
    setup: (souk: Souk) => {
      const common = makeChromeCommon()
      souk.settings.setState({
        common: {
          ...common,
          // The popup never opens while the cookie bar is up: these stories show a shop without one.
          setting: { ...common.setting, cookie_banner: 0 as const },
          popup_banner: { ...(common.popup_banner ?? makeBanner({ type: 9 })), ...overrides },
        },
      })
    },
  },
})

const meta = {
  title: 'Chrome/PopupBanner',
  component: PopupBanner,
  // In the store it waits for the first interaction or a few seconds; the stories show it at once.
  args: { delay: 0 },
  parameters: withBanner(),
} satisfies Meta<typeof PopupBanner>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async () => {
    // It opens once it has waited (at once here: `delay` 0).
    const dialog = await within(document.body).findByRole('dialog', { name: 'Join our newsletter' })
    await expect(dialog).toBeVisible()
  },
}

export const Closing: Story = {
  play: async () => {
    await userEvent.click(await within(document.body).findByRole('button', { name: 'Close dialog' }))
    await expect(within(document.body).queryByRole('dialog')).toBeNull()
  },
}

export const Private: Story = { parameters: withBanner({ status: 2 }) }

export const LongText: Story = {
  parameters: withBanner({
    title: 'Join our newsletter and get ten percent off your first order from any independent seller',
    image: svgDataUrl('10% off your first order', { width: 500, height: 100, color: '#0a5c8f' }),
  }),
}

export const RightToLeft: Story = { globals: { language: 'ar' } }

export const Dark: Story = { globals: { theme: 'dark' } }
