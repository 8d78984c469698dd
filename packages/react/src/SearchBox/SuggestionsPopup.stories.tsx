import type { Souk } from '@souk/core'
import { makeChromeCommon, makeSearchSuggestions, makeSuggestionProduct } from '@souk/core/testing'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { SuggestionsPopup, suggestionGroups } from './SuggestionsPopup'

const meta = {
  title: 'Chrome/SuggestionsPopup',
  component: SuggestionsPopup,
  args: {
    id: 'suggestions',
    open: true,
    status: 'results',
    text: 'shirt',
    groups: suggestionGroups(makeSearchSuggestions()),
    activeKey: 'p501',
    onPick: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ position: 'relative', minBlockSize: '34rem', maxInlineSize: '36rem' }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    souk: { setup: (souk: Souk) => souk.settings.setState({ common: makeChromeCommon() }) },
  },
} satisfies Meta<typeof SuggestionsPopup>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('option', { selected: true })).toHaveAttribute('id', 'suggestions-p501')
    await userEvent.click(canvas.getByRole('option', { name: 'shirt dress' }))
    await expect(args.onPick).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'keyword', text: 'shirt dress' }),
    )
  },
}

export const Compared: Story = { args: { activeKey: 'x501', isCompared: (id: number) => id === 501 } }

export const Loading: Story = { args: { status: 'loading', groups: [], activeKey: null } }

export const NothingFound: Story = { args: { status: 'empty', text: 'zzz', groups: [], activeKey: null } }

export const ErrorState: Story = { name: 'Error', args: { status: 'error', groups: [], activeKey: null } }

export const LongText: Story = {
  args: {
    activeKey: null,
    groups: suggestionGroups(
      makeSearchSuggestions({
        suggested: [{ id: 1, title: 'organic cotton shirt with long sleeves and mother-of-pearl buttons' }],
        product: [
          makeSuggestionProduct({
            id: 701,
            title: 'Hand-woven linen shirt with a relaxed fit, dyed with plant pigments by a family workshop',
            selling: 1249.99,
            offered: 999.5,
          }),
        ],
      }),
    ),
  },
}

export const RightToLeft: Story = { globals: { language: 'ar' } }

export const Dark: Story = { globals: { theme: 'dark' } }
