import type { Souk } from '@souk/core'
import { makeSingleLanguageCommon } from '@souk/core/testing'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { LanguageSelect } from './LanguageSelect'

const meta = {
  title: 'Chrome/LanguageSelect',
  component: LanguageSelect,
  args: { onLanguageChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ minBlockSize: '20rem', maxInlineSize: '16rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LanguageSelect>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const Open: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('combobox'))
    await expect(within(canvasElement).getByRole('listbox')).toBeVisible()
  },
}

export const Choosing: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('combobox'))
    await userEvent.click(within(canvasElement).getByRole('option', { name: 'Français' }))
    await expect(args.onLanguageChange).toHaveBeenCalledWith('fr')
  },
}

export const OneLanguage: Story = {
  parameters: {
    souk: { setup: (souk: Souk) => souk.settings.setState({ common: makeSingleLanguageCommon() }) },
  },
}

export const RightToLeft: Story = { globals: { language: 'ar' }, play: Open.play }

export const Dark: Story = { globals: { theme: 'dark' }, play: Open.play }
