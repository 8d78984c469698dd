import type { Souk } from '@souk/core'
import { makeChromeCommon, makeSetting } from '@souk/core/testing'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { CookieBanner } from './CookieBanner'

const meta = { title: 'Chrome/CookieBanner', component: CookieBanner } satisfies Meta<typeof CookieBanner>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const GotIt: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Got it' }))
    await expect(within(canvasElement).queryByRole('region')).toBeNull()
  },
}

export const SettingOff: Story = {
  parameters: {
    souk: {
      setup: (souk: Souk) =>
        souk.settings.setState({ common: makeChromeCommon({ setting: makeSetting({ cookie_banner: 0 }) }) }),
    },
  },
}

export const LongText: Story = { globals: { language: 'hi' } }

export const RightToLeft: Story = { globals: { language: 'ar' } }

export const Dark: Story = { globals: { theme: 'dark' } }
